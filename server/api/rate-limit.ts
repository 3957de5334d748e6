import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_SLOWDOWN_MAX_MS } from '../../contracts/limits.ts';
import { log } from '../lib/logger.ts';
import { AppError } from './errors.ts';

/**
 * Counters shared by every api process when REDIS_URL is set (DESIGN §1), in memory otherwise.
 * Log-in throttling (issue 11, point 1; OWASP ASVS 5.0 §6.3, NIST SP 800-63B §5.2.2): a visitor
 * can block only themselves, never the owner. Each attempt reserves its point on the first two
 * counters before its password is checked (issue 25, point 2), so attempts sent at once cannot all
 * slip in under a count read before any of them was charged.
 * - loginFailures: consecutive failed log-ins per (login id, address); the 10th blocks that pair
 *   for LOGIN_BLOCK_SECONDS from then; a success clears it.
 * - loginAddressFailures: failed log-ins per address across all IDs (password spraying); the
 *   LOGIN_ADDRESS_MAX_FAILURES-th blocks that address for LOGIN_BLOCK_SECONDS; a success gives its
 *   own point back.
 * - loginAccountFailures: failed log-ins per ID from every address: beyond
 *   LOGIN_ACCOUNT_SLOWDOWN_AFTER, each attempt on the ID waits longer (loginSlowdownMs), never
 *   refused; a success clears it.
 *
 * Redis down (issue 14, point 4; docs/decisions.md "Redis outage policy"): logged as an error when
 * it starts and every minute while it lasts, and as a warning when it ends. Meanwhile each process
 * counts on its own (log-ins keep working: they do not fail closed), and the keys this process has
 * seen blocked stay blocked until their block ends.
 */
export interface Limiters {
  loginFailures: Limiter;
  loginAddressFailures: Limiter;
  loginAccountFailures: Limiter;
  /** Verification codes sent per phone number per day (SMS cost and abuse cap). */
  smsPerDay: Limiter;
  /** Every text message of the day, all numbers together (key: the Seoul date): the SMS budget. */
  smsAllPerDay: Limiter;
  /** Inquiries an owner may write per day (portal voc/create). */
  ownerVocPerDay: Limiter;
  /** Verification codes requested per address per hour. */
  smsPerAddress: Limiter;
  /** Inquiry lookups (code requests and checks together) per address per hour, matching or not. */
  vocLookupPerAddress: Limiter;
  /** Inquiry lookups per receipt number per hour, matching or not: a known receipt cannot be tried against many numbers or codes. */
  vocLookupPerReceipt: Limiter;
  /** Member calls per owner per minute (issue 25, point 8): generous, so that only a script meets it. */
  memberCalls: Limiter;
  close(): Promise<void>;
}

/** What the API does with a limiter: login.ts reserves, rewards, penalises and blocks; the other calls consume. */
export interface Limiter {
  /** Counts `points`; rejects with a RateLimiterRes when that goes over the limit. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  /**
   * Takes one point for an attempt about to be made, in one atomic step (Redis INCR, or the
   * process's own map). When that goes over the limit the point goes back and the call rejects
   * with a RateLimiterRes: a refused attempt leaves the count as it found it, so the count is
   * always the attempts let through (issue 25, point 2).
   */
  reserve(key: string): Promise<RateLimiterRes>;
  /** Gives points back: an attempt that, once made, does not count (a success). */
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  /** Counts `points` without refusing. */
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  /** Sets the key over its limit for `seconds`. */
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_BLOCK_SECONDS = 15 * 60;
export const LOGIN_ADDRESS_MAX_FAILURES = 30;
export const LOGIN_ACCOUNT_SLOWDOWN_AFTER = 10;
export { LOGIN_SLOWDOWN_MAX_MS };

/** The wait before an attempt on an ID that has failed `failures` times from anywhere: 0, then 250 ms doubling to 5 s. */
export function loginSlowdownMs(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_SLOWDOWN_AFTER;
  return over < 0 ? 0 : Math.min(LOGIN_SLOWDOWN_MAX_MS, 250 * 2 ** over);
}
export const SMS_DAILY_CAP = 10;
export const OWNER_VOC_DAILY_CAP = 10;
export const SMS_ADDRESS_HOURLY_CAP = 30;
export const VOC_LOOKUP_ADDRESS_HOURLY_CAP = 30;
export const VOC_LOOKUP_RECEIPT_HOURLY_CAP = 10;
/** The default of MEMBER_CALLS_PER_MINUTE: a portal page makes about ten calls, so a page a second for a whole minute. */
export const MEMBER_CALLS_PER_MINUTE = 600;

/**
 * reserve() on counters in this process: consume, and give the point back when refused. Unlike on
 * Redis (RESERVE_SCRIPT), nothing can come between the two that matters: both are steps of one
 * request's promise chain with no I/O between them, and a block() is made from another request's.
 */
async function reserveOn(limiter: RateLimiterMemory, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, 1);
  } catch (err) {
    if (err instanceof RateLimiterRes) await limiter.reward(key, 1);
    throw err;
  }
}

