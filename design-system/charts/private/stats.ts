/** The first row with the highest and the first with the lowest value (null for no rows). */
export function extremes<T>(rows: readonly T[], value: (row: T) => number): { max: T; min: T } | null {
  let max = rows[0];
  let min = rows[0];
  if (max === undefined || min === undefined) return null;
  for (const row of rows) {
    if (value(row) > value(max)) max = row;
    if (value(row) < value(min)) min = row;
  }
  return { max, min };
}

export function sum<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((acc, row) => acc + value(row), 0);
}
