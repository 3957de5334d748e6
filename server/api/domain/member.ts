import type { z } from 'zod';
import { storeFile } from '../../db/files.ts';
import type { Db, Queryable } from '../../db/index.ts';
import type { OwnerScope } from '../auth.ts';
import { AppError } from '../errors.ts';
import type * as S from '../../../contracts/member.ts';
import { costLineKeys, revenueLineKeys } from '../../../contracts/member.ts';
import { defaultYearMonth, seoulDay, seoulMonth } from '../../../contracts/seoul-clock.ts';
import { KPI_DEFINITIONS, kpis, operationFigures, sumDays, sumOperations, type OperationCounts } from '../../../contracts/kpi.ts';
import { iso } from './scope.ts';
import { decodeAttachments, extension } from './voc.ts';

type Out<T extends z.ZodType> = z.input<T>;
type Base = { hotel_seq: number | null };

/**
 * Every member query runs inside the caller's scope: their property and their member numbers,
 * from the token's user (auth.ts). Ids of other owners are refused (403), and rows of other
 * owners or properties are never selected.
 */
export function checkProperty(owner: OwnerScope, body: Base): void {
  if (body.hotel_seq !== null && body.hotel_seq !== owner.hotelSeq) throw new AppError('E403', `Hotel ${body.hotel_seq} is not your property.`);
}

export function memberNosOf(owner: OwnerScope, body: Base & { member_no_list?: string[] }): string[] {
  checkProperty(owner, body);
  if (!body.member_no_list) return owner.memberNos;
  const foreign = body.member_no_list.filter((m) => !owner.memberNos.includes(m));
  if (foreign.length > 0) throw new AppError('E403', `Member number ${foreign[0]} is not yours.`);
  return body.member_no_list;
}

/** Today in Seoul (the one clock, contracts/seoul-clock.ts). */
const ym = (date: string) => date.slice(0, 7).replace('-', '');
const monthRange = (yyyymm: string) => {
  const y = Number(yyyymm.slice(0, 4));
  const m = Number(yyyymm.slice(4));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: `${y}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}` };
};
const page = (p: { page: number; page_size: number }) => ({ limit: p.page_size, offset: (p.page - 1) * p.page_size });

/**
 * SQL for the hotel's name in the page's language (SPEC §1, as shared/lib/hotelName.ts in the
 * pages): hotel_name_en outside Korean, the Korean name where it has none. `table` is the hotels
 * table's name or alias, `langParam` the placeholder of the call's lang_type.
 */
function hotelNameIn(table: string, langParam: string): string {
  return `CASE WHEN ${langParam} = 'KOR' THEN ${table}.hotel_name ELSE COALESCE(NULLIF(${table}.hotel_name_en, ''), ${table}.hotel_name) END`;
}

export async function lastFixedMonth(db: Queryable, hotelSeq: number): Promise<string | null> {
  const [row] = await db.query<{ m: string | null }>('SELECT max(std_month) AS m FROM month_closings WHERE hotel_seq = $1', [hotelSeq]);
  return row?.m ?? null;
}

/**
 * The units' room profit for a month (SPEC §1 home). A closed month is what was paid (earnings); a
 * month not closed yet is estimated from its provisional P&L by the P&L's own rule (unitParts,
 * the same figures the income statement shows for it, issue 28: the home opened on an empty card
 * every day while the P&L already showed the estimate), each unit marked `estimated`. A unit not
 * under contract that month has no figures.
 */
export async function roomProfit(db: Db, owner: OwnerScope, body: z.output<typeof S.roomProfitBody>): Promise<Out<typeof S.roomProfitResult>> {
  const members = memberNosOf(owner, body);
  const fixed = await lastFixedMonth(db, owner.hotelSeq);
  const month = body.target_ym ?? fixed ?? ym(seoulDay());
  const isFixed = fixed !== null && month <= fixed;
  const units = await db.query<{ member_no: string; room_no: string; room_type: string; area_m2: number; share_ratio: number }>(
    `SELECT m.member_no, r.room_no, r.room_type, r.area_m2, r.share_ratio
       FROM members m JOIN room_units r ON r.unit_seq = m.unit_seq
      WHERE m.member_no = ANY($1::text[]) ORDER BY m.member_no`,
    [members],
  );
  const [profit] = await db.query<{ op: string | null }>(
    `SELECT ((SELECT sum(amount) FROM monthly_revenue_lines WHERE hotel_seq = $1 AND std_month = $2)
             - (SELECT COALESCE(sum(amount), 0) FROM monthly_cost_lines WHERE hotel_seq = $1 AND std_month = $2)
             + (SELECT COALESCE(sum(amount), 0) FROM profit_adjustments WHERE hotel_seq = $1 AND std_month = $2))::bigint::text AS op`,
    [owner.hotelSeq, month],
  );
  // A month without revenue lines (before the operation, or still to come) has no P&L to estimate
  // from (op null): what was paid for it still shows.
  const parts = await unitParts(db, owner.hotelSeq, members, [{ std_month: month, op: profit?.op ?? null }]);
  const partOf = new Map(parts.map((p) => [p.member_no, p]));
  const rows = units.map((u) => ({ ...u, ...unitFigures(partOf.get(u.member_no), isFixed) }));
  const sum = (k: 'distribution' | 'management_fee' | 'net_amount') => rows.reduce((a, r) => a + (r[k] ?? 0), 0);
  return {
    data: {
      std_month: month,
      is_fixed: isFixed,
      is_estimate: rows.some((r) => r.estimated && r.distribution !== null),
      units: rows,
      total: { distribution: sum('distribution'), management_fee: sum('management_fee'), net_amount: sum('net_amount') },
    },
  };
}

/** A unit's part of one month's operating profit: settled (the payout ledger), else estimated by the same rule. */
interface UnitPart {
  std_month: string; member_no: string; distribution: number | null; management_fee: number | null; net_amount: number | null;
  est_distribution: number | null; est_fee: number; under_contract: boolean;
}

/**
 * Each unit's part of the months' operating profit (`op`, revenue − cost + adjustments): what was
 * settled (the payout ledger) and the estimate by the P&L's rule, floor(max(0, op) × pool ratio × share ratio)
 * less round(area × fee per m²), computed in numeric by the database.
 */
