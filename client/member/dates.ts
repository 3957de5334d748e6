// One clock: the portal's business dates are Asia/Seoul (UTC+9 all year, no daylight saving).

/** Today in Seoul as YYYY-MM-DD (one clock: business dates are Asia/Seoul). */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
