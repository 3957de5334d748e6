// The operation status tables' rows (issue 12, SPEC §2, §3): weekly subtotals and totals whose
// rates are recomputed from the summed counts, never summed themselves.
import type { MemberResult } from '../../../contracts/member.ts';

export type OperRow = MemberResult<'home/oper/dtl'>['data']['rows'][number];

/** The counts and amounts of a daily row that add up; the rates are derived from them. */
export const summedFields = [
  'occRooms', 'dayUse', 'ooooRooms', 'housRooms', 'compRooms', 'salesAvailable', 'stay', 'expArrvRooms', 'expDeptRooms', 'vacant', 'roomFee', 'roomsSold',
] as const satisfies readonly (keyof OperRow)[];

/** DOMAIN.md: occupancy % = sold ÷ available × 100 (one decimal kept for display), ADR = revenue ÷ sold, RevPAR = revenue ÷ available (whole won). */
export function rates(sums: { roomsSold: number; salesAvailable: number; roomFee: number }): { occRate: number; adr: number; revPar: number } {
  return {
    occRate: sums.salesAvailable > 0 ? Math.round((sums.roomsSold / sums.salesAvailable) * 1000) / 10 : 0,
    adr: sums.roomsSold > 0 ? Math.round(sums.roomFee / sums.roomsSold) : 0,
    revPar: sums.salesAvailable > 0 ? Math.round(sums.roomFee / sums.salesAvailable) : 0,
  };
}

/** The sum of rows: every count and amount summed, the rates recomputed; date and day of week left empty. */
export function totalOf(rows: readonly OperRow[], saleDate = ''): OperRow {
  const sums = Object.fromEntries(summedFields.map((f) => [f, rows.reduce((a, r) => a + r[f], 0)])) as Record<(typeof summedFields)[number], number>;
  return { saleDate, dow: '', ...sums, ...rates(sums) };
}

/** A daily row or a weekly subtotal of the summary table. */
export type SummaryRow = OperRow & { kind: 'day' | 'subtotal' };

/** Monday of the week of a yyyymmdd date (calendar arithmetic on the date itself: no time zone involved). */
export function weekOf(saleDate: string): string {
  const date = new Date(Date.UTC(Number(saleDate.slice(0, 4)), Number(saleDate.slice(4, 6)) - 1, Number(saleDate.slice(6, 8))));
  const back = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The days with a subtotal row after each week (Monday to Sunday; the month's first and last weeks partial). */
export function withWeeklySubtotals(days: readonly OperRow[]): SummaryRow[] {
  const out: SummaryRow[] = [];
  let week: OperRow[] = [];
  const close = () => {
    if (week.length === 0) return;
    out.push({ ...totalOf(week, `${week[0]!.saleDate}-${week.at(-1)!.saleDate}`), kind: 'subtotal' });
    week = [];
  };
  for (const day of days) {
    if (week.length > 0 && weekOf(day.saleDate) !== weekOf(week[0]!.saleDate)) close();
    week.push(day);
    out.push({ ...day, kind: 'day' });
  }
  close();
  return out;
}