async function unitParts(db: Db, hotelSeq: number, members: readonly string[], months: readonly { std_month: string; op: string | null }[]): Promise<UnitPart[]> {
  if (months.length === 0) return [];
  return db.query<UnitPart>(
    `SELECT mo.std_month, m.member_no, e.distribution::bigint AS distribution, e.management_fee::bigint AS management_fee, (e.distribution - e.management_fee)::bigint AS net_amount,
            -- No P&L (op null), no estimate: greatest() alone would read a null as 0.
            floor(CASE WHEN mo.op IS NULL THEN NULL ELSE greatest(0, mo.op) END * s.owner_pool_ratio * r.share_ratio)::bigint AS est_distribution,
            round(r.area_m2 * s.management_fee_per_m2)::bigint AS est_fee,
            to_char(m.contract_start, 'YYYYMM') <= mo.std_month AS under_contract
       FROM unnest($3::text[], $4::bigint[]) AS mo(std_month, op)
       CROSS JOIN members m JOIN room_units r ON r.unit_seq = m.unit_seq JOIN property_settings s ON s.hotel_seq = r.hotel_seq
       LEFT JOIN payouts e ON e.member_no = m.member_no AND e.std_month = mo.std_month
      WHERE m.member_no = ANY($1::text[]) AND r.hotel_seq = $2`,
    [members, hotelSeq, months.map((m) => m.std_month), months.map((m) => m.op)],
  );
}

/** A unit's figures for a month from its part: settled when the ledger has the month, the estimate for an open month under contract, else none. */
function unitFigures(p: UnitPart | undefined, isFixed: boolean): { distribution: number | null; management_fee: number | null; net_amount: number | null; estimated: boolean } {
  if (p && p.distribution !== null) return { distribution: p.distribution, management_fee: p.management_fee, net_amount: p.net_amount, estimated: false };
  if (p && !isFixed && p.under_contract && p.est_distribution !== null) return { distribution: p.est_distribution, management_fee: p.est_fee, net_amount: p.est_distribution - p.est_fee, estimated: true };
  return { distribution: null, management_fee: null, net_amount: null, estimated: !isFixed };
}

