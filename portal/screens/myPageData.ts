// My page's figures (issue 13, point 4), as pure functions of the API's answers.

export interface ProfitRow {
  member_no: string;
  std_month: string;
  distribution: number;
  management_fee: number;
  net_amount: number;
  paid_on: string | null;
}

/** The year's months with every unit's payout added up; paid only when every unit's part was paid (the latest date). */
export function monthlyTotals(rows: readonly ProfitRow[]): { std_month: string; distribution: number; management_fee: number; net_amount: number; paid_on: string | null }[] {
  const months = new Map<string, { std_month: string; distribution: number; management_fee: number; net_amount: number; paid_on: string | null; unpaid: boolean }>();
  for (const row of rows) {
    const month = months.get(row.std_month) ?? { std_month: row.std_month, distribution: 0, management_fee: 0, net_amount: 0, paid_on: null, unpaid: false };
    month.distribution += row.distribution;
    month.management_fee += row.management_fee;
    month.net_amount += row.net_amount;
    if (!row.paid_on) month.unpaid = true;
    else if (!month.paid_on || row.paid_on > month.paid_on) month.paid_on = row.paid_on;
    months.set(row.std_month, month);
  }
  return [...months.values()].sort((a, b) => a.std_month.localeCompare(b.std_month)).map(({ unpaid, ...m }) => ({ ...m, paid_on: unpaid ? null : m.paid_on }));
}

/** What reached the owner and what is still to come (net amounts), and the months still to be paid. */
export function earningsOf(rows: readonly ProfitRow[]): { paid: number; unpaid: number; unpaidMonths: string[] } {
  let paid = 0;
  let unpaid = 0;
  const months = new Set<string>();
  for (const row of rows) {
    if (row.paid_on) paid += row.net_amount;
    else {
      unpaid += row.net_amount;
      months.add(row.std_month);
    }
  }
  return { paid, unpaid, unpaidMonths: [...months].sort() };
}

export type TaxMonthState = 'closed' | 'open' | 'future';

/**
 * SPEC §3 closedTaxData from home/tax/close/list's answer: stdMonth → 'Y' for the months whose
 * invoices are closed (closeYn Y), and only those. Read from the answer where it is shown (issue
 * 26: the answer is held once, in the query cache, not copied into the member store).
 */
export function closedMonths(rows: readonly { stdMonth: string; closeYn: 'Y' | 'N' }[]): Record<string, 'Y'> {
  return Object.fromEntries(rows.filter((row) => row.closeYn === 'Y').map((row) => [row.stdMonth, 'Y' as const]));
}

/**
 * The twelve months of a year for the tax invoices: closed (closedTaxData has it: invoices
 * issued), open (figures still moving: invoices are drafts), or future (after `lastYm`, this
 * month in Seoul, the operation period's last: nothing to invoice yet).
 */
export function taxMonths(year: number, closed: Readonly<Record<string, 'Y'>>, lastYm: string): { ym: string; state: TaxMonthState }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const ym = `${year}${String(i + 1).padStart(2, '0')}`;
    const state: TaxMonthState = closed[ym] === 'Y' ? 'closed' : ym > lastYm ? 'future' : 'open';
    return { ym, state };
  });
}
