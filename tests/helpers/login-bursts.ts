// Issue 25, point 2: log-in attempts sent all at once, against the real API, with its limits in
// memory or on Redis. What the limits bound is how many passwords get checked (TestApi's
// passwordChecks counts the real verifications), not how long anything takes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './api.ts';

const PASSWORD = 'demo1234!';
const body = (loginId: string, password: string) => ({ loginId, password, joinType: 'NORMAL', hotelCode: 13 });
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

/** The tests, on a fresh API of their own: `store` says where its limits live (memory: REDIS_URL unset; redis: TEST_REDIS_URL). */
export function loginBurstTests(store: 'memory' | 'redis'): void {
  describe(`log-in attempts sent at once are counted before any password is checked (issue 25, point 2; limits ${store === 'memory' ? 'in memory' : 'on Redis'})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startApi(store === 'memory' ? { env: { REDIS_URL: '' } } : {});
    });
    afterAll(async () => {
      await api?.close();
    });

    /** Sends every attempt at once from `address`; their statuses, and the passwords checked meanwhile. */
    const atOnce = async (attempts: { loginId: string; password: string }[], address: string) => {
      const before = api.passwordChecks();
      const answers = await Promise.all(attempts.map((a) => api.post('/client/user/login', body(a.loginId, a.password), from(address))));
      const statuses = answers.map((a) => a.status);
      return { checked: api.passwordChecks() - before, statuses, count: (status: number) => statuses.filter((s) => s === status).length, answers };
    };
    /** A stranger's failures on `loginId` from addresses of their own: the ID is slowed down (1 s after 12). */
    const strangerFails = async (loginId: string, times: number, net: string) => {
      for (let i = 0; i < times; i++) expect((await api.post('/client/user/login', body(loginId, `stranger-${i}`), from(`${net}.${(i % 2) + 1}`))).status).toBe(401);
    };
    const wrongThenRight = (loginId: string) => [...Array.from({ length: 99 }, (_, i) => ({ loginId, password: `guess-${i}` })), { loginId, password: PASSWORD }];

    it('checks at most 10 of 100 wrong-then-right guesses on one ID from one address, and the right one, sent last, is refused', async () => {
      const burst = await atOnce(wrongThenRight('multi01'), '203.0.113.101');
      expect(burst.checked).toBeLessThanOrEqual(10);
      expect(burst.count(401)).toBe(burst.checked);
      expect(burst.count(429)).toBe(100 - burst.checked);
      expect(burst.statuses.at(-1)).toBe(429);
      expect(burst.answers.find((a) => a.status === 429)!.body.message).toMatch(/for this ID/);
      // Blocked for the documented 15 minutes from the tenth failure.
      const after = await api.post('/client/user/login', body('multi01', PASSWORD), from('203.0.113.101'));
      expect(after.status).toBe(429);
      expect(Number(after.headers.get('retry-after'))).toBeGreaterThanOrEqual(890);
    });

    it('checks at most 10 of them too after a stranger’s 12 failures on the ID from other addresses, which hold every attempt a second', async () => {
      await strangerFails('gyeongju01', 12, '198.51.100');
      const burst = await atOnce(wrongThenRight('gyeongju01'), '203.0.113.102');
      expect(burst.checked).toBeLessThanOrEqual(10);
      expect(burst.count(200)).toBe(0);
      expect(burst.count(401) + burst.count(429)).toBe(100);
      // The owner from their own address still gets in (slowed, never refused).
      expect((await api.post('/client/user/login', body('gyeongju01', PASSWORD), from('203.0.113.202'))).status).toBe(200);
    });

    it('checks at most 30 of 100 IDs sprayed at once from one address', async () => {
      const ids = [...['sokcho01', 'sokcho02', 'naksan01'], ...Array.from({ length: 97 }, (_, i) => `spray-${i}`)];
      const burst = await atOnce(ids.map((loginId) => ({ loginId, password: 'Winter2026!' })), '203.0.113.103');
      expect(burst.checked).toBeLessThanOrEqual(30);
      expect(burst.count(401)).toBe(burst.checked);
      expect(burst.count(429)).toBe(100 - burst.checked);
      expect(burst.answers.find((a) => a.status === 429)!.body.message).toMatch(/from this address/);
      const after = await api.post('/client/user/login', body('naksan01', PASSWORD), from('203.0.113.103'));
      expect(after.status).toBe(429);
      expect(Number(after.headers.get('retry-after'))).toBeGreaterThanOrEqual(890);
      // Only that address: the owner elsewhere signs in.
      expect((await api.post('/client/user/login', body('naksan01', PASSWORD), from('203.0.113.203'))).status).toBe(200);
    });

    it('checks at most 30 of them too after a stranger’s 12 failures from another address', async () => {
      await strangerFails('spray-b-0', 12, '198.51.101');
      const ids = Array.from({ length: 100 }, (_, i) => `spray-b-${i}`);
      const burst = await atOnce(ids.map((loginId) => ({ loginId, password: 'Winter2026!' })), '203.0.113.104');
      expect(burst.checked).toBeLessThanOrEqual(30);
      expect(burst.count(401) + burst.count(429)).toBe(100);
    });

    it('does not count a refused attempt, and gives a success’s point back to the address', async () => {
      const address = '203.0.113.105';
      // 10 failures on one ID block that pair; 25 more tries on it are refused, and not counted.
      for (let i = 0; i < 10; i++) expect((await api.post('/client/user/login', body('near-a', `nope-${i}`), from(address))).status).toBe(401);
      const refused = await atOnce(Array.from({ length: 25 }, () => ({ loginId: 'near-a', password: 'nope' })), address);
      expect(refused.count(429)).toBe(25);
      expect(refused.checked).toBe(0);
      // 19 failures on other IDs make 29 for the address; a success there gives its own point back.
      for (let i = 0; i < 19; i++) expect((await api.post('/client/user/login', body(`near-${i}`, 'nope'), from(address))).status).toBe(401);
      expect((await api.post('/client/user/login', body('sokcho02', PASSWORD), from(address))).status).toBe(200);
      expect((await api.post('/client/user/login', body('sokcho02', PASSWORD), from(address))).status).toBe(200);
      // The 30th failure blocks it.
      expect((await api.post('/client/user/login', body('near-19', 'nope'), from(address))).status).toBe(401);
      const blocked = await api.post('/client/user/login', body('sokcho02', PASSWORD), from(address));
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/from this address/);
    });
  });
}