export async function reservationList(db: Db, owner: OwnerScope, body: z.output<typeof S.reservationListBody>): Promise<Out<typeof S.reservationListResult>> {
  const members = memberNosOf(owner, body);
  const where = `member_no = ANY($1::text[]) AND ($2::date IS NULL OR check_in >= $2) AND ($3::date IS NULL OR check_in <= $3) AND ($4::text IS NULL OR status = $4)`;
  const params = [members, body.from ?? null, body.to ?? null, body.status ?? null];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM owner_reservations WHERE ${where}`, params);
  const { limit, offset } = page(body);
  const rows = await db.query<{ reservation_no: string; member_no: string; room_type: string; check_in: string; check_out: string; nights: number; adults: number; children: number; status: string }>(
    `SELECT reservation_no, member_no, room_type, check_in, check_out, (check_out - check_in) AS nights, adults, children, status
       FROM owner_reservations WHERE ${where} ORDER BY check_in ${body.order === 'asc' ? 'ASC' : 'DESC'}, reservation_no LIMIT $5 OFFSET $6`,
    [...params, limit, offset],
  );
  return { data: rows, total_count: count!.n, page: body.page, page_size: body.page_size };
}

export async function facilityReservationsMonthly(db: Db, owner: OwnerScope, body: z.output<typeof S.facilityReservationMonthlyBody>): Promise<Out<typeof S.facilityReservationMonthlyResult>> {
  const members = memberNosOf(owner, body);
  const { from, to } = monthRange(body.target_ym);
  const rows = await db.query<Out<typeof S.facilityReservationMonthlyResult>['data'][number]>(
    `SELECT reservation_seq, member_no, facility_name, facility_type, to_char(use_date, 'YYYY-MM-DD') AS use_date, use_time, people, status
       FROM facility_reservations WHERE member_no = ANY($1::text[]) AND use_date BETWEEN $2 AND $3 ORDER BY use_date, use_time, reservation_seq`,
    [members, from, to],
  );
  return { data: rows };
}

type DailyRow = {
  sale_date: string; sales_available: number; occ_rooms: number; day_use: number; oooo_rooms: number; hous_rooms: number; comp_rooms: number;
  stay: number; exp_arrv_rooms: number; exp_dept_rooms: number; vacant: number; room_fee: number;
};

const DOW = ['일', '월', '화', '수', '목', '금', '토'];

/** A row's counts as SPEC §3 names them (the rates follow from them: contracts/kpi.ts). */
function countsOf(d: Omit<DailyRow, 'sale_date'>): OperationCounts {
  return {
    occRooms: d.occ_rooms, dayUse: d.day_use, ooooRooms: d.oooo_rooms, housRooms: d.hous_rooms, compRooms: d.comp_rooms,
    salesAvailable: d.sales_available, stay: d.stay, expArrvRooms: d.exp_arrv_rooms, expDeptRooms: d.exp_dept_rooms, vacant: d.vacant, roomFee: d.room_fee,
  };
}

const countColumns = ['sales_available', 'occ_rooms', 'day_use', 'oooo_rooms', 'hous_rooms', 'comp_rooms', 'stay', 'exp_arrv_rooms', 'exp_dept_rooms', 'vacant', 'room_fee'] as const;

async function operationRows(db: Db, hotelSeq: number, body: { period_type: 'DAILY' | 'MONTHLY'; target_ym?: string; target_year?: string }) {
  if (body.period_type === 'DAILY') {
    const { from, to } = monthRange(body.target_ym!);
    const rows = await db.query<DailyRow>(
      `SELECT to_char(sale_date, 'YYYYMMDD') AS sale_date, ${countColumns.join(', ')} FROM daily_operations
        WHERE hotel_seq = $1 AND sale_date BETWEEN $2 AND $3 ORDER BY sale_date`,
      [hotelSeq, from, to],
    );
    return rows.map(({ sale_date, ...d }) => {
      const dow = DOW[new Date(Date.UTC(+sale_date.slice(0, 4), +sale_date.slice(4, 6) - 1, +sale_date.slice(6))).getUTCDay()]!;
      return { label: sale_date, dow, figures: d };
    });
  }
  const rows = await db.query<DailyRow>(
    `SELECT to_char(sale_date, 'YYYYMM') AS sale_date, ${countColumns.map((c) => `sum(${c})::bigint AS ${c}`).join(', ')} FROM daily_operations
      WHERE hotel_seq = $1 AND sale_date BETWEEN $2 AND $3 GROUP BY 1 ORDER BY 1`,
    [hotelSeq, `${body.target_year}-01-01`, `${body.target_year}-12-31`],
  );
  return rows.map(({ sale_date, ...d }) => ({ label: sale_date, dow: '', figures: d }));
}

export async function operationDetail(db: Db, owner: OwnerScope, body: z.output<typeof S.operDetailBody>): Promise<Out<typeof S.operDetailResult>> {
  checkProperty(owner, body);
  const rows = await operationRows(db, owner.hotelSeq, body);
  return {
    data: {
      rows: rows.map((r) => ({ saleDate: r.label, dow: r.dow, ...operationFigures(countsOf(r.figures)) })),
      // KPIs of the total come from the summed counts (contracts/kpi.ts), never from averaging ratios.
      total: { saleDate: 'total sum', dow: '', ...sumOperations(rows.map((r) => countsOf(r.figures))) },
      kpi_definitions: { ...KPI_DEFINITIONS },
    },
  };
}

export async function monthlyBooking(db: Db, owner: OwnerScope, body: z.output<typeof S.monthlyBookingBody>): Promise<Out<typeof S.monthlyBookingResult>> {
  checkProperty(owner, body);
  const rows = await operationRows(db, owner.hotelSeq, body);
  return {
    data: rows.map((r) => {
      const k = kpis(countsOf(r.figures));
      return { label: r.label, rooms_sold: k.roomsSold, sales_available: r.figures.sales_available, occ_rate: k.occRate, room_fee: r.figures.room_fee };
    }),
  };
}

export async function operationPeriod(db: Db, owner: OwnerScope, body: z.output<typeof S.operPeriodBody>): Promise<Out<typeof S.operPeriodResult>> {
  checkProperty(owner, body);
  const [row] = await db.query<{ start_date: string | null; end_date: string | null }>(
    'SELECT min(sale_date) AS start_date, max(sale_date) AS end_date FROM daily_operations WHERE hotel_seq = $1',
    [owner.hotelSeq],
  );
  const start = row?.start_date ?? seoulDay();
  const end = row?.end_date ?? seoulDay();
  const years: string[] = [];
  for (let y = Number(end.slice(0, 4)); y >= Number(start.slice(0, 4)); y--) years.push(String(y));
  // The portal computes the same default itself (contracts/seoul-clock.ts): its figures do not wait for this answer.
  return { data: { start_date: start, end_date: end, start_ym: ym(start), end_ym: ym(end), default_ym: defaultYearMonth(), years } };
}

async function monthlyLines(db: Db, table: 'monthly_revenue_lines' | 'monthly_cost_lines', hotelSeq: number, year: string) {
  const rows = await db.query<{ std_month: string; line_key: string; amount: number }>(
    `SELECT std_month, line_key, amount FROM ${table} WHERE hotel_seq = $1 AND std_month LIKE $2 ORDER BY std_month`,
    [hotelSeq, `${year}__`],
  );
  const byMonth = new Map<string, Record<string, number>>();
  for (const r of rows) byMonth.set(r.std_month, { ...(byMonth.get(r.std_month) ?? {}), [r.line_key]: r.amount });
  return byMonth;
}

function lineTable<K extends string>(keys: readonly K[], byMonth: Map<string, Record<string, number>>, fixed: string | null) {
  const rows = [...byMonth.entries()].map(([std_month, lines]) => {
    const amounts = Object.fromEntries(keys.map((k) => [k, lines[k] ?? 0])) as Record<K, number>;
    return { std_month, is_fixed: fixed !== null && std_month <= fixed, ...amounts, total: keys.reduce((a, k) => a + (lines[k] ?? 0), 0) };
  });
  const total = Object.fromEntries([...keys, 'total'].map((k) => [k, rows.reduce((a, r) => a + (r as unknown as Record<string, number>)[k]!, 0)])) as Record<K | 'total', number>;
  return { rows, total };
}

export async function salesInfo(db: Db, owner: OwnerScope, body: z.output<typeof S.yearBody>): Promise<Out<typeof S.salesInfoResult>> {
  checkProperty(owner, body);
  const fixed = await lastFixedMonth(db, owner.hotelSeq);
  const table = lineTable(revenueLineKeys, await monthlyLines(db, 'monthly_revenue_lines', owner.hotelSeq, body.target_year), fixed);
  const [prev] = await db.query<{ total: number | null }>(
    'SELECT sum(amount)::bigint AS total FROM monthly_revenue_lines WHERE hotel_seq = $1 AND std_month LIKE $2',
    [owner.hotelSeq, `${Number(body.target_year) - 1}__`],
  );
  return { data: { ...table, previous_year_total: prev?.total ?? 0 } };
}

export async function costDetail(db: Db, owner: OwnerScope, body: z.output<typeof S.yearBody>): Promise<Out<typeof S.costDetailResult>> {
  checkProperty(owner, body);
  const fixed = await lastFixedMonth(db, owner.hotelSeq);
  return { data: lineTable(costLineKeys, await monthlyLines(db, 'monthly_cost_lines', owner.hotelSeq, body.target_year), fixed) };
}

/**
 * The profit-and-loss statement down to the owner (DOMAIN: every figure traceable):
 * revenue − cost = operating profit; × owner pool ratio = owners' pool (never below 0);
 * × the owner's share ratio = distribution; − management fee = net amount paid.
 */
/**
 * The P&L by month (issue 12, point 3; DOMAIN: every figure traceable): revenue − cost +
 * adjustments = operating profit; the owners' pool = max(0, operating profit) × pool ratio; each
 * unit's distribution = floor(max(0, operating profit) × pool ratio × share ratio); the management
 * fee = area × fee per m²; net = distribution − fee. Closed months are what was paid (earnings);
 * open months are computed from the provisional P&L the same way and marked estimated. Money is
 * computed in numeric by the database, never in floating point.
 */
export async function incomeStatement(db: Db, owner: OwnerScope, body: z.output<typeof S.incomeStatementBody>): Promise<Out<typeof S.incomeStatementResult>> {
  const members = memberNosOf(owner, body);
  const year = `${body.target_year}__`;
  const [settings] = await db.query<{ owner_pool_ratio: number; management_fee_per_m2: number; area_m2: number; units: number }>(
    `SELECT s.owner_pool_ratio::float8 AS owner_pool_ratio, s.management_fee_per_m2,
            (SELECT COALESCE(sum(area_m2), 0)::float8 FROM room_units WHERE hotel_seq = s.hotel_seq) AS area_m2,
            (SELECT count(*)::int FROM room_units WHERE hotel_seq = s.hotel_seq) AS units
       FROM property_settings s WHERE s.hotel_seq = $1`,
    [owner.hotelSeq],
  );
  const fixed = await lastFixedMonth(db, owner.hotelSeq);
  const units = await db.query<{ member_no: string; room_no: string; room_type: string; area_m2: number; share_ratio: number; contract_start: string }>(
    `SELECT m.member_no, r.room_no, r.room_type, r.area_m2::float8 AS area_m2, r.share_ratio::float8 AS share_ratio, to_char(m.contract_start, 'YYYY-MM-DD') AS contract_start
       FROM members m JOIN room_units r ON r.unit_seq = m.unit_seq WHERE m.member_no = ANY($1::text[]) ORDER BY m.member_no`,
    [members],
  );
  const months = await db.query<{ std_month: string; revenue: number; cost: number; adjustments: number; owner_pool: number }>(
    `WITH mo AS (
       SELECT m.std_month,
              (SELECT COALESCE(sum(amount), 0) FROM monthly_revenue_lines WHERE hotel_seq = $1 AND std_month = m.std_month) AS revenue,
              (SELECT COALESCE(sum(amount), 0) FROM monthly_cost_lines WHERE hotel_seq = $1 AND std_month = m.std_month) AS cost,
              (SELECT COALESCE(sum(amount), 0) FROM profit_adjustments WHERE hotel_seq = $1 AND std_month = m.std_month) AS adjustments
         FROM (SELECT DISTINCT std_month FROM monthly_revenue_lines WHERE hotel_seq = $1 AND std_month LIKE $2) m)
     SELECT mo.std_month, mo.revenue::bigint AS revenue, mo.cost::bigint AS cost, mo.adjustments::bigint AS adjustments,
            floor(greatest(0, mo.revenue - mo.cost + mo.adjustments) * s.owner_pool_ratio)::bigint AS owner_pool
       FROM mo, property_settings s WHERE s.hotel_seq = $1 ORDER BY mo.std_month`,
    [owner.hotelSeq, year],
  );
  const lines = await db.query<{ std_month: string; amount: number; reason: string }>(
    'SELECT std_month, amount::bigint AS amount, reason FROM profit_adjustments WHERE hotel_seq = $1 AND std_month LIKE $2 ORDER BY std_month, adjustment_seq',
    [owner.hotelSeq, year],
  );
  const parts = await unitParts(db, owner.hotelSeq, members, months.map((m) => ({ std_month: m.std_month, op: String(m.revenue - m.cost + m.adjustments) })));
  const partOf = new Map(parts.map((p) => [`${p.std_month}:${p.member_no}`, p]));
  const shareOf = new Map(units.map((u) => [u.member_no, u.share_ratio]));
  const rows = months.map((m) => {
    const isFixed = fixed !== null && m.std_month <= fixed;
    const unitMonths = units.map((u) => {
      return { member_no: u.member_no, ...unitFigures(partOf.get(`${m.std_month}:${u.member_no}`), isFixed) };
    });
    const sum = (k: 'distribution' | 'management_fee' | 'net_amount') => unitMonths.reduce((a, u) => a + (u[k] ?? 0), 0);
    const counted = unitMonths.filter((u) => u.distribution !== null);
    return {
      std_month: m.std_month,
      is_fixed: isFixed,
      revenue: m.revenue,
      cost: m.cost,
      adjustments: m.adjustments,
      adjustment_lines: lines.filter((l) => l.std_month === m.std_month).map(({ amount, reason }) => ({ amount, reason })),
      operating_profit: m.revenue - m.cost + m.adjustments,
      owner_pool: m.owner_pool,
      share_ratio: shareSum(counted.map((u) => shareOf.get(u.member_no) ?? 0)),
      distribution: sum('distribution'),
      management_fee: sum('management_fee'),
      net_amount: sum('net_amount'),
      units: unitMonths,
    };
  });
  const total = (k: 'revenue' | 'cost' | 'adjustments' | 'operating_profit' | 'owner_pool' | 'distribution' | 'management_fee' | 'net_amount') => rows.reduce((a, r) => a + r[k], 0);
  return {
    data: {
      owner_pool_ratio: settings?.owner_pool_ratio ?? 0,
      management_fee_per_m2: settings?.management_fee_per_m2 ?? 0,
      last_fix_yyyymm: fixed,
      pool: { area_m2: settings?.area_m2 ?? 0, units: settings?.units ?? 0 },
      units,
      rows,
      total: {
        revenue: total('revenue'), cost: total('cost'), adjustments: total('adjustments'), operating_profit: total('operating_profit'), owner_pool: total('owner_pool'),
        share_ratio: shareSum(units.map((u) => u.share_ratio)), distribution: total('distribution'), management_fee: total('management_fee'), net_amount: total('net_amount'),
      },
    },
  };
}

/** A sum of share ratios (numeric(12,10) each) without floating-point residue. */
const shareSum = (ratios: readonly number[]) => Math.round(ratios.reduce((a, r) => a + r, 0) * 1e10) / 1e10;

export async function mainInfo(db: Db, owner: OwnerScope, body: z.output<typeof S.mainInfoBody>): Promise<Out<typeof S.mainInfoResult>> {
  checkProperty(owner, body);
  const today = seoulDay();
  const from = `${today.slice(0, 7)}-01`;
  // SPEC §1: outside Korean the hotel's English name.
  const [hotel] = await db.query<{ hotel_name: string }>(
    `SELECT ${hotelNameIn('hotels', '$2')} AS hotel_name FROM hotels WHERE hotel_seq = $1`,
    [owner.hotelSeq, body.lang_type],
  );
  const days = await db.query<{ salesAvailable: number; occRooms: number; dayUse: number; roomFee: number }>(
    'SELECT sales_available AS "salesAvailable", occ_rooms AS "occRooms", day_use AS "dayUse", room_fee AS "roomFee" FROM daily_operations WHERE hotel_seq = $1 AND sale_date BETWEEN $2 AND $3',
    [owner.hotelSeq, from, today],
  );
  const k = kpis(sumDays(days));
  const fixed = await lastFixedMonth(db, owner.hotelSeq);
  // From the payout ledger (issue 28): the last closed month's transfer, and what reached the bank this year.
  const [last] = await db.query<{ net: number | null }>('SELECT sum(transfer_amount)::bigint AS net FROM payouts WHERE member_no = ANY($1::text[]) AND std_month = $2', [owner.memberNos, fixed]);
  const [ytd] = await db.query<{ net: number | null }>(
    'SELECT sum(transfer_amount)::bigint AS net FROM payouts WHERE member_no = ANY($1::text[]) AND paid_on BETWEEN $2 AND $3',
    [owner.memberNos, `${today.slice(0, 4)}-01-01`, today],
  );
  return {
    data: {
      user_name: owner.userName,
      login_id: owner.loginId,
      hotel_seq: owner.hotelSeq,
      hotel_name: hotel?.hotel_name ?? '',
      hotel_code: owner.hotelCode,
      member_no_list: owner.memberNos,
      last_fix_yyyymm: fixed,
      month_to_date: { from, to: today, rooms_sold: k.roomsSold, occ_rate: k.occRate, adr: k.adr, rev_par: k.revPar },
      last_fixed_net_amount: last?.net ?? null,
      year_to_date_net_amount: ytd?.net ?? 0,
      kpi_definitions: { ...KPI_DEFINITIONS },
    },
  };
}

export async function profitFix(db: Db, owner: OwnerScope, body: z.output<typeof S.profitFixBody>): Promise<Out<typeof S.profitFixResult>> {
  checkProperty(owner, body);
  return { data: { lastFixYyyymm: await lastFixedMonth(db, owner.hotelSeq) } };
}

// --- board ---

const noticeScope = 'n.hotel_seq IS NULL OR n.hotel_seq = $1';

export async function memberNoticeList(db: Db, owner: OwnerScope, body: z.output<typeof S.noticeListBody>): Promise<Out<typeof S.noticeListResult>> {
  checkProperty(owner, body);
  const like = body.keyword ? `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `(${noticeScope}) AND ($2::text IS NULL OR n.title ILIKE $2 OR n.content ILIKE $2)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_notices n WHERE ${where}`, [owner.hotelSeq, like]);
  const { limit, offset } = page(body);
  const rows = await db.query<{ notice_seq: number; title: string; is_pinned: boolean; posted_at: Date; view_count: number; hotel_seq: number | null }>(
    `SELECT n.notice_seq, n.title, n.is_pinned, n.posted_at, n.view_count, n.hotel_seq FROM member_notices n WHERE ${where}
      ORDER BY n.is_pinned DESC, n.posted_at DESC, n.notice_seq DESC LIMIT $3 OFFSET $4`,
    [owner.hotelSeq, like, limit, offset],
  );
  return { data: rows.map((r) => ({ ...r, posted_at: iso(r.posted_at) })), total_count: count!.n, page: body.page, page_size: body.page_size };
}

