import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../server/lib/logger.ts';
import { createSessionEnds, type SessionApi, type TokenState } from '../../server/web/middleware/session-ends.ts';
import type { OwnerSession } from '../../server/web/middleware/owner-session.ts';

const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-1203-01'], hotel_code: 13, user_name: '김민준' };
const session = (token = 'token-a', expiresAt = Date.now() + 3_600_000): OwnerSession => ({ token, expiresAt, user });

/** An API that is up or down, and knows which tokens it has ended. */
function fakeApi() {
  const state = { up: true, ended: new Set<string>(), signOuts: 0, checks: 0 };
  const api: SessionApi = {
    ownerSignOut: vi.fn(async (token: string) => {
      state.signOuts++;
      if (!state.up) throw new Error('connect ECONNREFUSED');
      state.ended.add(token);
      return true;
    }),
    tokenState: vi.fn(async (token: string): Promise<TokenState> => {
      state.checks++;
      if (!state.up) return 'unknown';
      return state.ended.has(token) ? 'ended' : 'live';
    }),
  };
  return { api, state };
}

afterEach(() => vi.useRealTimers());

// Issue 25, point 8: a log-out while the API is down.
describe('createSessionEnds: log-outs', () => {
  it('ends the token at the API and here at once when the API answers', async () => {
    const { api, state } = fakeApi();
    const ends = createSessionEnds(api);
    expect(await ends.end(session())).toBe('confirmed');
    expect(state.ended.has('token-a')).toBe(true);
    expect(ends.isEnded('token-a')).toBe(true);
    expect(ends.pending).toBe(0);
  });

  it('while the API is down: refused here at once, said to be pending, and sent again until the API takes it', async () => {
    vi.useFakeTimers();
    const { api, state } = fakeApi();
    state.up = false;
    const ends = createSessionEnds(api);
    expect(await ends.end(session())).toBe('pending');
    expect(ends.isEnded('token-a')).toBe(true);
    expect(await ends.check(session())).toBe('ended');
    expect(ends.pending).toBe(1);
    // Retries at 1 s, 2 s, 4 s … while the API stays down.
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(state.signOuts).toBe(4);
    expect(state.ended.has('token-a')).toBe(false);
    state.up = true;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(state.ended.has('token-a')).toBe(true);
    expect(ends.pending).toBe(0);
    // Nothing more is sent once confirmed.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.signOuts).toBe(5);
  });

  it('stops sending once the token has expired anyway', async () => {
    vi.useFakeTimers();
    const { api, state } = fakeApi();
    state.up = false;
    const ends = createSessionEnds(api);
    await ends.end(session('token-b', Date.now() + 2_500));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.signOuts).toBe(3);
    expect(ends.pending).toBe(0);
    expect(ends.isEnded('token-b')).toBe(false);
  });

  it('says on stopping how many log-outs the API has not confirmed', async () => {
    const { api, state } = fakeApi();
    state.up = false;
    const ends = createSessionEnds(api);
    await ends.end(session());
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      ends.close();
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/log-outs the API has not confirmed/), { tokens: 1 });
    } finally {
      errors.mockRestore();
    }
    expect(ends.pending).toBe(0);
  });
});

// Issue 25, point 8: the portal never renders a token the API no longer accepts.
describe('createSessionEnds: check', () => {
  it('asks the API for a token it has not seen, and remembers a live one for a while', async () => {
    let now = 1_000_000;
    const { api, state } = fakeApi();
    const ends = createSessionEnds(api, { liveForMs: 5_000, now: () => now });
    expect(await ends.check(session())).toBe('live');
    expect(await ends.check(session())).toBe('live');
    expect(state.checks).toBe(1);
    // Past half its time: still live at once, and asked again meanwhile.
    now += 3_000;
    expect(await ends.check(session())).toBe('live');
    await new Promise((r) => setTimeout(r, 0));
    expect(state.checks).toBe(2);
    // Taken back elsewhere: refused once the API has said so, within the time.
    state.ended.add('token-a');
    now += 5_000;
    expect(await ends.check(session())).toBe('ended');
    expect(ends.isEnded('token-a')).toBe(true);
    expect(await ends.check(session())).toBe('ended');
    expect(state.checks).toBe(3);
  });

  it('is unknown (the portal renders as before, its calls failing) when the API cannot say', async () => {
    const { api, state } = fakeApi();
    state.up = false;
    const ends = createSessionEnds(api);
    expect(await ends.check(session())).toBe('unknown');
    expect(ends.isEnded('token-a')).toBe(false);
  });

  it('asks once for many requests at the same moment', async () => {
    const { api, state } = fakeApi();
    const ends = createSessionEnds(api);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ends.check(session())));
    expect(answers.every((a) => a === 'live')).toBe(true);
    expect(state.checks).toBe(1);
  });
});
