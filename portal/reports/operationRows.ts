// The operation status tables' rows (issue 12, SPEC §2, §3): weekly subtotals and totals whose
// rates are recomputed from the summed counts, never summed themselves, by the API's own rule
// (contracts/kpi.ts, issue 26, point 3).
import { rates, sumOperations } from '../../contracts/kpi.ts';
import type { MemberResult } from '../../contracts/member.ts';
import { toCsv, type CsvColumn } from './csv.ts';

export { rates };
export type OperRow = MemberResult<'home/oper/dtl'>['data']['rows'][number];

/** The sum of rows: every count and amount summed, the rates recomputed; date and day of week left empty. */
export function totalOf(rows: readonly OperRow[], saleDate = ''): OperRow {
  return { saleDate, dow: '', ...sumOperations(rows) };
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

type T = (key: string, options?: Record<string, unknown>) => string;

/** CSV columns of a summary table: its first column (the period), then rooms sold, occupancy, room revenue, ADR, as plain numbers. */
export function operationSummaryCsv(first: CsvColumn<OperRow>, t: T): CsvColumn<OperRow>[] {
  return [
    first,
    { header: t('operation.col.roomsSold'), value: (r) => r.roomsSold },
    { header: t('operation.col.occRate'), value: (r) => r.occRate },
    { header: t('operation.col.roomFee'), value: (r) => r.roomFee },
    { header: t('operation.col.adr'), value: (r) => r.adr },
  ];
}

/**
 * The monthly summary as the file an accountant is sent (issue 28): its first column headed "월"
 * (Month), each month written with its year (2026-07), so that the file says which year it is
 * without its name; the year's total last.
 */
export function monthlyOperationCsv(t: T, rows: readonly OperRow[]): string {
  const month = (r: OperRow) => (r.saleDate === '' ? t('operation.yearTotal') : `${r.saleDate.slice(0, 4)}-${r.saleDate.slice(4, 6)}`);
  return toCsv(operationSummaryCsv({ header: t('month'), value: month }, t), [...rows, totalOf(rows)]);
}
