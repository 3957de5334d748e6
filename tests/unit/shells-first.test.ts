import { describe, expect, it } from 'vitest';
import { createShellGate } from '../../server/web/render/shells-first.ts';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('shells first (render threads)', () => {
  it('lets answers through at once while no shell is rendering', async () => {
    const gate = createShellGate(60_000);
    expect(await settled(gate.whenIdle())).toBe(true);
  });

  it('holds answers until every shell in progress is out, then releases them all', async () => {
    const gate = createShellGate(60_000);
    const first = gate.begin();
    const second = gate.begin();
    const answer = gate.whenIdle();
    expect(await settled(answer)).toBe(false);
    first();
    first(); // saying it twice changes nothing
    expect(gate.inProgress).toBe(1);
    expect(await settled(answer)).toBe(false);
    second();
    expect(await settled(answer)).toBe(true);
    expect(gate.inProgress).toBe(0);
  });

  it('never holds an answer longer than its bound, even if a shell never says it is out', async () => {
    const gate = createShellGate(50);
    gate.begin();
    const started = performance.now();
    await gate.whenIdle();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});
