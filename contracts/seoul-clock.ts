// One clock for every business date (issue 14, point 7): the day, month and year of the seed, of
// the api's date logic, of the portal and of the tests are Asia/Seoul's, never the host's. A test
// run at 23:30 UTC (already tomorrow in Seoul) or with TZ=UTC or TZ=Asia/Seoul sees the same
// dates as the seed wrote. Asia/Seoul is UTC+9 all year (no daylight saving since 1988), so this is
// arithmetic on the instant, not an Intl formatter per call; it reads the clock only through
// Date.now(), which fake timers and faketime move.
// Calendar days are 'YYYY-MM-DD' strings, handled in UTC so that no host time zone shifts them.

export const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

type Instant = number | Date;
const ms = (now: Instant) => (typeof now === 'number' ? now : now.getTime());

/** The Seoul calendar day of an instant (now by default), 'YYYY-MM-DD'. */
export function seoulDay(now: Instant = Date.now()): string {
  return new Date(ms(now) + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul year of an instant, e.g. 2026. */
export function seoulYear(now: Instant = Date.now()): number {
  return Number(seoulDay(now).slice(0, 4));
}

/** The Seoul month of an instant, 'YYYYMM' (the api's std_month). */
export function seoulMonth(now: Instant = Date.now()): string {
  return seoulDay(now).slice(0, 7).replace('-', '');
}

/**
 * The owner portal's default year and month, 'YYYYMM' (SPEC §4): the Seoul month of `today`. The
 * API answers it as home/oper/period's default_ym and the portal computes it itself from the day
 * the page was rendered for, so the figures' calls start with the period's instead of waiting for
 * its answer (issue 26, point 3: no waterfall on first load).
 */
export function defaultYearMonth(today: string = seoulDay()): string {
  return today.slice(0, 7).replace('-', '');
}

/** A calendar day `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const KOR_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const ENG_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const ENG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A day written out as the seed's texts write it, with and without its year. */
export interface WrittenDay {
  /** 2026년 11월 26일(목) */
  kor: string;
  /** 11월 26일(목) */
  korShort: string;
  /** Thu 26 November 2026 */
  eng: string;
  /** Thu 26 November */
  engShort: string;
}

/** How the seed's notices write a day; tests compute what they expect with this same function. */
export function writtenDay(date: string): WrittenDay {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dow = dayOfWeek(date);
  const korShort = `${m}월 ${d}일(${KOR_WEEKDAYS[dow]})`;
  const engShort = `${ENG_WEEKDAYS[dow]} ${d} ${ENG_MONTHS[m - 1]}`;
  return { kor: `${y}년 ${korShort}`, korShort, eng: `${engShort} ${y}`, engShort };
}
