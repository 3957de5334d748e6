import { describe, expect, it } from 'vitest';
import { closedSplit, partOf, plFigures, unitYears, type Statement } from '../../portal/reports/income.ts';

const pl = { revenue: 0, cost: 0, adjustments: 0, operating_profit: 0, share_ratio: 0, distribution: 0, management_fee: 0 };
const part = (member_no: string, distribution: number | null, management_fee: number | null, estimated = false) => ({
  member_no, distribution, management_fee, net_amount: distribution === null ? null : distribution - management_fee!, estimated,
});
// A pool of 100 m² with a fee of 1,000 won per m² (100,000 won a month for the pool); unit A of
// 10 m² from January, unit B of 20 m² from February (null in January: not under contract).
const statement: Statement = {
  owner_pool_ratio: 0.45,
  management_fee_per_m2: 1000,
  last_fix_yyyymm: '202601',
  pool: { area_m2: 100, units: 5 },
  units: [
    { member_no: '13-A-01', room_no: 'A', room_type: 'Deluxe', area_m2: 10, share_ratio: 0.1, contract_start: '2020-01-01' },
    { member_no: '13-B-01', room_no: 'B', room_type: 'Suite', area_m2: 20, share_ratio: 0.2, contract_start: '2026-02-01' },
  ],
  rows: [
    { std_month: '202601', is_fixed: true, ...pl, owner_pool: 1_000_000, net_amount: 90_000, adjustment_lines: [], units: [part('13-A-01', 100_000, 10_000), part('13-B-01', null, null)] },
    { std_month: '202602', is_fixed: false, ...pl, owner_pool: 2_000_000, net_amount: 550_000, adjustment_lines: [], units: [part('13-A-01', 200_000, 10_000, true), part('13-B-01', 380_000, 20_000, true)] },
  ],
  total: { ...pl, owner_pool: 3_000_000, net_amount: 640_000 },
};

describe('the P&L per unit against the pool (issue 12, point 4)', () => {
  it("sums each unit's months under contract, and compares its net per m² with the pool's over the same months", () => {
    const [a, b] = unitYears(statement);
    // A: 90,000 + 190,000 over 10 m²; the pool: (1,000,000 − 100,000) + (2,000,000 − 100,000) over 100 m².
    expect(a).toMatchObject({ months: 2, distribution: 300_000, management_fee: 20_000, net_amount: 280_000, netPerM2: 28_000, poolNetPerM2: 28_000, versusPoolPercent: 0 });
    // B: February only, against February's pool: 360,000 / 20 = 18,000 against 1,900,000 / 100 = 19,000.
    expect(b).toMatchObject({ months: 1, net_amount: 360_000, netPerM2: 18_000, poolNetPerM2: 19_000, versusPoolPercent: -5.3 });
  });

  it('gives a unit with no month under contract no figures (dashes on screen), never NaN', () => {
    const none = unitYears({ ...statement, rows: statement.rows.slice(0, 1) })[1]!;
    expect(none).toMatchObject({ months: 0, distribution: null, net_amount: null, netPerM2: null, poolNetPerM2: null, versusPoolPercent: null });
  });

  it('splits the year into closed and provisional months with their net', () => {
    expect(closedSplit(statement)).toEqual({ closed: 1, provisional: 1, closedNet: 90_000, provisionalNet: 550_000 });
  });

  it('opens every figure at the part of the month that explains it', () => {
    expect(plFigures.map((f) => partOf[f])).toEqual(['revenue', 'cost', 'adjustments', 'operating', 'pool', 'units', 'units', 'units', 'units']);
  });
});
