// Revenue and cost by month with the same month of the year before (issue 12, point 2): pure
// functions, so that the screen, the CSV and the tests read the same figures.

/** A figure and the same figure a year before (null: no such month then). */
export interface Pair {
  cur: number;
  prev: number | null;
}

/** A month (or the year total: std_month '') of lines, each with its year-before figure. */
export type LinesRow<K extends string> = { std_month: string; is_fixed: boolean } & Record<K | 'total', Pair>;

type MonthRow<K extends string> = { std_month: string; is_fixed?: boolean } & Record<K | 'total', number>;

/**
 * The months of `current` beside the same months of `previous` (matched by month number). A month
 * missing a year before has prev null.
 */
export function pairMonths<K extends string>(keys: readonly K[], current: readonly MonthRow<K>[], previous: readonly MonthRow<K>[]): LinesRow<K>[] {
  const before = new Map(previous.map((r) => [r.std_month.slice(4, 6), r]));
  return current.map((row) => {
    const prev = before.get(row.std_month.slice(4, 6));
    const out = { std_month: row.std_month, is_fixed: row.is_fixed ?? true } as LinesRow<K>;
    for (const key of [...keys, 'total' as const]) (out as Record<string, Pair>)[key] = { cur: row[key], prev: prev ? prev[key] : null };
    return out;
  });
}

/** Sum of pairs: the year-before side is null only when every month lacks it. */
export function sumPairs(pairs: readonly Pair[]): Pair {
  const prevs = pairs.map((p) => p.prev).filter((p): p is number => p !== null);
  return { cur: pairs.reduce((a, p) => a + p.cur, 0), prev: prevs.length ? prevs.reduce((a, p) => a + p, 0) : null };
}

/**
 * Change from the year before: in won, and in % with one decimal. The percentage is null when there
 * is nothing to compare with (no figure, or 0 a year before: a change from nothing has no rate).
 */
export function change({ cur, prev }: Pair): { won: number | null; percent: number | null } {
  if (prev === null) return { won: null, percent: null };
  return { won: cur - prev, percent: prev === 0 ? null : Math.round(((cur - prev) / Math.abs(prev)) * 1000) / 10 };
}

/** The year's total row of paired months. */
export function totalRow<K extends string>(keys: readonly K[], rows: readonly LinesRow<K>[]): LinesRow<K> {
  const out = { std_month: '', is_fixed: rows.every((r) => r.is_fixed) } as LinesRow<K>;
  for (const key of [...keys, 'total' as const]) (out as Record<string, Pair>)[key] = sumPairs(rows.map((r) => r[key]));
  return out;
}