/** A limiter in this process only (no REDIS_URL). */
function memoryLimiter(options: ConstructorParameters<typeof RateLimiterMemory>[0]): Limiter {
  const limiter = new RateLimiterMemory(options);
  return Object.assign(limiter, { reserve: (key: string) => reserveOn(limiter, key) });
}

/** How often a Redis outage that lasts is logged again. */
export const REDIS_OUTAGE_REMINDER_MS = 60_000;

/** The Redis server for messages: host and port, never the password. */
function describeRedis(redisUrl: string): string {
  try {
    const url = new URL(redisUrl);
    return `${url.protocol}//${url.hostname}:${url.port || 6379}`;
  } catch {
    return 'redis (an address that does not parse)';
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Says loudly when Redis goes away, again every `reminderMs` while it stays away, and when it is back. */
function outageLog(where: string, reminderMs: number) {
  let since: number | null = null;
  let lastError = '';
  let reminder: NodeJS.Timeout | undefined;
  const downForSeconds = () => Math.round((Date.now() - (since ?? Date.now())) / 1000);
  return {
    failed(err: unknown) {
      lastError = messageOf(err);
      if (since !== null) return;
      since = Date.now();
      log.error('redis unreachable: rate limits fall back to counters in each api process', {
        redis: where,
        error: lastError,
        meaning:
          'until Redis is back, each api process counts log-in failures, SMS codes and inquiries on its own (with N processes a visitor gets up to N times each limit); keys this process saw blocked stay blocked; log-ins keep working',
      });
      reminder = setInterval(() => log.error('redis still unreachable: rate limits are counted per process', { redis: where, down_for_s: downForSeconds(), error: lastError }), reminderMs);
      reminder.unref();
    },
    recovered() {
      if (since === null) return;
      log.warn('redis reachable again: rate limits are shared again', { redis: where, down_for_s: downForSeconds() });
      since = null;
      clearInterval(reminder);
    },
    stop() {
      clearInterval(reminder);
    },
  };
}

type OutageLog = ReturnType<typeof outageLog>;

/**
 * Takes one point on KEYS[1] only while its count is under ARGV[1] (the limit), starting a window
 * of ARGV[2] seconds for a new key, in the form rate-limiter-flexible keeps its counts (an integer
 * with an expiry), so that its consume, reward, get and block read and write the same key. Answers
 * {count, pttl, taken}: taken 0 is a refusal, with nothing taken and the count as the key holds it
 * (over the limit only when blocked: block() sets the limit + 1).
 */
const RESERVE_SCRIPT = `
local current = tonumber(redis.call('get', KEYS[1]) or '0')
if current >= tonumber(ARGV[1]) then
  return {current, redis.call('pttl', KEYS[1]), 0}
end
redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local consumed = redis.call('incr', KEYS[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * tonumber(ARGV[2])
end
return {consumed, ttl, 1}
`;

/** An ioredis client with RESERVE_SCRIPT defined on it (createLimiters). */
type ReservingRedis = Redis & { raonReserve(key: string, limit: number, seconds: number): Promise<[number, number, 0 | 1]> };

/**
 * A limiter on Redis that outlives Redis: while Redis answers, it is the count every process
 * shares, and each key it reports at or over the limit is also kept here in memory for as long as
 * its block lasts. When Redis fails, the same call goes to the in-memory counters: the keys kept
 * stay blocked, and new counts are this process's own. rate-limiter-flexible's insuranceLimiter
 * and inMemoryBlockOnConsumed do not cover log-ins: the insurance counters know nothing of what
 * Redis held, and the in-memory block list knows nothing of reserve(), reward() and block(), with
 * which login.ts counts and blocks.
 */
class SharedLimiter implements Limiter {
  constructor(
    private readonly client: ReservingRedis,
    private readonly shared: RateLimiterRedis,
    private readonly local: RateLimiterMemory,
    private readonly points: number,
    private readonly duration: number,
    private readonly outage: OutageLog,
  ) {}

  /** The key's block known to this process, if any. */
  private async kept(key: string): Promise<RateLimiterRes | null> {
    const res = await this.local.get(key);
    return res && res.consumedPoints >= this.points && res.msBeforeNext > 0 ? res : null;
  }

  /** Keeps a key Redis reports at or over the limit, unless a longer block is already kept. */
  private async keep(key: string, res: RateLimiterRes): Promise<void> {
    this.outage.recovered();
    if (res.consumedPoints < this.points || res.msBeforeNext <= 0) return;
    const kept = await this.kept(key);
    if (kept && kept.msBeforeNext >= res.msBeforeNext) return;
    await this.local.set(key, res.consumedPoints, res.msBeforeNext / 1000);
  }

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    // A key known to be blocked is refused here, without a round trip.
    const kept = await this.kept(key);
    if (kept) throw new RateLimiterRes(0, kept.msBeforeNext, kept.consumedPoints, false);
    try {
      const res = await this.shared.consume(key, points);
      await this.keep(key, res);
      return res;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        this.outage.failed(err);
        return this.local.consume(key, points);
      }
      await this.keep(key, err);
      throw err;
    }
  }

  /**
   * One step in Redis (RESERVE_SCRIPT): the point is taken only while the count is under the limit,
   * and a refusal leaves the count untouched. Taking it and giving it back on refusal (as before)
   * lost blocks: a block() set between a refused attempt's take and its give-back was decremented
   * by every give-back still in flight, and a later attempt got through (CI, 2026-11-29: 11 of 100
   * wrong guesses sent at once were checked against a limit of 10).
   */
  async reserve(key: string): Promise<RateLimiterRes> {
    const kept = await this.kept(key);
    if (kept) throw new RateLimiterRes(0, kept.msBeforeNext, kept.consumedPoints, false);
    let answer: [number, number, 0 | 1];
    try {
      answer = await this.client.raonReserve(this.shared.getKey(key), this.points, Math.floor(this.duration));
    } catch (err) {
      this.outage.failed(err);
      return reserveOn(this.local, key);
    }
    this.outage.recovered();
    const [consumed, pttl, taken] = answer;
    const msBeforeNext = pttl >= 0 ? pttl : this.duration * 1000;
    if (taken === 1) return new RateLimiterRes(this.points - consumed, msBeforeNext, consumed, true);
    const refused = new RateLimiterRes(0, msBeforeNext, consumed, false);
    // Only a block (block() sets the limit + 1) is kept here: a count at the limit is attempts
    // still under way, which a success may end in another process.
    if (consumed > this.points) await this.keep(key, refused);
    throw refused;
  }

  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    try {
      const res = await this.shared.reward(key, points);
      this.outage.recovered();
      // Back under the limit: a block this process kept for the key no longer holds.
      if (res.consumedPoints < this.points) await this.local.delete(key);
      return res;
    } catch (err) {
      this.outage.failed(err);
      return this.local.reward(key, points);
    }
  }

  async penalty(key: string, points = 1): Promise<RateLimiterRes> {
    try {
      const res = await this.shared.penalty(key, points);
      await this.keep(key, res);
      return res;
    } catch (err) {
      this.outage.failed(err);
      return this.local.penalty(key, points);
    }
  }

  async get(key: string): Promise<RateLimiterRes | null> {
    let res: RateLimiterRes | null;
    try {
      res = await this.shared.get(key);
    } catch (err) {
      this.outage.failed(err);
      return this.local.get(key);
    }
    if (res) await this.keep(key, res);
    else this.outage.recovered();
    // A block kept from an outage, or from before Redis restarted empty, holds until it ends.
    const kept = await this.kept(key);
    if (!kept) return res;
    if (!res || res.consumedPoints < this.points) return kept;
    return kept.msBeforeNext > res.msBeforeNext ? kept : res;
  }

  async block(key: string, seconds: number): Promise<RateLimiterRes> {
    try {
      const res = await this.shared.block(key, seconds);
      await this.keep(key, res);
      return res;
    } catch (err) {
      this.outage.failed(err);
      return this.local.block(key, seconds);
    }
  }

  async delete(key: string): Promise<boolean> {
    const here = await this.local.delete(key);
    try {
      const there = await this.shared.delete(key);
      this.outage.recovered();
      return there || here;
    } catch (err) {
      this.outage.failed(err);
      return here;
    }
  }
}

