import { describe, expect, it } from 'vitest';
import { rates, totalOf, weekOf, withWeeklySubtotals, type OperRow } from '../../portal/reports/operationRows.ts';

const day = (saleDate: string, sold: number, available: number, fee: number): OperRow => ({
  saleDate, dow: '', occRooms: sold - 1, dayUse: 1, ooooRooms: 2, housRooms: 1, compRooms: 1, salesAvailable: available, stay: sold, expArrvRooms: 3, expDeptRooms: 4,
  occRate: 0, vacant: available - sold, roomFee: fee, adr: 0, revPar: 0, roomsSold: sold,
});

describe('operation rows (issue 12: totals sum, rates are recomputed)', () => {
  it('recomputes occupancy, ADR and RevPAR from the sums, never summing them', () => {
    const a = { ...day('20261001', 50, 100, 5_000_000), occRate: 50, adr: 100_000, revPar: 50_000 };
    const b = { ...day('20261002', 90, 100, 13_500_000), occRate: 90, adr: 150_000, revPar: 135_000 };
    const total = totalOf([a, b]);
    expect(total.roomsSold).toBe(140);
    expect(total.salesAvailable).toBe(200);
    expect(total.roomFee).toBe(18_500_000);
    expect(total.occRate).toBe(70);
    expect(total.adr).toBe(Math.round(18_500_000 / 140));
    expect(total.revPar).toBe(92_500);
    expect(total.occRate).not.toBe(a.occRate + b.occRate);
    expect(total.ooooRooms).toBe(4);
    expect(total.saleDate).toBe('');
  });

  it('gives 0 rates, not NaN or Infinity, for a month with nothing sold or available', () => {
    expect(rates({ roomsSold: 0, salesAvailable: 0, roomFee: 0 })).toEqual({ occRate: 0, adr: 0, revPar: 0 });
  });

  it('finds the Monday of a week across month and year ends', () => {
    expect(weekOf('20261001')).toBe('20260928'); // a Thursday
    expect(weekOf('20261005')).toBe('20261005'); // a Monday
    expect(weekOf('20261004')).toBe('20260928'); // a Sunday
    expect(weekOf('20270101')).toBe('20261228');
  });

  it('puts a subtotal after each Monday-to-Sunday week, and the subtotals add up to the month', () => {
    const days = Array.from({ length: 31 }, (_, i) => day(`202610${String(i + 1).padStart(2, '0')}`, 40 + i, 100, (40 + i) * 120_000));
    const rows = withWeeklySubtotals(days);
    const subtotals = rows.filter((r) => r.kind === 'subtotal');
    // October 2026: Thu 1–Sun 4, then four full weeks, then Mon 26–Sat 31.
    expect(subtotals.map((s) => s.saleDate)).toEqual(['20261001-20261004', '20261005-20261011', '20261012-20261018', '20261019-20261025', '20261026-20261031']);
    expect(rows.filter((r) => r.kind === 'day')).toHaveLength(31);
    const month = totalOf(days);
    expect(subtotals.reduce((a, s) => a + s.roomsSold, 0)).toBe(month.roomsSold);
    expect(subtotals.reduce((a, s) => a + s.roomFee, 0)).toBe(month.roomFee);
    expect(subtotals[0]!.occRate).toBe(rates({ roomsSold: 40 + 41 + 42 + 43, salesAvailable: 400, roomFee: 0 }).occRate);
  });
});
