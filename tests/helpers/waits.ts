import os from 'node:os';

// Issue 14, point 7: on a 2-core machine at load average 15 the suite failed on fixed waits (story
// screenshots after 10 s, polls after 1 s) while nothing was wrong but the machine's speed. Every
// wait and time bound of the tests goes through slow(): the time an idle machine needs, stretched
// by how busy this one is. A wait only bounds a hang; no assertion depends on something
// happening within a fixed short time.

/** Beyond this a test is hung, not slow: six times the idle time is still reported as a failure. */
const MAX_SCALE = 6;

/**
 * How many times slower than idle this machine runs now: the last minute's load average per core
 * (1 when idle or unknown), at most MAX_SCALE. TEST_TIME_SCALE (a positive number) overrides it,
 * e.g. on a machine whose load average does not show its slowness (a throttled container).
 */
export function timeScale(): number {
  const forced = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(forced) && forced > 0) return forced;
  const perCore = (os.loadavg()[0] ?? 0) / Math.max(1, os.availableParallelism());
  return Math.min(MAX_SCALE, Math.max(1, perCore));
}

/** `ms` as this machine needs it now: at least `ms`, more when the machine is busy (see timeScale). */
export function slow(ms: number): number {
  return Math.round(ms * timeScale());
}

/** The browser suites' (visual, e2e) test and hook limits, scaled as slow() does: the config's, and again per file (tests/setup/browser-limits.ts). */
export function browserLimits(): { testTimeout: number; hookTimeout: number } {
  return { testTimeout: slow(60_000), hookTimeout: slow(120_000) };
}

/** The running file's test limit, once tests/setup/browser-limits.ts has set it (null elsewhere). */
let fileTestLimit: number | null = null;

export function setFileTestLimit(ms: number): void {
  fileTestLimit = ms;
}

/**
 * slow(ms), but never more than `share` of the running file's test limit: a wait scaled later in
 * the file (the machine got busier) must still end before the test's own limit does, so that its
 * failure, not a bare time-out, says what it waited for.
 */
export function withinTest(ms: number, share = 0.75): number {
  const scaled = slow(ms);
  return fileTestLimit === null ? scaled : Math.min(scaled, Math.round(fileTestLimit * share));
}