/** Owner notices are Korean only (SPEC §7: notice/detail forces KOR), whatever lang_type says. */
export async function memberNoticeDetail(db: Db, owner: OwnerScope, body: z.output<typeof S.noticeDetailBody>): Promise<Out<typeof S.noticeDetailResult>> {
  checkProperty(owner, body);
  // A view counts once per owner per notice per Seoul day (issue 25, point 8; migration 013): the
  // owner's row moves to today only when it held an earlier day, and only then the count moves.
  const [row] = await db.query<{ notice_seq: number; title: string; content: string; is_pinned: boolean; posted_at: Date; view_count: number }>(
    `WITH target AS (SELECT n.notice_seq FROM member_notices n WHERE n.notice_seq = $2 AND (${noticeScope})),
          seen AS (
            INSERT INTO member_notice_views (notice_seq, user_seq, viewed_on) SELECT notice_seq, $3, $4::date FROM target
            ON CONFLICT (notice_seq, user_seq) DO UPDATE SET viewed_on = excluded.viewed_on WHERE member_notice_views.viewed_on < excluded.viewed_on
            RETURNING notice_seq),
          counted AS (UPDATE member_notices n SET view_count = view_count + 1 FROM seen WHERE n.notice_seq = seen.notice_seq RETURNING n.view_count)
     SELECT n.notice_seq, n.title, n.content, n.is_pinned, n.posted_at, coalesce((SELECT view_count FROM counted), n.view_count) AS view_count
       FROM member_notices n JOIN target USING (notice_seq)`,
    [owner.hotelSeq, body.notice_seq, owner.userSeq, seoulDay()],
  );
  if (!row) throw new AppError('E404', `Notice ${body.notice_seq} does not exist.`);
  const neighbour = (dir: '<' | '>') => db.query<{ notice_seq: number; title: string }>(
    `SELECT n.notice_seq, n.title FROM member_notices n WHERE (${noticeScope}) AND (n.posted_at, n.notice_seq) ${dir} ($2, $3)
      ORDER BY n.posted_at ${dir === '<' ? 'DESC' : 'ASC'}, n.notice_seq ${dir === '<' ? 'DESC' : 'ASC'} LIMIT 1`,
    [owner.hotelSeq, row.posted_at, row.notice_seq],
  );
  const [[prev], [next], attachments] = await Promise.all([
    neighbour('<'),
    neighbour('>'),
    db.query<Out<typeof S.noticeDetailResult>['data']['attachments'][number]>(
      `SELECT f.file_path, f.file_name, coalesce(f.alt_text, f.file_name) AS original_name, f.content_type, f.byte_size
         FROM member_notice_attachments a JOIN files f ON f.file_seq = a.file_seq WHERE a.notice_seq = $1 ORDER BY a.file_seq`,
      [row.notice_seq],
    ),
  ]);
  return { data: { ...row, posted_at: iso(row.posted_at), prev: prev ?? null, next: next ?? null, attachments } };
}

