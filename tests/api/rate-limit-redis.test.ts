import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createLimiters, LOGIN_BLOCK_SECONDS, LOGIN_MAX_FAILURES, reservePoint, type Limiters } from '../../server/api/rate-limit.ts';
import { log } from '../../server/lib/logger.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { loginBurstTests } from '../helpers/login-bursts.ts';
import { outageServer, type Outage } from '../helpers/tcp.ts';

// Counters shared through Redis (REDIS_URL): two API processes keep one budget, and a Redis
// outage is handled by the documented policy (server/api/rate-limit.ts, docs/decisions.md "Redis
// outage policy"). Runs where Redis is given (TEST_REDIS_URL, as in CI's api suite on PostgreSQL);
// each run uses its own key prefix and removes its keys.
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `test-${randomUUID()}`;
const opened: Limiters[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  // Every cleanup runs, and the keys go, even when one of them fails.
  const failures: unknown[] = [];
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((err: unknown) => failures.push(err));
  await Promise.all(opened.map((l) => l.close()));
  if (redisUrl) await removeKeys(redisUrl);
  if (failures.length > 0) throw failures[0];
});

async function removeKeys(url: string): Promise<void> {
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

const open = () => {
  const limiters = createLimiters(redisUrl, prefix, { smsPerDayAll: 3 });
  opened.push(limiters);
  return limiters;
};

const login = (loginId: string, password: string) => ({ loginId, password, joinType: 'NORMAL', hotelCode: 13 });

/** POSTs a log-in to an API from a visitor's address (the API believes X-Forwarded-For from loopback). */
async function postLogin(url: string, loginId: string, password: string, address: string): Promise<number> {
  const res = await fetch(`${url}/client/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(login(loginId, password)),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The processes' database on a PostgreSQL server: one copy of the run's template, shared as in a deployment (made on first use). */
let processDb: Promise<TestDb> | null = null;

/** The operator API in a child process of its own (tests/helpers/api-process.ts). */
async function spawnApi(limiterPrefix: string): Promise<{ url: string; child: ChildProcess }> {
  let databaseUrl = '';
  if (process.env.TEST_DATABASE_URL) {
    if (!processDb) {
      processDb = createTestDb();
      cleanups.unshift(async () => (await processDb!).dispose());
    }
    databaseUrl = (await processDb).url ?? '';
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/api-process.ts'], {
    env: { ...process.env, TEST_PGLITE_TEMPLATE: inject('pgliteTemplate'), TEST_PROCESS_DATABASE_URL: databaseUrl, TEST_LIMITER_PREFIX: limiterPrefix },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the api process ended (exit ${code}) before it listened`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return { url, child };
}

describe.skipIf(!redisUrl)('rate limits on Redis', () => {
  it('counts calls made right after start, before the connection is up, in the shared budget', async () => {
    // No await between creating the limiters and consuming: the connection is still being made.
    const first = open();
    await Promise.all([0, 1, 2].map(() => first.smsAllPerDay.consume('2026-11-24')));
    const second = open();
    await expect(second.smsAllPerDay.consume('2026-11-24')).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('keeps the log-in limit of 10 in total across two sets of limiters', async () => {
    const a = open();
    const b = open();
    const key = 'naksan01:203.0.113.9';
    for (let i = 0; i < 5; i++) await a.loginFailures.consume(key);
    for (let i = 0; i < 5; i++) await b.loginFailures.consume(key);
    await expect(a.loginFailures.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(b.loginFailures.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('keeps the owner’s 10 inquiries a day across two sets of limiters, counting only those given no point back (issue 25, point 8)', async () => {
    const a = open();
    const b = open();
    const key = 'owner-7';
    const what = 'You have written the most inquiries allowed for one day (10).';
    const giveBacks = await Promise.all(Array.from({ length: 10 }, (_, i) => reservePoint(i % 2 ? a.ownerVocPerDay : b.ownerVocPerDay, key, what)));
    // The eleventh is refused on both, and takes nothing (its point is given back at once).
    await expect(reservePoint(a.ownerVocPerDay, key, what)).rejects.toMatchObject({ code: 'E429' });
    await expect(reservePoint(b.ownerVocPerDay, key, what)).rejects.toMatchObject({ code: 'E429' });
    // Two were refused after all: their points come back, and two more pass, on either set.
    await giveBacks[0]!();
    await giveBacks[1]!();
    await reservePoint(a.ownerVocPerDay, key, what);
    await reservePoint(b.ownerVocPerDay, key, what);
    await expect(reservePoint(a.ownerVocPerDay, key, what)).rejects.toMatchObject({ code: 'E429' });
    expect((await a.ownerVocPerDay.get(key))?.consumedPoints).toBe(10);
  });

  it('keeps a block set while refused attempts are under way: a refusal takes nothing, so nothing is given back over the block', async () => {
    const a = open();
    const key = 'multi02|203.0.113.30';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await a.loginFailures.reserve(key);
    // Five attempts that find the limit reached, and the tenth failure's block, all in flight at
    // once: the block is sent once the five have gone to Redis (their calls made, a few promise
    // steps, no I/O between) and before any answer is read, so Redis sees it between each
    // attempt's step and anything sent in answer to it.
    const refused = Array.from({ length: 5 }, () => a.loginFailures.reserve(key));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    const block = a.loginFailures.block(key, LOGIN_BLOCK_SECONDS);
    const settled = await Promise.allSettled(refused);
    await block;
    expect(settled.map((s) => s.status)).toEqual(Array(5).fill('rejected'));
    // Another process, which kept nothing of the block in memory, reads it whole in Redis and is refused.
    const b = open();
    expect((await b.loginFailures.get(key))?.consumedPoints).toBe(LOGIN_MAX_FAILURES + 1);
    await expect(b.loginFailures.reserve(key)).rejects.toBeInstanceOf(RateLimiterRes);
    expect((await b.loginFailures.get(key))?.msBeforeNext).toBeGreaterThan((LOGIN_BLOCK_SECONDS - 60) * 1000);
  });

  it('takes nothing on a refusal: the count stays at the limit, and a point given back lets exactly one more in', async () => {
    const a = open();
    const b = open();
    const key = 'owner-8';
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).ownerVocPerDay.reserve(key)));
    const refused = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).ownerVocPerDay.reserve(key)));
    expect(refused.every((r) => r.status === 'rejected')).toBe(true);
    expect((await a.ownerVocPerDay.get(key))?.consumedPoints).toBe(10);
    await a.ownerVocPerDay.reward(key);
    const next = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => (i % 2 ? a : b).ownerVocPerDay.reserve(key)));
    expect(next.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await b.ownerVocPerDay.get(key))?.consumedPoints).toBe(10);
  });

  // Two processes start in parallel, each loading its database: up to a minute on a busy machine.
  it('keeps the 10-attempt log-in limit in total across two API processes: failures alternated between them, the 11th is refused by both, even with the right password', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([spawnApi(`${prefix}-procs`), spawnApi(`${prefix}-procs`)]);
    const address = '203.0.113.21';
    for (let i = 0; i < 10; i++) expect(await postLogin(i % 2 === 0 ? a.url : b.url, 'sokcho01', `wrong-${i}`, address)).toBe(401);
    expect(await postLogin(a.url, 'sokcho01', 'demo1234!', address)).toBe(429);
    expect(await postLogin(b.url, 'sokcho01', 'demo1234!', address)).toBe(429);
    // The limit is per (ID, address): the owner from elsewhere still signs in, on either process.
    expect(await postLogin(b.url, 'sokcho01', 'demo1234!', '203.0.113.22')).toBe(200);
  });

  describe('when Redis becomes unreachable', () => {
    let redis: Outage;
    let a: TestApi;
    let b: TestApi;

    it('keeps a key blocked while Redis was up blocked, logs the outage as an error, keeps log-ins working with per-process counts, and says when Redis is back', async () => {
      const target = new URL(redisUrl!);
      redis = await outageServer({ host: target.hostname, port: Number(target.port || 6379) });
      cleanups.push(() => redis.close());
      const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}` };
      const shared = `${prefix}-outage`;
      [a, b] = await Promise.all([startApi({ env, redisPrefix: shared }), startApi({ env, redisPrefix: shared })]);
      // Closing an API removes its keys through the proxy: Redis answers again first.
      cleanups.push(
        () => a.close(),
        () => b.close(),
        () => redis.pass(),
      );
      const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
      const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);

      // Blocked while Redis is up: 10 failures on a, then refused on both.
      const blocked = '198.51.100.31';
      for (let i = 0; i < 10; i++) expect(await postLogin(a.url, 'naksan01', `wrong-${i}`, blocked)).toBe(401);
      expect(await postLogin(a.url, 'naksan01', 'demo1234!', blocked)).toBe(429);
      expect(await postLogin(b.url, 'naksan01', 'demo1234!', blocked)).toBe(429);
      expect(errors).not.toHaveBeenCalled();

      await redis.down();
      // Still blocked in both processes, which saw the block (refused from what each kept, without asking Redis).
      expect(await postLogin(a.url, 'naksan01', 'demo1234!', blocked)).toBe(429);
      expect(await postLogin(b.url, 'naksan01', 'demo1234!', blocked)).toBe(429);

      // Log-ins do not fail closed: the owner signs in during the outage, which is logged.
      expect(await postLogin(b.url, 'gyeongju01', 'demo1234!', '198.51.100.32')).toBe(200);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^redis unreachable/), expect.objectContaining({ redis: `redis://127.0.0.1:${redis.port}`, meaning: expect.stringMatching(/on its own/) }));
      // New failures are counted per process: 10 on a block that pair on a only.
      const counted = '198.51.100.33';
      for (let i = 0; i < 10; i++) expect(await postLogin(a.url, 'multi01', `wrong-${i}`, counted)).toBe(401);
      expect(await postLogin(a.url, 'multi01', 'demo1234!', counted)).toBe(429);
      expect(await postLogin(b.url, 'multi01', 'demo1234!', counted)).toBe(200);

      await redis.pass();
      await vi.waitFor(() => expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^redis reachable again/), expect.objectContaining({ down_for_s: expect.any(Number) })), { timeout: 15_000, interval: 200 });
      // Back on Redis, the blocks still hold: the one Redis kept, and the one made during the
      // outage, which Redis never heard of.
      expect(await postLogin(a.url, 'naksan01', 'demo1234!', blocked)).toBe(429);
      expect(await postLogin(a.url, 'multi01', 'demo1234!', counted)).toBe(429);
    });

    it('answers log-ins within seconds when Redis accepts connections and never answers, and keeps the blocks', async () => {
      vi.spyOn(log, 'error').mockImplementation(() => undefined);
      vi.spyOn(log, 'warn').mockImplementation(() => undefined);
      const blocked = '198.51.100.31';
      // Redis answers again after the first test: block a new pair, then let Redis hang.
      const hung = '198.51.100.34';
      for (let i = 0; i < 10; i++) expect(await postLogin(a.url, 'gyeongju01', `wrong-${i}`, hung)).toBe(401);
      await redis.hole();
      const started = performance.now();
      expect(await postLogin(a.url, 'gyeongju01', 'demo1234!', hung)).toBe(429);
      expect(await postLogin(a.url, 'naksan01', 'demo1234!', blocked)).toBe(429);
      expect(await postLogin(a.url, 'sokcho01', 'demo1234!', '198.51.100.35')).toBe(200);
      // Each limiter call gives up after 1 s (commandTimeout): about 2 s per log-in, never a hang.
      expect(performance.now() - started).toBeLessThan(15_000);
      await redis.pass();
    });
  });
});

