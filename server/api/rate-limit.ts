import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { log } from '../lib/logger.ts';
import { AppError } from './errors.ts';

/**
 * Counters shared by every api process when REDIS_URL is set (DESIGN §1), in memory otherwise.
 * Log-in throttling (issue 11, point 1; OWASP ASVS 5.0 §6.3, NIST SP 800-63B §5.2.2): a visitor
 * can block only themselves, never the owner.
 * - loginFailures: consecutive failed log-ins per (login id, address); the 10th blocks that pair
 *   for LOGIN_BLOCK_SECONDS from then; a success clears it.
 * - loginAddressFailures: failed log-ins per address across all IDs (password spraying); the
 *   LOGIN_ADDRESS_MAX_FAILURES-th blocks that address for LOGIN_BLOCK_SECONDS.
 * - loginAccountFailures: failed log-ins per ID from every address: beyond
 *   LOGIN_ACCOUNT_SLOWDOWN_AFTER, each attempt on the ID waits longer (loginSlowdownMs), never
 *   refused; a success clears it.
 */
export interface Limiters {
  loginFailures: RateLimiterAbstract;
  loginAddressFailures: RateLimiterAbstract;
  loginAccountFailures: RateLimiterAbstract;
  /** Verification codes sent per phone number per day (SMS cost and abuse cap). */
  smsPerDay: RateLimiterAbstract;
  /** Every text message of the day, all numbers together (key: the Seoul date): the SMS budget. */
  smsAllPerDay: RateLimiterAbstract;
  /** Inquiries an owner may write per day (portal voc/create). */
  ownerVocPerDay: RateLimiterAbstract;
  /** Verification codes requested per address per hour. */
  smsPerAddress: RateLimiterAbstract;
  close(): Promise<void>;
}

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_BLOCK_SECONDS = 15 * 60;
export const LOGIN_ADDRESS_MAX_FAILURES = 30;
export const LOGIN_ACCOUNT_SLOWDOWN_AFTER = 10;
export const LOGIN_SLOWDOWN_MAX_MS = 5000;

/** The wait before an attempt on an ID that has failed `failures` times from anywhere: 0, then 250 ms doubling to 5 s. */
export function loginSlowdownMs(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_SLOWDOWN_AFTER;
  return over < 0 ? 0 : Math.min(LOGIN_SLOWDOWN_MAX_MS, 250 * 2 ** over);
}
export const SMS_DAILY_CAP = 10;
export const OWNER_VOC_DAILY_CAP = 10;
export const SMS_ADDRESS_HOURLY_CAP = 30;

export function createLimiters(redisUrl: string | undefined, prefix = 'raon', budgets: { smsPerDayAll: number } = { smsPerDayAll: 1000 }): Limiters {
  const options = {
    smsAllPerDay: { keyPrefix: `${prefix}:sms-all`, points: budgets.smsPerDayAll, duration: 24 * 60 * 60 },
    ownerVocPerDay: { keyPrefix: `${prefix}:owner-voc`, points: OWNER_VOC_DAILY_CAP, duration: 24 * 60 * 60 },
    loginFailures: { keyPrefix: `${prefix}:login-fail`, points: LOGIN_MAX_FAILURES, duration: LOGIN_BLOCK_SECONDS },
    loginAddressFailures: { keyPrefix: `${prefix}:login-fail-ip`, points: LOGIN_ADDRESS_MAX_FAILURES, duration: LOGIN_BLOCK_SECONDS },
    // Counts only: nothing is ever refused on this one (points far above any count it reaches).
    loginAccountFailures: { keyPrefix: `${prefix}:login-fail-id`, points: 1_000_000, duration: LOGIN_BLOCK_SECONDS },
    smsPerDay: { keyPrefix: `${prefix}:sms-day`, points: SMS_DAILY_CAP, duration: 24 * 60 * 60 },
    smsPerAddress: { keyPrefix: `${prefix}:sms-ip`, points: SMS_ADDRESS_HOURLY_CAP, duration: 60 * 60 },
  };
  if (redisUrl) {
    // The offline queue holds the calls made before the first connection (the API answers at once
    // after start): without it they went to the in-memory insurance limiter, and a budget shared by
    // every process split in two. Once the first connection is made or has failed, calls no longer
    // wait: during an outage each goes at once to the insurance limiter (a queued call would wait
    // for the next reconnect attempt, up to 2 s).
    const client = new Redis(redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    const stopQueueing = () => {
      client.options.enableOfflineQueue = false;
    };
    client.once('ready', stopQueueing);
    // A Redis outage must not take the API down: the limiter falls back to memory (insuranceLimiter),
    // per process, and says so once per outage.
    let down = false;
    client.on('error', (err: Error) => {
      stopQueueing();
      if (down) return;
      down = true;
      log.error('redis unreachable: rate limits are counted per process until it is back', { error: err.message });
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.warn('redis reachable again: rate limits are shared again');
    });
    const make = (o: (typeof options)[keyof typeof options]) => new RateLimiterRedis({ storeClient: client, ...o, insuranceLimiter: new RateLimiterMemory(o) });
    return {
      loginFailures: make(options.loginFailures),
      loginAddressFailures: make(options.loginAddressFailures),
      loginAccountFailures: make(options.loginAccountFailures),
      smsPerDay: make(options.smsPerDay),
      smsAllPerDay: make(options.smsAllPerDay),
      ownerVocPerDay: make(options.ownerVocPerDay),
      smsPerAddress: make(options.smsPerAddress),
      close: async () => {
        client.disconnect();
      },
    };
  }
  return {
    loginFailures: new RateLimiterMemory(options.loginFailures),
    loginAddressFailures: new RateLimiterMemory(options.loginAddressFailures),
    loginAccountFailures: new RateLimiterMemory(options.loginAccountFailures),
    smsPerDay: new RateLimiterMemory(options.smsPerDay),
    smsAllPerDay: new RateLimiterMemory(options.smsAllPerDay),
    ownerVocPerDay: new RateLimiterMemory(options.ownerVocPerDay),
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