export async function dividendList(db: Db, owner: OwnerScope, body: z.output<typeof S.dividendListBody>): Promise<Out<typeof S.dividendListResult>> {
  const members = memberNosOf(owner, body);
  const rows = await db.query<{ dividend_seq: number; member_no: string; period: string; amount: number; paid_on: string; file_path: string | null; file_name: string | null }>(
    `SELECT d.dividend_seq, d.member_no, d.period, d.amount, to_char(d.paid_on, 'YYYY-MM-DD') AS paid_on, f.file_path, f.file_name
       FROM dividends d LEFT JOIN files f ON f.file_seq = d.file_seq
      WHERE d.member_no = ANY($1::text[]) AND ($2::text IS NULL OR d.period LIKE $2 || 'Q_')
      ORDER BY d.period DESC, d.member_no`,
    [members, body.target_year ?? null],
  );
  return { data: rows.map(({ file_path, file_name, ...r }) => ({ ...r, document: file_path && file_name ? { file_path, file_name } : null })) };
}

export async function feeList(db: Db, owner: OwnerScope, body: z.output<typeof S.feeListBody>): Promise<Out<typeof S.feeListResult>> {
  const members = memberNosOf(owner, body);
  const rows = await db.query<{ member_no: string; std_month: string; common_fee: number; utility_fee: number; reserve_fee: number; total: number }>(
    `SELECT member_no, std_month, common_fee, utility_fee, reserve_fee, (common_fee + utility_fee + reserve_fee) AS total
       FROM management_fees WHERE member_no = ANY($1::text[]) AND std_month LIKE $2 ORDER BY std_month, member_no`,
    [members, `${body.target_year}__`],
  );
  return { data: { rows, total: rows.reduce((a, r) => a + r.total, 0) } };
}

