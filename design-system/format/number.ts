/**
 * The formatting of numbers, money and phone numbers the brand site shows too (SPEC §5): a module of
 * its own inside the one formatting module (format.ts re-exports it), so that a room's or an
 * offer's page does not carry the owner portal's percents, changes, shares and 억 (issue 29:
 * initial JavaScript). Pure functions, Korean conventions, no locale state.
 */

import { DASH } from './constants.ts';

export type NumberLike = number | string | null | undefined;

export function toNumber(value: NumberLike): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * `abs` (≥ 0) rounded half up to `digits` decimals, from its shortest decimal form (String(2.675)
 * is '2.675', which rounds to 2.68, as Intl.NumberFormat does; toFixed would give 2.67).
 */
function roundedDecimal(abs: number, digits: number): { whole: string; fraction: string } {
  const text = String(abs);
  if (text.includes('e')) {
    // Below 1e-6 the shortest form is exponential and nothing of it survives rounding to 2 decimals;
    // amounts never come near 1e21, where toFixed would be exponential too.
    const fixed = abs.toFixed(digits);
    return { whole: fixed.split('.')[0]!, fraction: fixed.split('.')[1] ?? '' };
  }
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = whole + fraction.slice(0, digits);
  const roundedUp = fraction.charCodeAt(digits) >= 53 /* '5' */ ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  return { whole: roundedUp.slice(0, roundedUp.length - digits) || '0', fraction: roundedUp.slice(roundedUp.length - digits) };
}

/**
 * Thousands separators and a fixed number of decimals (0–2 here), as Intl.NumberFormat('en-US')
 * prints them. Written out: building the first Intl formatter of a page loads ICU's number data,
 * which took 18 ms of the hydration task on this project's 2-core machine (×4 on Lighthouse's phone).
 */
export function grouped(n: number, fractionDigits = 0): string {
  const { whole, fraction } = roundedDecimal(Math.abs(n), fractionDigits);
  // As Intl.NumberFormat: a negative amount keeps its sign even when it rounds to zero (-0.04 → -0.0).
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
}

/** Thousands separators; a dash for null, 0, '0' and '0.0' (SPEC §5). */
export function formatNumber(value: NumberLike): string {
  if (value === null || value === undefined || value === 0 || value === '0' || value === '0.0') return DASH;
  const n = toNumber(value);
  return n === null ? String(value) : grouped(n, Number.isInteger(n) ? 0 : Math.min(countDecimals(n), 2));
}

function countDecimals(n: number): number {
  const s = String(n);
  return s.includes('.') ? s.split('.')[1]!.length : 0;
}

/**
 * Phone numbers for display (SPEC §5): digits only; 8 digits 4-4; starting 02 with 9 or 10
 * digits 2-(3|4)-4; not starting 02 with 10 or 11 digits 3-(3|4)-4; otherwise the digits.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = (value ?? '').replace(/\D/g, '');
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  if (d.startsWith('02') && (d.length === 9 || d.length === 10)) return `02-${d.slice(2, d.length - 4)}-${d.slice(-4)}`;
  if (!d.startsWith('02') && (d.length === 10 || d.length === 11)) return `${d.slice(0, 3)}-${d.slice(3, d.length - 4)}-${d.slice(-4)}`;
  return d;
}

/** Won amounts: thousands separators and the unit; a dash for none. */
export function formatWon(value: NumberLike, unit = '원'): string {
  const text = formatNumber(value);
  return text === DASH ? DASH : `${text}${unit}`;
}
