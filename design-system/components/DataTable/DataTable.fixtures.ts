// Deterministic story data: the daily operation rows of August 2025 at a fictional 220-room
// property (SPEC §3 daily row; DOMAIN: July–August peak, weekends above weekdays, 15 Aug holiday).
import { formatDate, formatNumber, formatPercent } from '../../format/format.ts';
import type { DataTableColumn } from './DataTable.tsx';
import { sumRows } from './sumRows.ts';

export interface DailyOperationRow {
  saleDate: string;
  dow: string;
  occRooms: number;
  dayUse: number;
  roomsSold: number;
  ooooRooms: number;
  housRooms: number;
  compRooms: number;
  salesAvailable: number;
  stay: number;
  expArrvRooms: number;
  expDeptRooms: number;
  occRate: number;
  vacant: number;
  roomFee: number;
  adr: number;
  revPar: number;
  /** Story-only marker for subtotal rows. */
  kind?: 'subtotal';
}

const ROOMS = 220;
/** A fixed pseudo-random number in [0, 1) per day and salt. */
function noise(day: number, salt: number): number {
  let h = Math.imul(day ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function augustRows(weekdays: readonly string[], year = 2025, month = 8): DailyOperationRow[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => {
    const day = i + 1;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const holiday = month === 8 && day === 15;
    const weekend = weekday === 5 || weekday === 6 || holiday;
    const peak = day <= 17;
    const ooooRooms = Math.floor(noise(day, 1) * 4);
    const housRooms = Math.floor(noise(day, 2) * 3);
    const compRooms = Math.floor(noise(day, 3) * 4);
    const salesAvailable = ROOMS - ooooRooms - housRooms - compRooms;
    const target = (weekend ? 0.95 : peak ? 0.84 : 0.68) + noise(day, 4) * (weekend ? 0.05 : 0.1);
    const dayUse = weekend ? 0 : Math.floor(noise(day, 5) * 6);
    const roomsSold = Math.min(salesAvailable, Math.round(salesAvailable * target));
    const occRooms = roomsSold - dayUse;
    const rate = (weekend ? 289_000 : 189_000) * (peak ? 1.15 : 1) + Math.round(noise(day, 6) * 300) * 100;
    const roomFee = Math.round((roomsSold * rate) / 1000) * 1000;
    return {
      saleDate: `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`,
      dow: weekdays[weekday] ?? '',
      occRooms,
      dayUse,
      roomsSold,
      ooooRooms,
      housRooms,
      compRooms,
      salesAvailable,
      stay: occRooms + housRooms + compRooms,
      expArrvRooms: Math.round(roomsSold * (0.45 + noise(day, 7) * 0.2)),
      expDeptRooms: Math.round(roomsSold * (0.45 + noise(day, 8) * 0.2)),
      occRate: Math.round((roomsSold / salesAvailable) * 1000) / 10,
      vacant: salesAvailable - roomsSold,
      roomFee,
      adr: Math.round(roomFee / roomsSold),
      revPar: Math.round(roomFee / salesAvailable),
    };
  });
}

type Rows = readonly DailyOperationRow[];
const total = (rows: Rows, key: 'roomsSold' | 'salesAvailable' | 'roomFee') => rows.reduce((sum, row) => sum + row[key], 0);
/** Ratios recomputed from the summed parts (DOMAIN: occupancy = sold ÷ available, ADR = revenue ÷ sold). */
export const ratioTotals = {
  occRate: (rows: Rows) => Math.round((total(rows, 'roomsSold') / total(rows, 'salesAvailable')) * 1000) / 10,
  adr: (rows: Rows) => Math.round(total(rows, 'roomFee') / total(rows, 'roomsSold')),
  revPar: (rows: Rows) => Math.round(total(rows, 'roomFee') / total(rows, 'salesAvailable')),
};

type Headers = Record<Exclude<keyof DailyOperationRow, 'kind'>, string>;

/** SPEC §2 daily summary: date, rooms sold, occupancy %, revenue, average rate. */
export function summaryColumns(headers: Headers): DataTableColumn<DailyOperationRow>[] {
  return [
    { key: 'saleDate', header: headers.saleDate, align: 'center', format: formatDate },
    { key: 'roomsSold', header: headers.roomsSold, align: 'end', format: formatNumber },
    { key: 'occRate', header: headers.occRate, align: 'end', format: formatPercent, total: ratioTotals.occRate },
    { key: 'roomFee', header: headers.roomFee, align: 'end', format: formatNumber },
    { key: 'adr', header: headers.adr, align: 'end', format: formatNumber, total: ratioTotals.adr },
  ];
}

/** Every column of the daily row (the detail modal of SPEC §2). */
export function detailColumns(headers: Headers): DataTableColumn<DailyOperationRow>[] {
  const n = (key: 'occRooms' | 'dayUse' | 'roomsSold' | 'ooooRooms' | 'housRooms' | 'compRooms' | 'salesAvailable' | 'stay' | 'expArrvRooms' | 'expDeptRooms' | 'vacant' | 'roomFee'): DataTableColumn<DailyOperationRow> => ({
    key,
    header: headers[key],
    align: 'end',
    format: formatNumber,
  });
  return [
    { key: 'saleDate', header: headers.saleDate, align: 'center', format: formatDate },
    { key: 'dow', header: headers.dow, align: 'center' },
    n('salesAvailable'),
    n('occRooms'),
    n('dayUse'),
    n('roomsSold'),
    n('compRooms'),
    n('housRooms'),
    n('ooooRooms'),
    n('stay'),
    n('expArrvRooms'),
    n('expDeptRooms'),
    n('vacant'),
    { key: 'occRate', header: headers.occRate, align: 'end', format: formatPercent, total: ratioTotals.occRate },
    n('roomFee'),
    { key: 'adr', header: headers.adr, align: 'end', format: formatNumber, total: ratioTotals.adr },
    { key: 'revPar', header: headers.revPar, align: 'end', format: formatNumber, total: ratioTotals.revPar },
  ];
}

/** The rows with a subtotal row after every Sunday and after the last day. */
export function withWeeklySubtotals(rows: Rows, columns: readonly DataTableColumn<DailyOperationRow>[]): DailyOperationRow[] {
  const out: DailyOperationRow[] = [];
  let week: DailyOperationRow[] = [];
  rows.forEach((row, i) => {
    out.push(row);
    week.push(row);
    const weekday = new Date(Date.UTC(+row.saleDate.slice(0, 4), +row.saleDate.slice(4, 6) - 1, +row.saleDate.slice(6))).getUTCDay();
    if (weekday === 0 || i === rows.length - 1) {
      const sums = sumRows(week, columns);
      const blank = Object.fromEntries(Object.keys(row).map((k) => [k, 0]));
      out.push({ ...(blank as unknown as DailyOperationRow), ...(sums as Partial<DailyOperationRow>), saleDate: `sub-${row.saleDate}`, dow: '', kind: 'subtotal' });
      week = [];
    }
  });
  return out;
}
