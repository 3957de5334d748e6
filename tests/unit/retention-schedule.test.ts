import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleRetention } from '../../server/api/retention.ts';
import type { Db, Queryable } from '../../server/db/index.ts';
import { log } from '../../server/lib/logger.ts';
import { slow } from '../helpers/waits.ts';

// Issue 11, point 9: the retention job of the api process — once shortly after start, then every
// interval, never two runs at once, failures logged and retried, timers that keep no process alive.

/** A database that answers every statement through `answer`, counting the runs (one per verification delete). */
function fakeDb(answer: (sql: string) => Promise<unknown[]> | unknown[]) {
  const state = { runs: 0 };
  const q: Queryable = {
    async query<T>(sql: string) {
      if (sql.startsWith('DELETE FROM sms_verifications')) state.runs++;
      return (await answer(sql)) as T[];
    },
  };
  const db = { ...q, kind: 'pglite', exec: async () => {}, transaction: (fn: (tx: Queryable) => Promise<unknown>) => fn(q), close: async () => {} } as unknown as Db;
  return { db, state };
}

const stops: { stop(): void }[] = [];
afterEach(() => {
  for (const s of stops.splice(0)) s.stop();
  vi.restoreAllMocks();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduleRetention', () => {
  it('runs soon after start and then every interval, logs at INFO only when it deleted something, and stops', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => {});
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const setTimeout = vi.spyOn(globalThis, 'setTimeout');
    let first = true;
    const { db, state } = fakeDb((sql) => {
      // The first run finds two expired verifications; every later run nothing.
      if (first && sql.startsWith('DELETE FROM sms_verifications')) {
        first = false;
        return [{}, {}];
      }
      return [];
    });
    const job = scheduleRetention(db, 20, 0);
    stops.push(job);
    expect((setInterval.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);
    expect((setTimeout.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);

    await vi.waitFor(() => expect(state.runs).toBeGreaterThanOrEqual(3), { timeout: slow(10_000), interval: 10 });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![1]).toEqual({ verifications: 2, outbox: 0, inquiries: 0, attachments: 0, revokedTokens: 0, withdrawnInquiries: 0, withdrawnAttachments: 0 });

    job.stop();
    await sleep(50); // a run under way when stop() came finishes
    const runs = state.runs;
    await sleep(200);
    expect(state.runs).toBe(runs);
  });

  it('logs a failed run as an error and runs again at the next interval', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    let calls = 0;
    const { db, state } = fakeDb(() => {
      if (calls++ === 0) throw new Error('connection reset');
      return [];
    });
    stops.push(scheduleRetention(db, 20, 0));
    await vi.waitFor(() => expect(state.runs).toBeGreaterThanOrEqual(2), { timeout: slow(10_000), interval: 10 });
    expect(error).toHaveBeenCalledWith('retention run failed (it runs again later)', expect.objectContaining({ error: 'connection reset' }));
  });

  it('never starts a run while the last one is still under way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { db, state } = fakeDb(async (sql) => {
      if (sql.startsWith('DELETE FROM sms_verifications')) await gate;
      return [];
    });
    stops.push(scheduleRetention(db, 10, 0));
    await vi.waitFor(() => expect(state.runs).toBe(1), { timeout: slow(10_000), interval: 5 });
    await sleep(100); // ten intervals go by while the first run waits
    expect(state.runs).toBe(1);
    release();
    await vi.waitFor(() => expect(state.runs).toBeGreaterThanOrEqual(2), { timeout: slow(10_000), interval: 5 });
  });
});
