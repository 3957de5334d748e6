import { DASH } from './constants.ts';

/** A short date string is valid only as two digits, dot, two digits, dot, two digits (yy.mm.dd). */
export function isValidShortDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{2}\.\d{2}\.\d{2}$/.test(value);
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** This year in Seoul (Asia/Seoul is UTC+9 all year), whatever the host's time zone. */
export function seoulYear(now = Date.now()): number {
  return new Date(now + SEOUL_OFFSET_MS).getUTCFullYear();
}

/** Dates as yyyy.mm.dd from a Date, 'YYYY-MM-DD', 'YYYYMMDD' or an ISO timestamp (read in Asia/Seoul). */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'string') {
    const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
    if (compact) return `${compact[1]}.${compact[2]}.${compact[3]}`;
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plain) return `${plain[1]}.${plain[2]}.${plain[3]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return DASH;
  // Asia/Seoul is UTC+9 all year (no daylight saving since 1988): arithmetic, not an Intl formatter per call.
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '.');
}

/** 'YYYYMM' → 'yyyy.mm'. */
export function formatYearMonth(value: string): string {
  return /^\d{6}$/.test(value) ? `${value.slice(0, 4)}.${value.slice(4)}` : value;
}

