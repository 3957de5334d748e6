import { formatNumber } from '../../format/format.ts';

// Axis ticks and bar labels. formatNumber shows a dash for 0 (SPEC §5, a missing figure);
// on an axis 0 is a position, so it stays '0'.

/** Thousands separators; 0 as '0'. */
export function formatTickNumber(value: number): string {
  return value === 0 ? '0' : formatNumber(value);
}

/** Whole percent for a 0–100 axis: 75 → '75%'. */
export function formatTickPercent(value: number): string {
  return `${Math.round(value)}%`;
}

export { formatCompactWon } from '../../format/format.ts';

/** Month number of a 'YYYYMM' or 'YYYYMMDD' label: '202508' → '8'. */
export function monthNumber(label: string): string {
  return String(Number(label.slice(4, 6)));
}

/** Day number of a 'YYYYMMDD' label: '20250805' → '5'. */
export function dayNumber(label: string): string {
  return String(Number(label.slice(6, 8)));
}
