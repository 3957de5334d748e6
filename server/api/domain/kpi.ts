/**
 * Hotel KPIs as the industry defines them (STR, USALI; DESIGN §4):
 *   rooms sold  = occupied (stay) rooms + day-use rooms; complimentary and house-use rooms are not sold
 *   occupancy % = rooms sold ÷ rooms available × 100
 *   ADR         = room revenue ÷ rooms sold
 *   RevPAR      = room revenue ÷ rooms available  (= occupancy × ADR)
 * Rooms available are the rooms for sale that day (out-of-order rooms already taken out).
 */
export interface DayFigures {
  salesAvailable: number;
  occRooms: number;
  dayUse: number;
  roomFee: number;
}

export interface Kpis {
  roomsSold: number;
  /** Percent with one decimal; 0 when nothing was available. */
  occRate: number;
  /** Won, rounded; 0 when nothing was sold. */
  adr: number;
  /** Won, rounded; 0 when nothing was available. */
  revPar: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function kpis(f: DayFigures): Kpis {
  const roomsSold = f.occRooms + f.dayUse;
  return {
    roomsSold,
    occRate: f.salesAvailable > 0 ? round1((roomsSold / f.salesAvailable) * 100) : 0,
    adr: roomsSold > 0 ? Math.round(f.roomFee / roomsSold) : 0,
    revPar: f.salesAvailable > 0 ? Math.round(f.roomFee / f.salesAvailable) : 0,
  };
}

/** KPIs of a period are computed from its summed counts and revenue, never by averaging daily ratios. */
export function sumDays<T extends DayFigures>(days: T[]): DayFigures {
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

export const KPI_DEFINITIONS = {
  occRate: 'Occupancy % = rooms sold (occupied + day use) ÷ rooms available × 100; complimentary and house-use rooms are not sold.',
  adr: 'ADR = room revenue ÷ rooms sold.',
  revPar: 'RevPAR = room revenue ÷ rooms available.',
} as const;
