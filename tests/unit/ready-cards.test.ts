// Issue 29 (the portal's first paint): on the server the portal's shell waits briefly for the
// cards whose calls are answering (portal/calls/ReadyCards.tsx), so that React writes them in place.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cardsAnswered } from '../../portal/calls/ReadyCards.tsx';

const answerIn = (ms: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve('answer'), ms));
const never = () => new Promise<string>(() => {});

async function timed(wait: Promise<void>): Promise<number> {
  const started = performance.now();
  await wait;
  return performance.now() - started;
}

describe('the shell waits for the cards answering', () => {
  it('goes as soon as every call has answered', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['a'], queryFn: answerIn(20) });
    void client.fetchQuery({ queryKey: ['b'], queryFn: answerIn(40) });
    const took = await timed(cardsAnswered(client, 5_000));
    expect(client.getQueryData(['a'])).toBe('answer');
    expect(client.getQueryData(['b'])).toBe('answer');
    expect(took).toBeLessThan(2_000);
  });

  it('goes after its bound when a call is slower, the call still under way', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: never });
    const took = await timed(cardsAnswered(client, 100));
    expect(took).toBeGreaterThanOrEqual(95);
    expect(client.isFetching()).toBe(1);
  });

  it('waits for a call asked for a turn later (a screen whose code was still loading)', async () => {
    const client = new QueryClient();
    const wait = cardsAnswered(client, 5_000);
    setImmediate(() => void client.fetchQuery({ queryKey: ['late'], queryFn: answerIn(30) }));
    await wait;
    expect(client.getQueryData(['late'])).toBe('answer');
  });

  it('does not wait at all past its bound when nothing is asked for', async () => {
    const took = await timed(cardsAnswered(new QueryClient(), 80));
    expect(took).toBeLessThan(2_000);
  });
});
