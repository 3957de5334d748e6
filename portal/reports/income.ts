// The profit-and-loss statement's own arithmetic (issue 12, points 3 and 4): pure functions over the
// API's home/income/statement answer, so that the screen, the CSV and the tests read the same figures.
import type { MemberResult } from '../../contracts/member.ts';

export type Statement = MemberResult<'home/income/statement'>['data'];
export type StatementMonth = Statement['rows'][number];
export type StatementUnit = Statement['units'][number];

/** The figures of a P&L row, in the statement's order: each opens the lines it is made of. */
export const plFigures = ['revenue', 'cost', 'adjustments', 'operating_profit', 'owner_pool', 'share_ratio', 'distribution', 'management_fee', 'net_amount'] as const;
export type PlFigure = (typeof plFigures)[number];

/** The part of the month's breakdown that explains a figure. */
export type BreakdownPart = 'revenue' | 'cost' | 'adjustments' | 'operating' | 'pool' | 'units';
export const partOf: Record<PlFigure, BreakdownPart> = {
  revenue: 'revenue',
  cost: 'cost',
  adjustments: 'adjustments',
  operating_profit: 'operating',
  owner_pool: 'pool',
  share_ratio: 'units',
  distribution: 'units',
  management_fee: 'units',
  net_amount: 'units',
};

/** One unit's year: its sums over the months it has figures for (null: none this year). */
export interface UnitYear {
  unit: StatementUnit;
  months: number;
  distribution: number | null;
  management_fee: number | null;
  net_amount: number | null;
  /** Net per m² of the unit over those months (won, rounded). */
  netPerM2: number | null;
  /** The whole pool's net per m² over the same months: (owners' pool − every unit's fee) ÷ pool area. */
  poolNetPerM2: number | null;
  /** The unit against the pool, in % with one decimal (null: nothing to compare). */
  versusPoolPercent: number | null;
}

/**
 * The management fee of the whole pool for a month: every unit's area × the rate. The pool's area
 * has two decimals (numeric(7,2) sums), so the product is rounded to the won as each unit's is.
 */
const poolFee = (statement: Statement) => Math.round(statement.pool.area_m2 * statement.management_fee_per_m2);

/**
 * Each unit's year beside the pool (issue 12, point 4: "net per m² of the owner's unit against the
 * pool's"): compared over the same months only, so a unit bought in May is not set against January.
 */
export function unitYears(statement: Statement): UnitYear[] {
  return statement.units.map((unit) => {
    const months = statement.rows
      .map((row) => ({ row, part: row.units.find((u) => u.member_no === unit.member_no) }))
      .filter((m): m is { row: StatementMonth; part: StatementMonth['units'][number] } => m.part !== undefined && m.part.distribution !== null);
    if (months.length === 0) {
      return { unit, months: 0, distribution: null, management_fee: null, net_amount: null, netPerM2: null, poolNetPerM2: null, versusPoolPercent: null };
    }
    const sum = (k: 'distribution' | 'management_fee' | 'net_amount') => months.reduce((a, m) => a + (m.part[k] ?? 0), 0);
    const net = sum('net_amount');
    const netPerM2 = unit.area_m2 > 0 ? Math.round(net / unit.area_m2) : null;
    const poolNet = months.reduce((a, m) => a + m.row.owner_pool - poolFee(statement), 0);
    const poolNetPerM2 = statement.pool.area_m2 > 0 ? Math.round(poolNet / statement.pool.area_m2) : null;
    const versusPoolPercent =
      netPerM2 === null || poolNetPerM2 === null || poolNetPerM2 === 0 ? null : Math.round(((netPerM2 - poolNetPerM2) / Math.abs(poolNetPerM2)) * 1000) / 10;
    return { unit, months: months.length, distribution: sum('distribution'), management_fee: sum('management_fee'), net_amount: net, netPerM2, poolNetPerM2, versusPoolPercent };
  });
}

/** Closed and provisional months of the statement, and the year's net split the same way. */
export function closedSplit(statement: Statement): { closed: number; provisional: number; closedNet: number; provisionalNet: number } {
  const closed = statement.rows.filter((r) => r.is_fixed);
  const open = statement.rows.filter((r) => !r.is_fixed);
  const net = (rows: readonly StatementMonth[]) => rows.reduce((a, r) => a + r.net_amount, 0);
  return { closed: closed.length, provisional: open.length, closedNet: net(closed), provisionalNet: net(open) };
}