export async function eventList(db: Db, owner: OwnerScope, body: z.output<typeof S.eventListBody>): Promise<Out<typeof S.eventListResult>> {
  checkProperty(owner, body);
  const today = seoulDay();
  const status = { ongoing: 'e.end_date >= $2::date', ended: 'e.end_date < $2::date', all: '$2::date IS NOT NULL' }[body.status];
  const rows = await db.query<{ event_seq: number; title: string; content: string; start_date: string; end_date: string; is_ended: boolean; file_path: string | null; file_name: string | null }>(
    `SELECT e.event_seq, e.title, e.content, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date,
            e.end_date < $2::date AS is_ended, f.file_path, f.file_name
       FROM member_events e LEFT JOIN files f ON f.file_seq = e.file_seq
      WHERE (e.hotel_seq IS NULL OR e.hotel_seq = $1) AND ${status}
      ORDER BY e.end_date < $2::date, e.start_date DESC`,
    [owner.hotelSeq, today],
  );
  return { data: rows.map(({ file_path, file_name, ...r }) => ({ ...r, image: file_path && file_name ? { file_path, file_name } : null })) };
}

const vocColumns = `v.voc_seq, v.category_seq, c.name AS category_name, v.member_no, v.title, v.status, v.created_at, v.answered_at`;
type VocRow = { voc_seq: number; category_seq: number; category_name: string; member_no: string | null; title: string; status: 'RECEIVED' | 'IN_PROGRESS' | 'ANSWERED'; created_at: Date; answered_at: Date | null };
const vocOut = <T extends VocRow>(r: T) => ({ ...r, created_at: iso(r.created_at), answered_at: r.answered_at ? iso(r.answered_at) : null });

export async function vocList(db: Db, owner: OwnerScope, body: z.output<typeof S.vocListBody>): Promise<Out<typeof S.vocListResult>> {
  checkProperty(owner, body);
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_vocs WHERE user_seq = $1 AND deleted_at IS NULL', [owner.userSeq]);
  const { limit, offset } = page(body);
  const rows = await db.query<VocRow>(
    `SELECT ${vocColumns} FROM member_vocs v JOIN member_voc_categories c ON c.category_seq = v.category_seq
      WHERE v.user_seq = $1 AND v.deleted_at IS NULL ORDER BY v.created_at DESC, v.voc_seq DESC LIMIT $2 OFFSET $3`,
    [owner.userSeq, limit, offset],
  );
  return { data: rows.map(vocOut), total_count: count!.n, page: body.page, page_size: body.page_size };
}

export async function vocDetail(db: Db, owner: OwnerScope, body: z.output<typeof S.vocDetailBody>): Promise<Out<typeof S.vocDetailResult>> {
  checkProperty(owner, body);
  const [row] = await db.query<VocRow & { content: string; answer: string | null }>(
    `SELECT ${vocColumns}, v.content, v.answer FROM member_vocs v JOIN member_voc_categories c ON c.category_seq = v.category_seq
      WHERE v.voc_seq = $1 AND v.user_seq = $2 AND v.deleted_at IS NULL`,
    [body.voc_seq, owner.userSeq],
  );
  if (!row) throw new AppError('E404', `Inquiry ${body.voc_seq} does not exist.`);
  const attachments = await db.query<Out<typeof S.vocDetailResult>['data']['attachments'][number]>(
    `SELECT f.file_path, f.file_name, coalesce(f.alt_text, f.file_name) AS original_name, f.content_type, f.byte_size
       FROM member_voc_attachments a JOIN files f ON f.file_seq = a.file_seq WHERE a.voc_seq = $1 ORDER BY a.file_seq`,
    [body.voc_seq],
  );
  return { data: { ...vocOut(row), attachments } };
}

/** The inquiry this owner already saved under a client key (a retry whose first answer was lost), if any. */
export async function vocSavedUnder(db: Db, owner: OwnerScope, clientKey: string | undefined): Promise<Out<typeof S.vocCreateResult> | null> {
  if (!clientKey) return null;
  const [row] = await db.query<{ voc_seq: number; created_at: Date }>('SELECT voc_seq, created_at FROM member_vocs WHERE user_seq = $1 AND client_key = $2', [owner.userSeq, clientKey]);
  return row ? { data: { voc_seq: row.voc_seq, created_at: iso(row.created_at) } } : null;
}

/** What can be checked of an inquiry without the database (the property, the unit, each file's bytes): its files, decoded. */
export function vocFiles(owner: OwnerScope, body: z.output<typeof S.vocCreateBody>): ReturnType<typeof decodeAttachments> {
  checkProperty(owner, body);
  if (body.member_no && !owner.memberNos.includes(body.member_no)) throw new AppError('E403', `Member number ${body.member_no} is not yours.`);
  return decodeAttachments(body.attachments);
}

/**
 * Saves an owner's inquiry with its files (vocFiles) in one transaction. `commitBy` (ms since the
 * epoch): the caller stops waiting soon after; past it the transaction is rolled back and E504
 * says nothing was saved (issue 25, point 3; server/lib/commit-deadline.ts).
 */
