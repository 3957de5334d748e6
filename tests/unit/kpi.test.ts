import { describe, expect, it } from 'vitest';
import { kpis, operationFigures, rates, sumDays, sumOperations } from '../../contracts/kpi.ts';
import { totalOf, type OperRow } from '../../portal/reports/operationRows.ts';

// Days worked out by hand (DESIGN §4).
describe('hotel KPIs', () => {
  it('a summer Saturday: 400 available, 380 occupied + 6 day use, 96,500,000 won', () => {
    // sold 386; occ 386/400 = 96.5 %; ADR 96,500,000/386 = 250,000; RevPAR 96,500,000/400 = 241,250
    expect(kpis({ salesAvailable: 400, occRooms: 380, dayUse: 6, roomFee: 96_500_000 })).toEqual({ roomsSold: 386, occRate: 96.5, adr: 250_000, revPar: 241_250 });
  });

  it('complimentary and house-use rooms are not sold: they are simply not in the inputs', () => {
    // 268 available, 120 occupied (comp 3 and house 2 are reported separately), no day use, 18,000,000 won
    // occ 120/268 = 44.776… → 44.8 %; ADR 150,000; RevPAR 18,000,000/268 = 67,164.17… → 67,164
    expect(kpis({ salesAvailable: 268, occRooms: 120, dayUse: 0, roomFee: 18_000_000 })).toEqual({ roomsSold: 120, occRate: 44.8, adr: 150_000, revPar: 67_164 });
  });

  it('a day with nothing sold has ADR 0 rather than a division by zero', () => {
    expect(kpis({ salesAvailable: 336, occRooms: 0, dayUse: 0, roomFee: 0 })).toEqual({ roomsSold: 0, occRate: 0, adr: 0, revPar: 0 });
  });

  it('a property closed for the day (nothing available) reports zeros', () => {
    expect(kpis({ salesAvailable: 0, occRooms: 0, dayUse: 0, roomFee: 0 }).occRate).toBe(0);
  });

  it('a period is computed from its sums, not by averaging daily percentages', () => {
    const days = [
      { salesAvailable: 100, occRooms: 90, dayUse: 0, roomFee: 18_000_000 }, // 90 %, ADR 200,000
      { salesAvailable: 300, occRooms: 60, dayUse: 0, roomFee: 6_000_000 }, // 20 %, ADR 100,000
    ];
    // sums: 400 available, 150 sold, 24,000,000 → 37.5 % (the average of 90 and 20 would be 55 %), ADR 160,000, RevPAR 60,000
    expect(kpis(sumDays(days))).toEqual({ roomsSold: 150, occRate: 37.5, adr: 160_000, revPar: 60_000 });
  });

  it('RevPAR equals occupancy × ADR', () => {
    const k = kpis({ salesAvailable: 412, occRooms: 301, dayUse: 4, roomFee: 61_000_000 });
    expect(k.revPar).toBeCloseTo((k.roomsSold / 412) * (61_000_000 / k.roomsSold), -1);
  });
});

// Issue 26, point 3: one definition for the API and the screens.
describe('operation rows by the one KPI module', () => {
  const counts = (salesAvailable: number, occRooms: number, dayUse: number, roomFee: number) => ({
    occRooms, dayUse, ooooRooms: 2, housRooms: 1, compRooms: 3, salesAvailable, stay: occRooms + 3, expArrvRooms: 4, expDeptRooms: 5, vacant: salesAvailable - occRooms, roomFee,
  });

  it('a row: rooms sold without the complimentary and house-use rooms, and its rates', () => {
    // 400 available, 380 occupied + 6 day use (comp 3, house 1 not sold), 96,500,000 won
    expect(operationFigures(counts(400, 380, 6, 96_500_000))).toMatchObject({ roomsSold: 386, occRate: 96.5, adr: 250_000, revPar: 241_250, compRooms: 3, housRooms: 1 });
  });

  it('a period: every count summed, the rates recomputed from the sums (not averaged, not summed)', () => {
    const total = sumOperations([counts(100, 90, 0, 18_000_000), counts(300, 60, 0, 6_000_000)]);
    expect(total).toMatchObject({ salesAvailable: 400, occRooms: 150, roomsSold: 150, roomFee: 24_000_000, compRooms: 6, ooooRooms: 4, occRate: 37.5, adr: 160_000, revPar: 60_000 });
    expect(rates(total)).toEqual({ occRate: 37.5, adr: 160_000, revPar: 60_000 });
  });

  it("the portal's month total of the API's rows is the API's own total", () => {
    // What the API answers for home/oper/dtl (server/api/domain/member.ts): each row and the total by sumOperations.
    const rows: OperRow[] = [counts(268, 120, 0, 18_000_000), counts(336, 0, 0, 0), counts(412, 301, 4, 61_000_000)].map((c, i) => ({ saleDate: `2026100${i + 1}`, dow: '', ...operationFigures(c) }));
    const api = { saleDate: '', dow: '', ...sumOperations(rows) };
    expect(totalOf(rows)).toEqual(api);
    expect(totalOf(rows).occRate).toBe(Math.round(((120 + 305) / (268 + 336 + 412)) * 1000) / 10);
  });
});

