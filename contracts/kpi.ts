// Hotel KPIs, defined once (issue 26, point 3): the operator API computes the figures it answers
// with these functions (server/api/domain/member.ts) and the owner portal computes its subtotals
// and totals with the same ones (portal/reports/operationRows.ts), so a week's or a
// month's occupancy on screen is the API's rule, not a copy of it. DOMAIN.md gives the formulas;
// industry sources (STR, USALI) define them this way:
//   rooms sold  = occupied (stay) rooms + day-use rooms; complimentary and house-use rooms are not sold
//   occupancy % = rooms sold ÷ rooms available × 100
//   ADR         = room revenue ÷ rooms sold
//   RevPAR      = room revenue ÷ rooms available  (= occupancy × ADR)
// Rooms available are the rooms for sale that day (out-of-order rooms already taken out). The
// figures of a period come from its summed counts and revenue, never from averaging daily ratios.

export interface DayFigures {
  salesAvailable: number;
  occRooms: number;
  dayUse: number;
  roomFee: number;
}

export interface Rates {
  /** Percent with one decimal; 0 when nothing was available. */
  occRate: number;
  /** Won, rounded; 0 when nothing was sold. */
  adr: number;
  /** Won, rounded; 0 when nothing was available. */
  revPar: number;
}

export interface Kpis extends Rates {
  roomsSold: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Occupancy, ADR and RevPAR of rooms sold, rooms available and room revenue (a day's, or a period's sums). */
export function rates(f: { roomsSold: number; salesAvailable: number; roomFee: number }): Rates {
  return {
    occRate: f.salesAvailable > 0 ? round1((f.roomsSold / f.salesAvailable) * 100) : 0,
    adr: f.roomsSold > 0 ? Math.round(f.roomFee / f.roomsSold) : 0,
    revPar: f.salesAvailable > 0 ? Math.round(f.roomFee / f.salesAvailable) : 0,
  };
}

/** Rooms sold and the rates of a day's (or a period's summed) counts and revenue. */
export function kpis(f: DayFigures): Kpis {
  const roomsSold = f.occRooms + f.dayUse;
  return { roomsSold, ...rates({ roomsSold, salesAvailable: f.salesAvailable, roomFee: f.roomFee }) };
}

/** KPIs of a period are computed from its summed counts and revenue, never by averaging daily ratios. */
export function sumDays<T extends DayFigures>(days: readonly T[]): DayFigures {
  return days.reduce<DayFigures>(
    (acc, d) => ({
      salesAvailable: acc.salesAvailable + d.salesAvailable,
      occRooms: acc.occRooms + d.occRooms,
      dayUse: acc.dayUse + d.dayUse,
      roomFee: acc.roomFee + d.roomFee,
    }),
    { salesAvailable: 0, occRooms: 0, dayUse: 0, roomFee: 0 },
  );
}

/** The counts and amounts of a daily operation row (SPEC §3) that add up over a period; the rates are derived from them. */
export const operationCounts = [
  'occRooms', 'dayUse', 'ooooRooms', 'housRooms', 'compRooms', 'salesAvailable', 'stay', 'expArrvRooms', 'expDeptRooms', 'vacant', 'roomFee',
] as const;
export type OperationCounts = Record<(typeof operationCounts)[number], number>;

/** A daily operation row of SPEC §3 without its date: its counts, rooms sold and the rates. */
export type OperationFigures = OperationCounts & Kpis;

/** A row's figures from its counts: rooms sold and the rates computed (kpis). */
export function operationFigures(counts: OperationCounts): OperationFigures {
  return { ...counts, ...kpis(counts) };
}

/** The figures of several rows (a week, a month, a year): every count summed, rooms sold and the rates recomputed. */
export function sumOperations(rows: readonly OperationCounts[]): OperationFigures {
  const sums = Object.fromEntries(operationCounts.map((c) => [c, rows.reduce((a, r) => a + r[c], 0)])) as OperationCounts;
  return operationFigures(sums);
}

export const KPI_DEFINITIONS = {
  occRate: 'Occupancy % = rooms sold (occupied + day use) ÷ rooms available × 100; complimentary and house-use rooms are not sold.',
  adr: 'ADR = room revenue ÷ rooms sold.',
  revPar: 'RevPAR = room revenue ÷ rooms available.',
} as const;
