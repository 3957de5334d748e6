import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/**
 * Counters shared by every api process when REDIS_URL is set (DESIGN §1), in memory otherwise.
 * loginFailures: consecutive failed log-ins per (login id, address); a success clears it.
 */
export interface Limiters {
  loginFailures: RateLimiterAbstract;
  /** Verification codes sent per phone number per day (SMS cost and abuse cap). */
  smsPerDay: RateLimiterAbstract;
  /** Verification codes requested per address per hour. */
  smsPerAddress: RateLimiterAbstract;
  close(): Promise<void>;
}

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_BLOCK_SECONDS = 15 * 60;
export const SMS_DAILY_CAP = 10;
export const SMS_ADDRESS_HOURLY_CAP = 30;

export function createLimiters(redisUrl: string | undefined, prefix = 'raon'): Limiters {
  const options = {
    loginFailures: { keyPrefix: `${prefix}:login-fail`, points: LOGIN_MAX_FAILURES, duration: LOGIN_BLOCK_SECONDS },
    smsPerDay: { keyPrefix: `${prefix}:sms-day`, points: SMS_DAILY_CAP, duration: 24 * 60 * 60 },
    smsPerAddress: { keyPrefix: `${prefix}:sms-ip`, points: SMS_ADDRESS_HOURLY_CAP, duration: 60 * 60 },
  };
  if (redisUrl) {
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    // A Redis outage must not take the API down: the limiter falls back to memory (insuranceLimiter).
    client.on('error', () => undefined);
    const make = (o: (typeof options)[keyof typeof options]) => new RateLimiterRedis({ storeClient: client, ...o, insuranceLimiter: new RateLimiterMemory(o) });
    return {
      loginFailures: make(options.loginFailures),
      smsPerDay: make(options.smsPerDay),
      smsPerAddress: make(options.smsPerAddress),
      close: async () => {
        client.disconnect();
      },
    };
  }
  return {
    loginFailures: new RateLimiterMemory(options.loginFailures),
    smsPerDay: new RateLimiterMemory(options.smsPerDay),
    smsPerAddress: new RateLimiterMemory(options.smsPerAddress),
    close: async () => undefined,
  };
}

export function tooMany(msBeforeNext: number, what: string): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('E429', `${what} Try again in ${seconds < 120 ? `${seconds} seconds` : `${minutes} minutes`}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Consumes one point; a spent budget becomes E429 with the time to wait. */
export async function consume(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext, what);
    throw err;
  }
}
