// My page's figures (issue 13, point 4; the payout ledger of issue 28), as pure functions of the API's answers.

/** One settled month of a unit's payout ledger, as home/my-page/monthly/profit answers it (contracts/member.ts ledgerRow). */
export interface LedgerRow {
  member_no: string;
  std_month: string;
  distribution: number;
  supply_vat: number;
  management_fee: number;
  fee_vat: number;
  settlement: number;
  brought_forward: number;
  transfer_amount: number;
  carried_forward: number;
  transfer_due: string;
  paid_on: string | null;
  transfer_ref: string | null;
  status: 'PAID' | 'SCHEDULED' | 'CARRIED';
}

export interface MonthTotal {
  std_month: string;
  distribution: number;
  supply_vat: number;
  /** The maintenance fee with its VAT. */
  fees: number;
  transfer_amount: number;
  /** What the units still owe after the month (≤ 0). */
  carried_forward: number;
  /** The latest transfer's day once every unit's transfer of the month is made, else null. */
  paid_on: string | null;
  transfer_due: string;
  status: LedgerRow['status'];
}

/**
 * The year's months with every unit's ledger added up. A month is paid once every unit's transfer
 * is made, scheduled while one is still to come, and carried when nothing is transferred.
 */
export function monthlyTotals(rows: readonly LedgerRow[]): MonthTotal[] {
  const months = new Map<string, MonthTotal & { waiting: boolean }>();
  for (const row of rows) {
    const month = months.get(row.std_month) ?? {
      std_month: row.std_month, distribution: 0, supply_vat: 0, fees: 0, transfer_amount: 0, carried_forward: 0,
      paid_on: null, transfer_due: row.transfer_due, status: 'CARRIED' as const, waiting: false,
    };
    month.distribution += row.distribution;
    month.supply_vat += row.supply_vat;
    month.fees += row.management_fee + row.fee_vat;
    month.transfer_amount += row.transfer_amount;
    month.carried_forward += row.carried_forward;
    if (row.status === 'SCHEDULED') month.waiting = true;
    if (row.paid_on && (!month.paid_on || row.paid_on > month.paid_on)) month.paid_on = row.paid_on;
    months.set(row.std_month, month);
  }
  return [...months.values()]
    .sort((a, b) => a.std_month.localeCompare(b.std_month))
    .map(({ waiting, ...m }) => ({
      ...m,
      paid_on: waiting ? null : m.paid_on,
      status: waiting ? ('SCHEDULED' as const) : m.transfer_amount > 0 ? ('PAID' as const) : ('CARRIED' as const),
    }));
}

/**
 * The year in the ledger: what reached the bank, what is still to be transferred (and for which
 * months), and what the units still owe after their last settled month (≤ 0), carried forward.
 */
export function earningsOf(rows: readonly LedgerRow[]): { paid: number; scheduled: number; scheduledMonths: string[]; owed: number } {
  let paid = 0;
  let scheduled = 0;
  const months = new Set<string>();
  const owedBy = new Map<string, { ym: string; owed: number }>();
  for (const row of rows) {
    if (row.status === 'PAID') paid += row.transfer_amount;
    else if (row.status === 'SCHEDULED') {
      scheduled += row.transfer_amount;
      months.add(row.std_month);
    }
    const last = owedBy.get(row.member_no);
    if (!last || row.std_month > last.ym) owedBy.set(row.member_no, { ym: row.std_month, owed: row.carried_forward });
  }
  return { paid, scheduled, scheduledMonths: [...months].sort(), owed: [...owedBy.values()].reduce((a, v) => a + v.owed, 0) };
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
