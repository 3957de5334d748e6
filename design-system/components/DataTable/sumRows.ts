import type { DataTableColumn } from './DataTable.tsx';

/** SPEC §2: the total row sums every column except the date and the day of the week. */
export const DEFAULT_SUM_EXCLUDE = ['saleDate', 'dow'] as const;

/** Per column key: the sum, the custom total, or null where nothing numeric was found. */
export type ColumnTotals<Row> = { [K in keyof Row]?: Row[K] | number | null };

function numeric(value: unknown): number | undefined {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Totals of `rows` per column (SPEC §2 operation screens): columns in `exclude` or with
 * `total: 'none'` are left out; `total: (rows) => value` computes its own (a recomputed ratio);
 * otherwise numbers (and numeric strings) are summed, null and undefined count as 0 and any other
 * value is skipped. A column with nothing numeric totals null. Float noise is rounded away.
 */
export function sumRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  exclude: readonly string[] = DEFAULT_SUM_EXCLUDE,
): ColumnTotals<Row> {
  const totals: ColumnTotals<Row> = {};
  for (const column of columns) {
    const key = column.key as keyof Row & string;
    const mode = column.total ?? 'sum';
    if (exclude.includes(key) || mode === 'none') continue;
    if (typeof mode === 'function') {
      totals[key] = (mode as (rows: readonly Row[]) => Row[typeof key])(rows);
      continue;
    }
    let sum = 0;
    let found = false;
    for (const row of rows) {
      const n = numeric(row[key]);
      if (n === undefined) continue;
      sum += n;
      found = true;
    }
    // Float noise (0.1 + 0.2) is rounded away at 15 significant digits; scaling by 1e9 instead lost
    // exactness beyond 2^53 and showed a year's revenue in won as 25,090,281,500.00.
    totals[key] = found ? (Number.isInteger(sum) ? sum : Number(sum.toPrecision(15))) : null;
  }
  return totals;
}
