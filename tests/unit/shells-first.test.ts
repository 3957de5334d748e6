import { describe, expect, it } from 'vitest';
import { createShellGate } from '../../server/web/shells-first.ts';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('shells first (render threads)', () => {
  it('lets a page\'s answers through at once while no other shell is rendering, its own included', async () => {
    const gate = createShellGate(60_000);
    const page = gate.begin();
    // A renderer that holds the whole page for its data (a crawler's request) sends the shell only
    // after the calls: waiting for its own shell would only sit out the bound.
    expect(await settled(page.othersOut())).toBe(true);
    page.out();
    expect(await settled(page.othersOut())).toBe(true);
  });

  it('holds a page\'s answers until every other shell in progress is out, then releases them', async () => {
    const gate = createShellGate(60_000);
    const page = gate.begin();
    const first = gate.begin();
    const second = gate.begin();
    const answer = page.othersOut();
    expect(await settled(answer)).toBe(false);
    first.out();
    first.out(); // saying it twice changes nothing
    expect(gate.inProgress).toBe(2);
    expect(await settled(answer)).toBe(false);
    second.out();
    expect(await settled(answer)).toBe(true);
    expect(gate.inProgress).toBe(1);
    // The first page's answers wait for the third page's shell, which is still rendering.
    const firstAnswer = first.othersOut();
    expect(await settled(firstAnswer)).toBe(false);
    page.out();
    expect(await settled(firstAnswer)).toBe(true);
    expect(gate.inProgress).toBe(0);
  });

  it('never holds an answer longer than its bound, even if a shell never says it is out', async () => {
    const gate = createShellGate(50);
    const page = gate.begin();
    gate.begin();
    const started = performance.now();
    await page.othersOut();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});