// Issue 25, point 2: attempts sent at once reserve their points in Redis (an atomic INCR) before any check.
describe.skipIf(!redisUrl)('log-in limits on Redis under concurrency', () => {
  loginBurstTests('redis');
});

describe('rate limits with Redis out of reach', () => {
  it('fall back to per-process counting at once, and still refuse the 11th failed log-in', async () => {
    // Port 1 on loopback refuses at once: every call fails over to the in-memory limiter.
    const limiters = createLimiters('redis://127.0.0.1:1', prefix);
    opened.push(limiters);
    const key = 'sokcho01:203.0.113.10';
    const started = performance.now();
    for (let i = 0; i < 10; i++) await limiters.loginFailures.consume(key);
    await expect(limiters.loginFailures.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    // Calls do not wait for reconnect attempts (those took about 1 s each, 11 s here, when they did).
    expect(performance.now() - started).toBeLessThan(6000);
  });

  it('logs the outage as an error once, then again periodically while it lasts', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const limiters = createLimiters('redis://:secret@127.0.0.1:1', prefix, undefined, { reminderMs: 200 });
    await limiters.smsPerDay.consume('01012345678');
    await vi.waitFor(() => expect(errors.mock.calls.filter(([msg]) => /^redis still unreachable/.test(msg)).length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 100 });
    expect(errors.mock.calls.filter(([msg]) => /^redis unreachable/.test(msg))).toHaveLength(1);
    // The password never reaches the log.
    expect(JSON.stringify(errors.mock.calls)).not.toMatch(/secret/);
    await limiters.close();
  });
});