export async function vocCreate(
  db: Db,
  owner: OwnerScope,
  body: z.output<typeof S.vocCreateBody>,
  opts: { files?: ReturnType<typeof decodeAttachments>; commitBy?: number } = {},
): Promise<Out<typeof S.vocCreateResult>> {
  const files = opts.files ?? vocFiles(owner, body);
  return db.transaction(async (tx) => {
    const [category] = await tx.query('SELECT 1 FROM member_voc_categories WHERE category_seq = $1', [body.category_seq]);
    if (!category) throw new AppError('E400', undefined, { errors: [{ path: 'category_seq', message: 'is not an inquiry category' }] });
    const [row] = await tx.query<{ voc_seq: number; created_at: Date }>(
      'INSERT INTO member_vocs (user_seq, member_no, hotel_seq, category_seq, title, content, client_key) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING voc_seq, created_at',
      [owner.userSeq, body.member_no ?? null, owner.hotelSeq, body.category_seq, body.title, body.content, body.client_key ?? null],
    );
    // The owner's own files: served only with the owner's token (routes/files.ts), never public.
    const month = seoulMonth(row!.created_at);
    for (const [i, f] of files.entries()) {
      const fileSeq = await storeFile(tx, {
        filePath: `member-voc/${month}/`, fileName: `M${row!.voc_seq}-${i + 1}.${extension[f.contentType]}`,
        contentType: f.contentType, content: f.bytes, visibility: 'owner', ownerUserSeq: owner.userSeq, altText: f.originalName,
      });
      await tx.query('INSERT INTO member_voc_attachments (voc_seq, file_seq) VALUES ($1, $2)', [row!.voc_seq, fileSeq]);
    }
    // The last moment to give up: after this only the COMMIT is left.
    if (opts.commitBy !== undefined && Date.now() > opts.commitBy) throw tooLate();
    return { data: { voc_seq: row!.voc_seq, created_at: iso(row!.created_at) } };
  });
}

/** E504: the caller's commit deadline passed; the transaction was rolled back. */
export const tooLate = () => new AppError('E504', 'Your inquiry could not be saved in time, and nothing was saved. Send it again.');

/** Only an inquiry not yet answered can be withdrawn; answered ones stay as the record of the answer. */
export async function vocDelete(db: Db, owner: OwnerScope, body: z.output<typeof S.vocDeleteBody>): Promise<Out<typeof S.vocDeleteResult>> {
  checkProperty(owner, body);
  const [row] = await db.query<{ status: string }>('SELECT status FROM member_vocs WHERE voc_seq = $1 AND user_seq = $2 AND deleted_at IS NULL', [body.voc_seq, owner.userSeq]);
  if (!row) throw new AppError('E404', `Inquiry ${body.voc_seq} does not exist.`);
  if (row.status === 'ANSWERED') throw new AppError('E409', 'An answered inquiry cannot be deleted.');
  // Withdrawn, its files are nobody's to download from now on (issue 25, point 8): private, as
  // brand inquiry attachments are, until the retention job deletes both (server/api/retention.ts).
  await db.transaction(async (tx) => {
    await tx.query('UPDATE member_vocs SET deleted_at = now() WHERE voc_seq = $1 AND user_seq = $2', [body.voc_seq, owner.userSeq]);
    await tx.query("UPDATE files SET visibility = 'private' WHERE file_seq IN (SELECT file_seq FROM member_voc_attachments WHERE voc_seq = $1)", [body.voc_seq]);
  });
  return { data: { voc_seq: body.voc_seq, deleted: true } };
}

export async function vocCategories(db: Db, owner: OwnerScope, body: z.output<typeof S.vocCategoryListBody>): Promise<Out<typeof S.vocCategoryListResult>> {
  checkProperty(owner, body);
  return { data: await db.query<{ category_seq: number; name: string }>('SELECT category_seq, name FROM member_voc_categories ORDER BY sort_order, category_seq') };
}

// --- my page ---

export async function myPageInfo(db: Db, owner: OwnerScope, body: z.output<typeof S.myPageInfoBody>): Promise<Out<typeof S.myPageInfoResult>> {
  checkProperty(owner, body);
  const [user] = await db.query<{ phone: string | null; email: string | null; hotel_name: string }>(
    `SELECT u.phone, u.email, ${hotelNameIn('h', '$3')} AS hotel_name FROM users u JOIN hotels h ON h.hotel_seq = $2 WHERE u.user_seq = $1`,
    [owner.userSeq, owner.hotelSeq, body.lang_type],
  );
  const members = await db.query<Out<typeof S.myPageInfoResult>['data']['members'][number]>(
    `SELECT m.member_no, r.room_no, r.room_type, r.area_m2, r.share_ratio, to_char(m.contract_start, 'YYYY-MM-DD') AS contract_start,
            to_char(m.contract_end, 'YYYY-MM-DD') AS contract_end, m.bank_name, m.bank_account
       FROM members m JOIN room_units r ON r.unit_seq = m.unit_seq WHERE m.member_no = ANY($1::text[]) ORDER BY m.member_no`,
    [owner.memberNos],
  );
  const [tax] = await db.query<{ business_registration: string; trade_name: string; representative: string; invoice_email: string }>(
    'SELECT business_registration, trade_name, representative, invoice_email FROM owner_tax_profiles WHERE user_seq = $1',
    [owner.userSeq],
  );
  return {
    data: {
      user_name: owner.userName,
      login_id: owner.loginId,
      // The portal shows contact details masked; the full values stay in the operator's system.
      phone: user?.phone ? user.phone.replace(/(\d{3})-?(\d{3,4})-?(\d{4})/, '$1-****-$3') : null,
      email: user?.email ?? null,
      hotel_name: user?.hotel_name ?? '',
      members,
      tax_profile: tax ?? null,
    },
  };
}

