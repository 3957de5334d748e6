// @clock: which settled months are paid by the Seoul day of the run (the 25th of the next month), this year's transfers
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDay, seoulYear } from '../../contracts/seoul-clock.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';

// Issue 28, point 1: one payout ledger per owner and unit (server/db/migrations/014_payout_ledger.sql).
// For every demo owner and every settled month since 2022, through the API the portal calls: the
// ledger's distribution and fee are the P&L's, its VAT the tax invoice's, its balance carries what
// is owed from month to month (never a negative "payment"), and the quarterly statements, the
// invoices' settlement and the home's figures are read from it.

const OWNERS = ['sokcho01', 'naksan01', 'gyeongju01', 'multi01', 'sokcho02'];
const FIRST_YEAR = 2022;

interface Ledger {
  member_no: string; std_month: string; distribution: number; supply_vat: number; management_fee: number; fee_vat: number; settlement: number;
  brought_forward: number; transfer_amount: number; carried_forward: number; net_amount: number; transfer_due: string; paid_on: string | null;
  transfer_ref: string | null; status: 'PAID' | 'SCHEDULED' | 'CARRIED';
}
interface PlUnit { member_no: string; distribution: number | null; management_fee: number | null; net_amount: number | null }
interface PlRow { std_month: string; is_fixed: boolean; units: PlUnit[] }

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

async function call(token: string, path: string, extra: Record<string, unknown> = {}) {
  const res = await api.post(path, { ...sampleBody(path), ...extra }, { token });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.result_data;
}

const years = Array.from({ length: seoulYear() - FIRST_YEAR + 1 }, (_, i) => String(FIRST_YEAR + i));
const vat = (n: number) => Math.round(n * 0.1);
const nextMonth25 = (ym: string) => {
  const y = Number(ym.slice(0, 4));
  const m = Number(ym.slice(4));
  return m === 12 ? `${y + 1}-01-25` : `${y}-${String(m + 1).padStart(2, '0')}-25`;
};