export function createLimiters(
  redisUrl: string | undefined,
  prefix = 'raon',
  budgets: { smsPerDayAll: number; memberCallsPerMinute?: number } = { smsPerDayAll: 1000 },
  opts: { reminderMs?: number } = {},
): Limiters {
  const options = {
    smsAllPerDay: { keyPrefix: `${prefix}:sms-all`, points: budgets.smsPerDayAll, duration: 24 * 60 * 60 },
    ownerVocPerDay: { keyPrefix: `${prefix}:owner-voc`, points: OWNER_VOC_DAILY_CAP, duration: 24 * 60 * 60 },
    loginFailures: { keyPrefix: `${prefix}:login-fail`, points: LOGIN_MAX_FAILURES, duration: LOGIN_BLOCK_SECONDS },
    loginAddressFailures: { keyPrefix: `${prefix}:login-fail-ip`, points: LOGIN_ADDRESS_MAX_FAILURES, duration: LOGIN_BLOCK_SECONDS },
    // Counts only: nothing is ever refused on this one (points far above any count it reaches).
    loginAccountFailures: { keyPrefix: `${prefix}:login-fail-id`, points: 1_000_000, duration: LOGIN_BLOCK_SECONDS },
    smsPerDay: { keyPrefix: `${prefix}:sms-day`, points: SMS_DAILY_CAP, duration: 24 * 60 * 60 },
    smsPerAddress: { keyPrefix: `${prefix}:sms-ip`, points: SMS_ADDRESS_HOURLY_CAP, duration: 60 * 60 },
    vocLookupPerAddress: { keyPrefix: `${prefix}:voc-lookup-ip`, points: VOC_LOOKUP_ADDRESS_HOURLY_CAP, duration: 60 * 60 },
    vocLookupPerReceipt: { keyPrefix: `${prefix}:voc-lookup-receipt`, points: VOC_LOOKUP_RECEIPT_HOURLY_CAP, duration: 60 * 60 },
    memberCalls: { keyPrefix: `${prefix}:member-calls`, points: budgets.memberCallsPerMinute ?? MEMBER_CALLS_PER_MINUTE, duration: 60 },
  };
  if (redisUrl) {
    // The offline queue holds the calls made before the first connection (the API answers at once
    // after start): without it they went to the in-memory counters, and a budget shared by every
    // process split in two. Once the first connection is made or has failed, calls no longer
    // wait: during an outage each goes at once to the in-memory counters (a queued call would wait
    // for the next reconnect attempt, up to 2 s). A Redis that accepts and never answers ends each
    // call after commandTimeout: a log-in takes a second or three longer (reads, then counts), never hangs.
    const client = new Redis(redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000, lazyConnect: false });
    const stopQueueing = () => {
      client.options.enableOfflineQueue = false;
    };
    client.once('ready', stopQueueing);
    const outage = outageLog(describeRedis(redisUrl), opts.reminderMs ?? REDIS_OUTAGE_REMINDER_MS);
    client.on('error', (err: Error) => {
      stopQueueing();
      outage.failed(err);
    });
    client.on('ready', () => outage.recovered());
    client.defineCommand('raonReserve', { numberOfKeys: 1, lua: RESERVE_SCRIPT });
    const reserving = client as ReservingRedis;
    const make = (o: (typeof options)[keyof typeof options]) =>
      new SharedLimiter(reserving, new RateLimiterRedis({ storeClient: client, ...o }), new RateLimiterMemory(o), o.points, o.duration, outage);
    return {
      loginFailures: make(options.loginFailures),
      loginAddressFailures: make(options.loginAddressFailures),
      loginAccountFailures: make(options.loginAccountFailures),
      smsPerDay: make(options.smsPerDay),
      smsAllPerDay: make(options.smsAllPerDay),
      ownerVocPerDay: make(options.ownerVocPerDay),
      smsPerAddress: make(options.smsPerAddress),
      vocLookupPerAddress: make(options.vocLookupPerAddress),
      vocLookupPerReceipt: make(options.vocLookupPerReceipt),
      memberCalls: make(options.memberCalls),
      close: async () => {
        outage.stop();
        client.disconnect();
      },
    };
  }
  return {
    loginFailures: memoryLimiter(options.loginFailures),
    loginAddressFailures: memoryLimiter(options.loginAddressFailures),
    loginAccountFailures: memoryLimiter(options.loginAccountFailures),
    smsPerDay: memoryLimiter(options.smsPerDay),
    smsAllPerDay: memoryLimiter(options.smsAllPerDay),
    ownerVocPerDay: memoryLimiter(options.ownerVocPerDay),
    smsPerAddress: memoryLimiter(options.smsPerAddress),
    vocLookupPerAddress: memoryLimiter(options.vocLookupPerAddress),
    vocLookupPerReceipt: memoryLimiter(options.vocLookupPerReceipt),
    memberCalls: memoryLimiter(options.memberCalls),
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
export async function consume(limiter: Limiter, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext, what);
    throw err;
  }
}

/**
 * Takes one point for an action that may still fail, and resolves a function that gives it back:
 * only an action that happened counts (issue 25, point 8: refused inquiries used up the day's
 * limit). The point is reserved before the action (Limiter.reserve), so that actions sent at once
 * cannot pass the limit together; one over it is refused with E429.
 */
export async function reservePoint(limiter: Limiter, key: string, what: string): Promise<() => Promise<void>> {
  try {
    await limiter.reserve(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext, what);
    throw err;
  }
  return async () => {
    await limiter.reward(key).catch((err: unknown) => log.warn('a reserved rate-limit point could not be given back', { key, error: messageOf(err) }));
  };
}
