/**
 * The one formatting module (SPEC §5, §9; STYLE: numbers, dates, money and phone numbers go
 * through here). Pure functions, Korean conventions, no locale state.
 */

import { DASH, INVALID_NUMBER_MESSAGE, NOT_AVAILABLE } from './constants.ts';
import { formatNumber, grouped, toNumber, type NumberLike } from './number.ts';

export { DASH, INVALID_NUMBER_MESSAGE, NOT_AVAILABLE };
// Dates and the hotel location have modules of their own, so that a page that only shows a date
// does not carry the money and number formatting (the site's chunks, issue 26); one module still.
export { formatDate, formatYearMonth, isValidShortDate } from './date.ts';
// Numbers, won and phone numbers: the part the brand site's pages show (number.ts).
export { formatNumber, formatPhone, formatWon } from './number.ts';

/** One decimal; 'N/A' and a console error for anything that is not a number (SPEC §8). */
export function formatOneDecimal(value: NumberLike): string {
  const n = toNumber(value);
  if (n === null) {
    console.error(INVALID_NUMBER_MESSAGE);
    return NOT_AVAILABLE;
  }
  return grouped(n, 1);
}

/** Percent with one decimal: 96.5 → '96.5%'; a dash where formatNumber shows one. */
export function formatPercent(value: NumberLike): string {
  if (value === null || value === undefined || value === 0 || value === '0' || value === '0.0') return DASH;
  const n = toNumber(value);
  return n === null ? NOT_AVAILABLE : `${grouped(n, 1)}%`;
}

/**
 * A change against an earlier figure (issue 12: the same month a year before): '+' before a rise,
 * '-' before a fall, thousands separators; a dash for no change or nothing to compare with.
 */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || !Number.isFinite(value)) return DASH;
  return (value > 0 ? '+' : '') + formatNumber(value);
}

/** A change in percent with one decimal and its sign ('+12.5%', '-3.0%'); a dash for none. */
export function formatChangePercent(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || !Number.isFinite(value)) return DASH;
  return (value > 0 ? '+' : '') + formatPercent(value);
}

/**
 * A share ratio (a part of 1, as the owners' pool shares are kept: numeric(12,10)) as a percent
 * with four decimals: 0.002431 → '0.2431%'; a dash for null and 0 (issue 12: share ratios).
 */
export function formatShare(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || !Number.isFinite(value)) return DASH;
  // Rounded in ten-thousandths of a percent first: 0.002431 × 100 is 0.24309999… in binary.
  return `${grouped(Math.round(value * 1e6) / 1e4, 4)}%`;
}

/** Money in 억 (100,000,000 won), one decimal at most: 1,234,567,890 → '12.3 억'. */
export function formatEok(value: NumberLike): string {
  const n = toNumber(value);
  if (n === null || n === 0) return DASH;
  const eok = Math.round((n / 100_000_000) * 10) / 10;
  return `${grouped(eok, Number.isInteger(eok) ? 0 : 1)} 억`;
}

export interface Option {
  value: number;
  label: string;
}

/** Years from 2022 to the current year, newest first, with a suffix such as '년' (SPEC §9). */
export function yearOptions(currentYear: number, suffix: string, firstYear = 2022): Option[] {
  const out: Option[] = [];
  for (let y = currentYear; y >= firstYear; y--) out.push({ value: y, label: `${y}${suffix}` });
  return out;
}

/** Months 1 to 12 with a suffix such as '월' (SPEC §9). */
export function monthOptions(suffix: string): Option[] {
  return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}${suffix}` }));
}

// A module of its own so that the header's hotel cards (every page) do not bring the whole
// formatting module into the site's shell chunk; re-exported here as part of the one module.
export { hotelLocation } from './hotelLocation.ts';

const EOK = 100_000_000;
const MAN = 10_000;

/**
 * Compact Korean money for chart axes and labels (SPEC §9 shows money in 억): one decimal of 억
 * from 1억 up (1.2억, 32.2억), whole 만 below it (3,400만), plain won under 1만; 0 as '0'.
 */
export function formatCompactWon(won: number): string {
  if (won === 0) return '0';
  const sign = won < 0 ? '-' : '';
  const abs = Math.abs(won);
  const man = Math.round(abs / MAN);
  if (abs >= EOK || man >= EOK / MAN) return `${sign}${formatNumber(Math.round(abs / (EOK / 10)) / 10)}억`;
  if (abs >= MAN) return `${sign}${formatNumber(man)}만`;
  return `${sign}${formatNumber(Math.round(abs))}`;
}

/**
 * Compact money in the page's language (issue 28: English pages showed 억 and 만): Korean keeps
 * formatCompactWon (SPEC §9's 억); other languages use the platform's own compact notation
 * (Intl.NumberFormat, e.g. 3.7M and 1.2B in English, 370.2万 in Japanese), one decimal at most.
 */
export function compactWonFormatter(locale: string): (won: number) => string {
  if (locale === 'ko' || locale.startsWith('ko-')) return formatCompactWon;
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (won) => (won === 0 ? '0' : compact.format(won));
}