describe('the payout ledger (issue 28, point 1)', () => {
  it.each(OWNERS)('%s: every settled month since 2022 reconciles with the P&L, the invoices, the transfers and the quarterly statements', async (owner) => {
    const token = await api.token(owner);
    const today = seoulDay();
    const ledger: Ledger[] = [];
    const quarters: { member_no: string; period: string; amount: number; paid_on: string | null }[] = [];
    let settledInPl = 0;
    for (const year of years) {
      const [profit, pl, dividends] = await Promise.all([
        call(token, '/client/api/home/my-page/monthly/profit', { target_year: year }),
        call(token, '/client/api/home/income/statement', { target_year: year }),
        call(token, '/client/api/board/dividend/list', { target_year: year }),
      ]);
      const rows = profit.data.rows as Ledger[];
      ledger.push(...rows);
      quarters.push(...dividends.data);
      // The ledger's months are exactly the P&L's settled unit-months, with the P&L's figures.
      for (const month of pl.data.rows as PlRow[]) {
        for (const unit of month.is_fixed ? month.units : []) {
          if (unit.distribution === null) continue;
          settledInPl += 1;
          const entry = rows.find((r) => r.member_no === unit.member_no && r.std_month === month.std_month);
          expect(entry, `${unit.member_no} ${month.std_month} is settled in the P&L but not in the ledger`).toBeDefined();
          expect({ distribution: entry!.distribution, management_fee: entry!.management_fee, net_amount: entry!.net_amount }).toEqual({
            distribution: unit.distribution, management_fee: unit.management_fee, net_amount: unit.net_amount,
          });
        }
      }
      // The year's totals are the sums of its rows.
      for (const k of ['distribution', 'supply_vat', 'management_fee', 'fee_vat', 'settlement', 'transfer_amount'] as const) {
        expect(profit.data.total[k], `${year} ${k}`).toBe(rows.reduce((a, r) => a + r[k], 0));
      }
    }
    expect(ledger.length).toBe(settledInPl);
    expect(ledger.length).toBeGreaterThan(12);

    const byMember = new Map<string, Ledger[]>();
    for (const r of ledger) byMember.set(r.member_no, [...(byMember.get(r.member_no) ?? []), r]);
    for (const [member, rows] of byMember) {
      let owed = 0;
      for (const r of rows.sort((a, b) => a.std_month.localeCompare(b.std_month))) {
        const at = `${member} ${r.std_month}`;
        expect(r.supply_vat, at).toBe(vat(r.distribution));
        expect(r.fee_vat, at).toBe(vat(r.management_fee));
        expect(r.settlement, at).toBe(r.distribution + r.supply_vat - r.management_fee - r.fee_vat);
        // The running balance: what was owed comes in, a positive balance goes out, a negative one is carried.
        expect(r.brought_forward, at).toBe(owed);
        expect(r.transfer_amount, at).toBe(Math.max(0, r.settlement + owed));
        expect(r.carried_forward, at).toBe(Math.min(0, r.settlement + owed));
        owed = r.carried_forward;
        expect(r.transfer_due, at).toBe(nextMonth25(r.std_month));
        if (r.transfer_amount === 0) {
          // Never "paid": nothing went to the bank.
          expect({ status: r.status, paid_on: r.paid_on, transfer_ref: r.transfer_ref }, at).toEqual({ status: 'CARRIED', paid_on: null, transfer_ref: null });
        } else if (r.transfer_due <= today) {
          expect({ status: r.status, paid_on: r.paid_on }, at).toEqual({ status: 'PAID', paid_on: r.transfer_due });
          expect(r.transfer_ref, at).toMatch(new RegExp(`^RAON${r.transfer_due.replace(/-/g, '')}-${member}$`));
        } else {
          expect({ status: r.status, paid_on: r.paid_on }, at).toEqual({ status: 'SCHEDULED', paid_on: null });
        }
      }
    }

    // A quarter's statement is the sum of its months' transfers, dated by the last one made: not a second payment.
    for (const q of quarters) {
      const quarter = Number(q.period.slice(5));
      const months = ledger.filter((r) => r.member_no === q.member_no && r.std_month.startsWith(q.period.slice(0, 4)) && Math.ceil(Number(r.std_month.slice(4)) / 3) === quarter);
      expect(months, `${q.member_no} ${q.period}`).toHaveLength(3);
      expect(q.amount, `${q.member_no} ${q.period}`).toBe(months.reduce((a, r) => a + r.transfer_amount, 0));
      expect(q.paid_on).toBe(months.map((r) => r.paid_on).filter((d) => d !== null).sort().at(-1) ?? null);
    }

    const lastSettled = ledger.map((r) => r.std_month).sort().at(-1);
    // Every settled month's invoice is its ledger month: supply and VAT, with the fee's invoice and the transfer settling both.
    for (const std_month of [...new Set(ledger.map((r) => r.std_month))].filter((_, i, all) => i % 7 === 0 || i === all.length - 1)) {
      const invoices = (await call(token, '/client/member/home/tax/detail', { std_month })).data as {
        member_no: string; supply_amount: number; vat_amount: number; status: string;
        settlement: { management_fee: number; fee_vat: number; brought_forward: number; transfer_amount: number; carried_forward: number; paid_on: string | null; transfer_ref: string | null } | null;
      }[];
      for (const inv of invoices) {
        const r = ledger.find((l) => l.member_no === inv.member_no && l.std_month === std_month)!;
        // The last settled month's invoices await the owner's approval (issue 28, point 3); the earlier ones are issued.
        expect(inv.status).toBe(std_month === lastSettled ? 'REQUESTED' : 'ISSUED');
        expect({ supply: inv.supply_amount, vat: inv.vat_amount }).toEqual({ supply: r.distribution, vat: r.supply_vat });
        expect(inv.settlement).toEqual({
          management_fee: r.management_fee, fee_vat: r.fee_vat, brought_forward: r.brought_forward, transfer_amount: r.transfer_amount,
          carried_forward: r.carried_forward, transfer_due: r.transfer_due, paid_on: r.paid_on, transfer_ref: r.transfer_ref, status: r.status,
        });
        expect(inv.supply_amount + inv.vat_amount - r.management_fee - r.fee_vat + r.brought_forward).toBe(r.transfer_amount + r.carried_forward);
      }
    }

    // The home: the last closed month's transfer and what reached the bank this year.
    const info = (await call(token, '/client/api/home/main/info')).data;
    const fixed = info.last_fix_yyyymm as string;
    expect(info.last_fixed_net_amount).toBe(ledger.filter((r) => r.std_month === fixed).reduce((a, r) => a + r.transfer_amount, 0));
    expect(info.year_to_date_net_amount).toBe(ledger.filter((r) => r.paid_on && r.paid_on.startsWith(today.slice(0, 4))).reduce((a, r) => a + r.transfer_amount, 0));
    const card = (await call(token, '/client/api/home/room/profit', { target_ym: fixed })).data;
    for (const u of card.units as PlUnit[]) {
      const r = ledger.find((l) => l.member_no === u.member_no && l.std_month === fixed);
      if (r) expect({ distribution: u.distribution, management_fee: u.management_fee }).toEqual({ distribution: r.distribution, management_fee: r.management_fee });
    }
  });

  it('carries a month whose fee exceeds its distribution as an amount due, and takes it from the next transfer (naksan01, 2022)', async () => {
    const token = await api.token('naksan01');
    const rows = (await call(token, '/client/api/home/my-page/monthly/profit', { target_year: '2022' })).data.rows as Ledger[];
    const carried = rows.filter((r) => r.status === 'CARRIED');
    expect(carried.length).toBeGreaterThan(0);
    for (const c of carried) {
      expect(c.carried_forward).toBeLessThan(0);
      const next = rows.find((r) => r.member_no === c.member_no && r.brought_forward === c.carried_forward && r.std_month > c.std_month);
      expect(next, `the month after ${c.std_month} brings ${c.carried_forward} forward`).toBeDefined();
    }
  });
});
