import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiters, type Limiters } from '../../server/api/rate-limit.ts';

// Counters shared through Redis (REDIS_URL): two API processes keep one budget. Runs where Redis
// is given (TEST_REDIS_URL, as in CI's api suite on PostgreSQL); each run uses its own key prefix
// and removes its keys.
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `test-${randomUUID()}`;
const opened: Limiters[] = [];

afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const open = () => {
  const limiters = createLimiters(redisUrl, prefix, { smsPerDayAll: 3 });
  opened.push(limiters);
  return limiters;
};

describe.skipIf(!redisUrl)('rate limits on Redis', () => {
  it('counts calls made right after start, before the connection is up, in the shared budget', async () => {
    // No await between creating the limiters and consuming: the connection is still being made.
    const first = open();
    await Promise.all([0, 1, 2].map(() => first.smsAllPerDay.consume('2026-11-24')));
    const second = open();
    await expect(second.smsAllPerDay.consume('2026-11-24')).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('keeps the log-in limit of 10 in total across two processes', async () => {
    const a = open();
    const b = open();
    const key = 'naksan01:203.0.113.9';
    for (let i = 0; i < 5; i++) await a.loginFailures.consume(key);
    for (let i = 0; i < 5; i++) await b.loginFailures.consume(key);
    await expect(a.loginFailures.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(b.loginFailures.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
  });
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
});