/** The payout ledger of a year's settled months (server/db/migrations/014_payout_ledger.sql), per unit, with the year's totals. */
export async function monthlyProfit(db: Db, owner: OwnerScope, body: z.output<typeof S.monthlyProfitBody>): Promise<Out<typeof S.monthlyProfitResult>> {
  const members = memberNosOf(owner, body);
  const rows = await db.query<Out<typeof S.monthlyProfitResult>['data']['rows'][number]>(
    `SELECT member_no, std_month, distribution, supply_vat, management_fee, fee_vat, settlement, brought_forward, transfer_amount, carried_forward,
            (distribution - management_fee) AS net_amount, to_char(transfer_due, 'YYYY-MM-DD') AS transfer_due, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, transfer_ref,
            CASE WHEN paid_on IS NOT NULL THEN 'PAID' WHEN transfer_amount > 0 THEN 'SCHEDULED' ELSE 'CARRIED' END AS status
       FROM payouts WHERE member_no = ANY($1::text[]) AND std_month LIKE $2 ORDER BY std_month, member_no`,
    [members, `${body.target_year}__`],
  );
  const sum = (k: LedgerSum) => rows.reduce((a, r) => a + r[k], 0);
  const total = Object.fromEntries(LEDGER_SUMS.map((k) => [k, sum(k)])) as Record<LedgerSum, number>;
  // What each unit still owes at the end of the year's last settled month (≤ 0).
  const owed = new Map<string, number>();
  for (const r of rows) owed.set(r.member_no, r.carried_forward);
  return { data: { rows, total: { ...total, owed: [...owed.values()].reduce((a, v) => a + v, 0) } } };
}

const LEDGER_SUMS = ['distribution', 'supply_vat', 'management_fee', 'fee_vat', 'settlement', 'transfer_amount', 'net_amount'] as const;
type LedgerSum = (typeof LEDGER_SUMS)[number];

export async function taxUpdate(db: Db, owner: OwnerScope, body: z.output<typeof S.taxUpdateBody>): Promise<Out<typeof S.taxUpdateResult>> {
  checkProperty(owner, body);
  const [row] = await db.query<{ business_registration: string; trade_name: string; representative: string; invoice_email: string; updated_at: Date }>(
    `INSERT INTO owner_tax_profiles (user_seq, business_registration, trade_name, representative, invoice_email, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (user_seq) DO UPDATE SET business_registration = EXCLUDED.business_registration, trade_name = EXCLUDED.trade_name,
       representative = EXCLUDED.representative, invoice_email = EXCLUDED.invoice_email, updated_at = now()
     RETURNING business_registration, trade_name, representative, invoice_email, updated_at`,
    [owner.userSeq, body.business_registration, body.trade_name, body.representative, body.invoice_email],
  );
  return { data: { ...row!, updated_at: iso(row!.updated_at) } };
}

// --- member area ---

export async function taxDetail(db: Db, owner: OwnerScope, body: z.output<typeof S.taxDetailBody>): Promise<Out<typeof S.taxDetailResult>> {
  const members = memberNosOf(owner, body);
  // A settled month's invoice (requested or issued) is the ledger's month (issue 28): its supply and VAT are the payout's, and
  // the maintenance fee's own invoice and the transfer that settles both come with it.
  const rows = await db.query<Out<typeof S.taxDetailResult>['data'][number]>(
    `SELECT t.member_no, t.std_month, coalesce(p.distribution, t.supply_amount) AS supply_amount, coalesce(p.supply_vat, t.vat_amount) AS vat_amount,
            coalesce(p.distribution + p.supply_vat, t.supply_amount + t.vat_amount) AS total_amount, to_char(t.issue_date, 'YYYY-MM-DD') AS issue_date,
            t.nts_approval_no, t.status, t.close_yn AS "closeYn",
            CASE WHEN p.member_no IS NULL THEN NULL ELSE json_build_object(
              'management_fee', p.management_fee, 'fee_vat', p.fee_vat, 'brought_forward', p.brought_forward, 'transfer_amount', p.transfer_amount,
              'carried_forward', p.carried_forward, 'transfer_due', to_char(p.transfer_due, 'YYYY-MM-DD'), 'paid_on', to_char(p.paid_on, 'YYYY-MM-DD'), 'transfer_ref', p.transfer_ref,
              'status', CASE WHEN p.paid_on IS NOT NULL THEN 'PAID' WHEN p.transfer_amount > 0 THEN 'SCHEDULED' ELSE 'CARRIED' END) END AS settlement
       FROM tax_invoices t LEFT JOIN payouts p ON p.member_no = t.member_no AND p.std_month = t.std_month AND t.status IN ('REQUESTED', 'ISSUED')
      WHERE t.member_no = ANY($1::text[]) AND t.std_month = $2 ORDER BY t.member_no`,
    [members, body.std_month],
  );
  return { data: rows };
}

/** A month is closed for the owner when every one of their invoices of that month is closed. */
export async function taxCloseList(db: Db, owner: OwnerScope, body: z.output<typeof S.taxCloseListBody>): Promise<Out<typeof S.taxCloseListResult>> {
  checkProperty(owner, body);
  const rows = await db.query<{ std_month: string; all_closed: boolean }>(
    `SELECT std_month, bool_and(close_yn = 'Y') AS all_closed FROM tax_invoices
      WHERE member_no = ANY($1::text[]) AND std_month LIKE $2 GROUP BY std_month`,
    [owner.memberNos, `${body.target_year}__`],
  );
  const closed = new Map(rows.map((r) => [r.std_month, r.all_closed]));
  return {
    data: Array.from({ length: 12 }, (_, i) => {
      const stdMonth = `${body.target_year}${String(i + 1).padStart(2, '0')}`;
      return { stdMonth, closeYn: closed.get(stdMonth) ? ('Y' as const) : ('N' as const) };
    }),
  };
}

export async function incentiveList(db: Db, owner: OwnerScope, body: z.output<typeof S.incentiveListBody>): Promise<Out<typeof S.incentiveListResult>> {
  const members = memberNosOf(owner, body);
  const where = `member_no = ANY($1::text[]) AND ($2::text IS NULL OR to_char(period_end, 'YYYY') = $2)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incentives WHERE ${where}`, [members, body.target_year ?? null]);
  const { limit, offset } = page(body);
  const rows = await db.query<Out<typeof S.incentiveListResult>['data'][number]>(
    `SELECT incentive_seq, member_no, incentive_type, to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
            amount, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, note
       FROM incentives WHERE ${where} ORDER BY period_end DESC, incentive_seq DESC LIMIT $3 OFFSET $4`,
    [members, body.target_year ?? null, limit, offset],
  );
  return { data: rows, total_count: count!.n, page: body.page, page_size: body.page_size };
}
