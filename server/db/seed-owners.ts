import crypto from 'node:crypto';
import { hashPassword } from '../api/domain/password.ts';
import { storeFile, storeFiles } from './files.ts';
import type { Queryable } from './index.ts';
import { addDays, dayOfWeek, daysBetween, daysInMonth, writtenDay } from '../../contracts/seoul-clock.ts';
import { rateMultiplier, seasonWeight } from './seed-data/calendar.ts';
import { formatBusinessNumber, withCheckDigit } from '../../contracts/bizno.ts';

// The owner side of the demo seed (DOMAIN.md, DESIGN §5): units, owners, daily operations from
// 2022-01-01 to today, monthly revenue and cost lines, closings and everything paid out of them.
// Every figure is derived from the one before it, so that revenue → P&L → distribution →
// earnings → tax invoice → dividend adds up to the won. Randomness comes from mulberry32 seeded
// with a fixed seed mixed with a key (property and date, member and month …), so a past day or
// month keeps its figures when the seed runs again on a later day.

const SEED = 0x2a0c_2022;
const FIRST_DAY = '2022-01-01';
const FIRST_MONTH = '202201';
/** Every demo account's password (README, demo log-ins). */
export const DEMO_PASSWORD = 'demo1234!';
const VAT_RATE_PERCENT = 10;
const MANAGEMENT_FEE_RATE = 0.03;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Random {
  private readonly next: () => number;
  constructor(key: string) {
    this.next = mulberry32(SEED ^ fnv1a(key));
  }
  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

// ---------------------------------------------------------------------------------------------
// Dates and months ('YYYY-MM-DD' days, 'YYYYMM' months)

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const monthOf = (date: string) => date.slice(0, 4) + date.slice(5, 7);
const yearOf = (ym: string) => Number(ym.slice(0, 4));
const monthNo = (ym: string) => Number(ym.slice(4, 6));
const dayIn = (ym: string, day: number) => `${ym.slice(0, 4)}-${ym.slice(4, 6)}-${pad(day)}`;

function nextMonth(ym: string): string {
  const y = yearOf(ym);
  const m = monthNo(ym);
  return m === 12 ? `${y + 1}01` : `${y}${pad(m + 1)}`;
}

function monthsFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ym = from; ym <= to; ym = nextMonth(ym)) out.push(ym);
  return out;
}

/** A month is closed on the 10th of the next month at 18:00 KST (DOMAIN: profit fix). */
const closingDay = (ym: string) => dayIn(nextMonth(ym), 10);
const payDay = (ym: string) => dayIn(nextMonth(ym), 25);
const kst = (date: string, time: string) => `${date}T${time}:00+09:00`;
const quarterOf = (ym: string) => `${ym.slice(0, 4)}Q${Math.ceil(monthNo(ym) / 3)}`;

// ---------------------------------------------------------------------------------------------
// Properties and their rooms

interface Property {
  hotelSeq: number;
  ownerCode: number;
  nameEn: string;
  shortKo: string;
  totalRooms: number;
  roomsPerFloor: number;
  poolRatio: string; // numeric(5,4), kept as text so the distribution is computed exactly
  feePerM2: number; // a multiple of 100, so that area (2 decimals) × fee is whole won
  baseAdr: number;
  demand: number;
  winterDemand: number;
  facilityRatio: readonly [number, number];
  ffeRate: number;
  /** Monthly fixed costs (labour core, utilities base, repairs, insurance, taxes) in 2022 won. */
  fixedCosts: number;
  facilities: readonly { name: string; type: FacilityType; time: readonly string[] }[];
}

type FacilityType = 'golf' | 'spa' | 'dining' | 'leisure';

const properties: readonly Property[] = [
  {
    hotelSeq: 101, ownerCode: 13, nameEn: 'RAON Resort Sokcho', shortKo: '라온속초',
    totalRooms: 412, roomsPerFloor: 24, poolRatio: '0.4500', feePerM2: 3200,
    baseAdr: 205_000, demand: 1.0, winterDemand: 0.97, facilityRatio: [0.12, 0.15], ffeRate: 0.03,
    fixedCosts: 650_000_000,
    facilities: [
      { name: '설악 밸리 CC', type: 'golf', time: ['06:48', '07:12', '07:36', '11:20', '12:04'] },
      { name: '라온 스파 속초', type: 'spa', time: ['10:00', '15:00', '19:30'] },
      { name: '대포항 씨푸드 다이닝', type: 'dining', time: ['12:00', '18:00', '19:00'] },
      { name: '설악 케이블카', type: 'leisure', time: ['09:30', '13:00'] },
      { name: '영랑호 카약 클럽', type: 'leisure', time: ['10:00', '14:00'] },
    ],
  },
  {
    hotelSeq: 102, ownerCode: 14, nameEn: 'RAON Hotel Naksan', shortKo: '라온낙산',
    totalRooms: 268, roomsPerFloor: 20, poolRatio: '0.4200', feePerM2: 2900,
    baseAdr: 178_000, demand: 0.97, winterDemand: 0.9, facilityRatio: [0.08, 0.1], ffeRate: 0.025,
    fixedCosts: 390_000_000,
    facilities: [
      { name: '낙산 오션 CC', type: 'golf', time: ['07:05', '07:40', '12:15'] },
      { name: '라온 낙산 워터 스파', type: 'spa', time: ['11:00', '16:00', '20:00'] },
      { name: '하조대 그릴', type: 'dining', time: ['12:30', '18:30'] },
      { name: '양양 서핑 아카데미', type: 'leisure', time: ['09:00', '13:30'] },
    ],
  },
  {
    hotelSeq: 103, ownerCode: 15, nameEn: 'RAON Resort Gyeongju', shortKo: '라온경주',
    totalRooms: 336, roomsPerFloor: 28, poolRatio: '0.4500', feePerM2: 3000,
    baseAdr: 192_000, demand: 0.98, winterDemand: 0.97, facilityRatio: [0.12, 0.15], ffeRate: 0.03,
    fixedCosts: 500_000_000,
    facilities: [
      { name: '보문 레이크 CC', type: 'golf', time: ['06:56', '07:28', '08:00', '12:32'] },
      { name: '라온 경주 한방 스파', type: 'spa', time: ['10:30', '15:30', '19:00'] },
      { name: '황리단길 한정식 다온', type: 'dining', time: ['12:00', '18:00'] },
      { name: '보문호 자전거 투어', type: 'leisure', time: ['09:00', '15:00'] },
    ],
  },
];

const propertyBySeq = new Map(properties.map((p) => [p.hotelSeq, p]));

interface Unit {
  hotelSeq: number;
  roomNo: string;
  roomType: string;
  areaCenti: number; // area in 0.01 m²
  shareUnits: bigint; // share ratio × 10^10
}

// Units are sized in pyeong (평), as Korean condos are sold; 1 평 = 3.3058 m².
const roomTypes = {
  standard: { name: 'Standard', pyeong: [10, 11] },
  deluxe: { name: 'Deluxe', pyeong: [13, 15] },
  premier: { name: 'Premier', pyeong: [17, 18] },
  family: { name: 'Family Suite', pyeong: [20, 25] },
  royal: { name: 'Royal Suite', pyeong: [28, 30] },
} as const;

function roomLayout(p: Property): Unit[] {
  const floors = Math.ceil(p.totalRooms / p.roomsPerFloor);
  const topFloor = floors + 1;
  const units: Unit[] = [];
  for (let n = 0; n < p.totalRooms; n++) {
    const floor = 2 + Math.floor(n / p.roomsPerFloor);
    const pos = (n % p.roomsPerFloor) + 1;
    const kind =
      floor === topFloor && pos <= 4 ? roomTypes.royal
        : pos === 1 || pos === p.roomsPerFloor ? roomTypes.family
          : pos === 2 || pos === p.roomsPerFloor - 1 ? roomTypes.premier
            : pos % 2 === 0 ? roomTypes.standard : roomTypes.deluxe;
    // Units stacked above each other share a plan, so the size depends on the position only.
    const r = new Random(`plan:${p.hotelSeq}:${kind.name}:${pos}`);
    const pyeong = r.int(kind.pyeong[0], kind.pyeong[1]);
    units.push({ hotelSeq: p.hotelSeq, roomNo: `${floor}${pad(pos)}`, roomType: kind.name, areaCenti: Math.round(pyeong * 330.58), shareUnits: 0n });
  }
  // Share by area, rounded to 10 decimals; the last unit takes the remainder so the sum is exactly 1.
  const total = BigInt(units.reduce((s, u) => s + u.areaCenti, 0));
  const ONE = 10n ** 10n;
  let assigned = 0n;
  units.forEach((u, i) => {
    u.shareUnits = i === units.length - 1 ? ONE - assigned : (BigInt(u.areaCenti) * ONE * 2n + total) / (2n * total);
    assigned += u.shareUnits;
  });
  return units;
}

const shareText = (units: bigint) => `0.${units.toString().padStart(10, '0')}`;
const areaText = (centi: number) => `${Math.floor(centi / 100)}.${pad(centi % 100)}`;

/** floor(profit × pool ratio × share) in exact decimal arithmetic, as numeric would compute it. */
function distributionOf(profit: number, poolRatio: string, shareUnits: bigint): number {
  if (profit <= 0) return 0;
  const ratio = BigInt(poolRatio.replace('.', ''));
  return Number((BigInt(profit) * ratio * shareUnits) / 10n ** 14n);
}

// ---------------------------------------------------------------------------------------------
// Demo users and their contracts

interface DemoUnit {
  hotelSeq: number;
  roomNo: string;
  contractStart: string;
  bankName: string;
  bankAccount: string;
}

interface DemoUser {
  loginId: string;
  userType: 'MEMBERSHIP' | 'GENERAL';
  userName: string;
  hotelCode: number | null;
  phone: string;
  units: DemoUnit[];
  joinedOn: string;
}

const demoUsers: readonly DemoUser[] = [
  {
    loginId: 'sokcho01', userType: 'MEMBERSHIP', userName: '김민준', hotelCode: 13, phone: '010-2481-3057', joinedOn: '2021-03-15',
    units: [{ hotelSeq: 101, roomNo: '1203', contractStart: '2021-03-15', bankName: '신한은행', bankAccount: '110-***-***456' }],
  },
  {
    loginId: 'naksan01', userType: 'MEMBERSHIP', userName: '박지훈', hotelCode: 14, phone: '010-7315-2290', joinedOn: '2021-05-20',
    units: [{ hotelSeq: 102, roomNo: '1102', contractStart: '2021-05-20', bankName: 'KB국민은행', bankAccount: '943-***-***218' }],
  },
  {
    loginId: 'gyeongju01', userType: 'MEMBERSHIP', userName: '최수아', hotelCode: 15, phone: '010-5062-8814', joinedOn: '2021-04-01',
    units: [{ hotelSeq: 103, roomNo: '1009', contractStart: '2021-04-01', bankName: '우리은행', bankAccount: '1002-***-***731' }],
  },
  {
    loginId: 'multi01', userType: 'MEMBERSHIP', userName: '이서연', hotelCode: 13, phone: '010-3928-4406', joinedOn: '2021-02-01',
    units: [
      { hotelSeq: 101, roomNo: '1507', contractStart: '2021-02-01', bankName: '하나은행', bankAccount: '391-***-***605' },
      { hotelSeq: 101, roomNo: '1508', contractStart: '2021-02-01', bankName: '하나은행', bankAccount: '391-***-***605' },
      { hotelSeq: 101, roomNo: '1812', contractStart: '2021-09-10', bankName: '하나은행', bankAccount: '391-***-***605' },
    ],
  },
  {
    loginId: 'guest01', userType: 'GENERAL', userName: '정하늘', hotelCode: null, phone: '010-6240-1187', joinedOn: '2024-05-02',
    units: [],
  },
  {
    loginId: 'sokcho02', userType: 'MEMBERSHIP', userName: '윤도현', hotelCode: 13, phone: '010-8853-6172', joinedOn: '2021-07-12',
    units: [{ hotelSeq: 101, roomNo: '1406', contractStart: '2021-07-12', bankName: 'NH농협은행', bankAccount: '302-***-***471' }],
  },
];

interface Member {
  memberNo: string;
  userSeq: number;
  user: DemoUser;
  unit: Unit;
  unitSeq: number;
  property: Property;
  contractStart: string;
  bankAccount: string;
}

// ---------------------------------------------------------------------------------------------
// Daily operations (SPEC §3 daily row)

interface DailyRow {
  date: string;
  salesAvailable: number;
  occ: number;
  dayUse: number;
  oooo: number;
  hous: number;
  comp: number;
  stay: number;
  arrivals: number;
  departures: number;
  vacant: number;
  roomFee: number;
}

const demandByYear: Record<number, number> = { 2022: 0.93, 2023: 0.98, 2024: 1, 2025: 1.02, 2026: 1.03, 2027: 1.04 };
const rateByYear: Record<number, number> = { 2022: 0.93, 2023: 0.97, 2024: 1, 2025: 1.03, 2026: 1.06, 2027: 1.09 };

function dailyOperations(p: Property, today: string): DailyRow[] {
  const rows: DailyRow[] = [];
  let prevStay = Math.round(p.totalRooms * 0.45);
  for (let date = FIRST_DAY; date <= today; date = addDays(date, 1)) {
    const r = new Random(`daily:${p.hotelSeq}:${date}`);
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const winter = month === 12 || month <= 2;
    const oooo = r.int(0, Math.floor(p.totalRooms * 0.02));
    const salesAvailable = p.totalRooms - oooo;
    const demand = Math.min(0.97, Math.max(0.3,
      seasonWeight(date) * p.demand * (demandByYear[year] ?? 1) * (winter ? p.winterDemand : 1) + r.float(-0.04, 0.04)));
    const comp = r.int(0, Math.floor(p.totalRooms * 0.01));
    const hous = r.int(0, Math.floor(p.totalRooms * 0.006));
    const sold = Math.min(Math.round(salesAvailable * demand), salesAvailable - comp - hous);
    const weekend = dayOfWeek(date) === 5 || dayOfWeek(date) === 6;
    const dayUse = Math.round(sold * (weekend ? r.float(0.003, 0.01) : r.float(0.01, 0.035)));
    const occ = sold - dayUse;
    const stay = occ + comp + hous;
    // Arrivals minus departures is the change of in-house rooms; the rest is turnover.
    const turnover = Math.round(Math.min(stay, prevStay) * r.float(0.5, 0.68));
    const arrivals = turnover + Math.max(0, stay - prevStay);
    const departures = turnover + Math.max(0, prevStay - stay);
    const rate = p.baseAdr * rateMultiplier(date) * (rateByYear[year] ?? 1) * r.float(0.97, 1.03);
    const adr = Math.round(Math.min(420_000, Math.max(130_000, rate)) / 100) * 100;
    const dayUseRate = Math.round((adr * 0.4) / 100) * 100;
    rows.push({
      date, salesAvailable, occ, dayUse, oooo, hous, comp, stay, arrivals, departures,
      vacant: salesAvailable - occ - dayUse - comp - hous,
      roomFee: occ * adr + dayUse * dayUseRate,
    });
    prevStay = stay;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Monthly P&L

const costKeys = [
  'labor', 'utilities', 'supplies', 'laundry', 'repairs', 'commissions', 'card_fees', 'marketing',
  'insurance', 'property_tax', 'management_fee', 'ffe_reserve',
] as const;
type CostKey = (typeof costKeys)[number];
const revenueKeys = ['room', 'fnb', 'facility', 'other'] as const;
type RevenueKey = (typeof revenueKeys)[number];

interface MonthPnl {
  ym: string;
  revenue: Record<RevenueKey, number>;
  costs: Record<CostKey, number>;
  profit: number;
}

function monthPnl(p: Property, ym: string, roomRevenue: number, daysCovered: number): MonthPnl {
  const r = new Random(`pnl:${p.hotelSeq}:${ym}`);
  const revenue: Record<RevenueKey, number> = {
    room: roomRevenue,
    fnb: Math.round(roomRevenue * r.float(0.25, 0.35)),
    facility: Math.round(roomRevenue * r.float(p.facilityRatio[0], p.facilityRatio[1])),
    other: Math.round(roomRevenue * r.float(0.02, 0.04)),
  };
  const total = revenueKeys.reduce((s, k) => s + revenue[k], 0);
  const m = monthNo(ym);
  // Fixed costs grow with wages and prices and accrue by day, so an open month carries its part.
  const fixed = p.fixedCosts * 1.035 ** (yearOf(ym) - 2022) * (daysCovered / daysInMonth(yearOf(ym), m));
  const heating = m === 12 || m <= 2 ? 1.3 : m === 7 || m === 8 ? 1.25 : 1;
  const noise = () => r.float(0.96, 1.04);
  const costs: Record<CostKey, number> = {
    labor: Math.round((fixed * 0.5 + total * 0.16) * noise()),
    utilities: Math.round((fixed * 0.15 * heating + total * 0.015) * noise()),
    supplies: Math.round(total * 0.045 * noise()),
    laundry: Math.round(roomRevenue * 0.03 * noise()),
    repairs: Math.round(fixed * 0.1 * r.float(0.7, 1.4)),
    commissions: Math.round(roomRevenue * r.float(0.08, 0.12)),
    card_fees: Math.round(total * r.float(0.015, 0.02)),
    marketing: Math.round((fixed * 0.06 + total * 0.01) * noise()),
    insurance: Math.round(fixed * 0.05),
    property_tax: Math.round(fixed * 0.09),
    management_fee: Math.round(total * MANAGEMENT_FEE_RATE),
    ffe_reserve: Math.round(total * p.ffeRate),
  };
  const cost = costKeys.reduce((s, k) => s + costs[k], 0);
  return { ym, revenue, costs, profit: total - cost };
}

/**
 * Corrections found after a month was closed (DOMAIN: "corrections after closing should be visible
 * as such"): a closed month stays final, so the difference is booked as an adjustment of a later
 * month that is not closed yet, with the operator's ledger text naming the month it corrects. One
 * every few months per property: a utility bill settled above its estimate, an OTA commission
 * refund, an insurance premium refund.
 */
export interface Adjustment { ym: string; amount: number; reason: string }
function adjustmentsOf(p: Property, months: readonly string[], pnl: ReadonlyMap<string, MonthPnl>): Adjustment[] {
  const out: Adjustment[] = [];
  months.forEach((ym, i) => {
    if (i < 2 || (i + p.hotelSeq) % 5 !== 0) return;
    const corrected = months[i - 2]!;
    const before = pnl.get(`${p.hotelSeq}:${corrected}`)!;
    const label = `${corrected.slice(0, 4)}년 ${Number(corrected.slice(4))}월`;
    const r = new Random(`adjustment:${p.hotelSeq}:${ym}`);
    const kind = (i + p.hotelSeq) % 3;
    if (kind === 0) out.push({ ym, amount: -Math.round(before.costs.utilities * r.float(0.03, 0.08)), reason: `${label} 전기·가스 요금 확정 고지 차액` });
    else if (kind === 1) out.push({ ym, amount: Math.round(before.costs.commissions * r.float(0.02, 0.05)), reason: `${label} OTA 수수료 환급` });
    else out.push({ ym, amount: Math.round(before.costs.insurance * r.float(0.05, 0.12)), reason: `${label} 화재보험료 정산 환급` });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// A minimal PDF 1.4 writer: one A4 page of Latin text in the standard Type 1 fonts.

interface PdfLine {
  text: string;
  x: number;
  y: number;
  size: number;
  font: 'F1' | 'F2' | 'F3'; // Helvetica, Helvetica-Bold, Courier
}

const pdfString = (s: string) => `(${s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;

export function minimalPdf(title: string, lines: readonly PdfLine[], createdAt: string): Buffer {
  const stream = lines.map((l) => `BT /${l.font} ${l.size} Tf ${l.x} ${l.y} Td ${pdfString(l.text)} Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R /F3 6 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (RAON owner portal) /CreationDate (D:${createdAt}) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const won = (n: number) => (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// ---------------------------------------------------------------------------------------------
// Batched inserts

async function insertRows<T = Record<string, unknown>>(
  tx: Queryable, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[], returning = '', batch = 500,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    out.push(...(await tx.query<T>(sql, params)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The step

export async function seedOwners(tx: Queryable, today: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || today < FIRST_DAY) throw new Error(`seedOwners: bad today ${today}`);
  const currentMonth = monthOf(today);
  const months = monthsFrom(FIRST_MONTH, currentMonth);
  const closed = (ym: string) => today >= closingDay(ym);

  // Properties and units
  await insertRows(tx, 'property_settings', ['hotel_seq', 'total_rooms', 'owner_pool_ratio', 'management_fee_per_m2'],
    properties.map((p) => [p.hotelSeq, p.totalRooms, p.poolRatio, p.feePerM2]));
  const units = properties.flatMap(roomLayout);
  const unitRows = await insertRows<{ unit_seq: number; hotel_seq: number; room_no: string }>(tx, 'room_units',
    ['hotel_seq', 'room_no', 'room_type', 'area_m2', 'share_ratio'],
    units.map((u) => [u.hotelSeq, u.roomNo, u.roomType, areaText(u.areaCenti), shareText(u.shareUnits)]),
    'unit_seq, hotel_seq, room_no');
  const unitSeq = new Map(unitRows.map((r) => [`${r.hotel_seq}:${r.room_no}`, r.unit_seq]));
  const unitByKey = new Map(units.map((u) => [`${u.hotelSeq}:${u.roomNo}`, u]));

  // Users (one hash for all: argon2id is deliberately slow) and their member numbers
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = await insertRows<{ user_seq: number; login_id: string }>(tx, 'users',
    ['login_id', 'password_hash', 'user_type', 'user_name', 'hotel_code', 'phone', 'email', 'created_at'],
    demoUsers.map((u) => [u.loginId, passwordHash, u.userType, u.userName, u.hotelCode, u.phone, `${u.loginId}@example.com`, kst(u.joinedOn, '10:00')]),
    'user_seq, login_id');
  const userSeq = new Map(userRows.map((r) => [r.login_id, r.user_seq]));
  const members: Member[] = demoUsers.flatMap((user) => user.units.map((du) => {
    const property = propertyBySeq.get(du.hotelSeq)!;
    const key = `${du.hotelSeq}:${du.roomNo}`;
    return {
      memberNo: `${property.ownerCode}-${du.roomNo}-01`, userSeq: userSeq.get(user.loginId)!, user,
      unit: unitByKey.get(key)!, unitSeq: unitSeq.get(key)!, property, contractStart: du.contractStart, bankAccount: du.bankAccount,
    };
  }));
  await insertRows(tx, 'members', ['member_no', 'user_seq', 'unit_seq', 'contract_start', 'bank_name', 'bank_account', 'created_at'],
    members.map((m) => {
      const du = m.user.units.find((u) => u.roomNo === m.unit.roomNo && u.hotelSeq === m.unit.hotelSeq)!;
      return [m.memberNo, m.userSeq, m.unitSeq, m.contractStart, du.bankName, du.bankAccount, kst(m.contractStart, '10:00')];
    }));

  // Daily operations, monthly revenue and cost lines, closings
  const pnl = new Map<string, MonthPnl>(); // `${hotelSeq}:${ym}`
  for (const p of properties) {
    const rows = dailyOperations(p, today);
    await insertRows(tx, 'daily_operations',
      ['hotel_seq', 'sale_date', 'sales_available', 'occ_rooms', 'day_use', 'oooo_rooms', 'hous_rooms', 'comp_rooms',
        'stay', 'exp_arrv_rooms', 'exp_dept_rooms', 'vacant', 'room_fee'],
      rows.map((d) => [p.hotelSeq, d.date, d.salesAvailable, d.occ, d.dayUse, d.oooo, d.hous, d.comp, d.stay, d.arrivals, d.departures, d.vacant, d.roomFee]));
    const room = new Map<string, { fee: number; days: number }>();
    for (const d of rows) {
      const acc = room.get(monthOf(d.date)) ?? { fee: 0, days: 0 };
      acc.fee += d.roomFee;
      acc.days += 1;
      room.set(monthOf(d.date), acc);
    }
    for (const ym of months) {
      const acc = room.get(ym)!;
      pnl.set(`${p.hotelSeq}:${ym}`, monthPnl(p, ym, acc.fee, acc.days));
    }
  }
  // Adjustments enter the month's operating profit (revenue − cost + adjustments), so the
  // distribution below and the API's statement are computed from the same figure.
  const adjustments = properties.flatMap((p) => adjustmentsOf(p, months, pnl).map((a) => ({ hotelSeq: p.hotelSeq, ...a })));
  for (const a of adjustments) pnl.get(`${a.hotelSeq}:${a.ym}`)!.profit += a.amount;
  await insertRows(tx, 'profit_adjustments', ['hotel_seq', 'std_month', 'amount', 'reason', 'created_at'],
    adjustments.map((a) => [a.hotelSeq, a.ym, a.amount, a.reason, kst(`${a.ym.slice(0, 4)}-${a.ym.slice(4)}-15`, '10:00')]));
  const pnls = [...pnl.entries()].map(([key, v]) => ({ hotelSeq: Number(key.split(':')[0]), ...v }));
  await insertRows(tx, 'monthly_revenue_lines', ['hotel_seq', 'std_month', 'line_key', 'amount'],
    pnls.flatMap((m) => revenueKeys.map((k) => [m.hotelSeq, m.ym, k, m.revenue[k]])));
  await insertRows(tx, 'monthly_cost_lines', ['hotel_seq', 'std_month', 'line_key', 'amount'],
    pnls.flatMap((m) => costKeys.map((k) => [m.hotelSeq, m.ym, k, m.costs[k]])));
  await insertRows(tx, 'month_closings', ['hotel_seq', 'std_month', 'closed_at'],
    pnls.filter((m) => closed(m.ym)).map((m) => [m.hotelSeq, m.ym, kst(closingDay(m.ym), '18:00')]));

  // Per member: the payout ledger, maintenance fees and tax invoices by month; a quarterly
  // statement of the quarter's transfers (server/db/migrations/014_payout_ledger.sql).
  const ledgerRows: unknown[][] = [];
  const feeRows: unknown[][] = [];
  const invoiceRows: unknown[][] = [];
  const statements: { member: Member; period: string; amount: number; paidOn: string | null; pdf: Buffer }[] = [];
  for (const m of members) {
    const p = m.property;
    const first = monthOf(m.contractStart) > FIRST_MONTH ? monthOf(m.contractStart) : FIRST_MONTH;
    const fee = (m.unit.areaCenti * p.feePerM2) / 100;
    const quarters = new Map<string, LedgerMonth[]>();
    let owed = 0; // what the owner still owes from earlier months (≤ 0), carried forward
    for (const ym of months.filter((x) => x >= first)) {
      const distribution = distributionOf(pnl.get(`${p.hotelSeq}:${ym}`)!.profit, p.poolRatio, m.unit.shareUnits);
      const vat = vatOf(distribution);
      if (!closed(ym)) {
        invoiceRows.push([m.memberNo, ym, distribution, vat, null, null, 'DRAFT', 'N', null, null]);
        continue;
      }
      const entry = ledgerMonth(m.memberNo, ym, distribution, fee, owed, today);
      owed = entry.carriedForward;
      ledgerRows.push([m.memberNo, ym, entry.distribution, entry.supplyVat, entry.fee, entry.feeVat, entry.broughtForward,
        entry.transfer, entry.carriedForward, entry.due, entry.paidOn, entry.ref]);
      const common = Math.round(fee * 0.6);
      const utility = Math.round(fee * 0.25);
      feeRows.push([m.memberNo, ym, common, utility, fee - common - utility]);
      // The reverse-issued invoice is requested when the month is settled; the owner approves it
      // the same day, but the last settled month's still awaits its approval (issue 28, point 3).
      const issued = closingDay(ym);
      const requestedAt = kst(issued, '18:00');
      if (!closed(nextMonth(ym))) {
        invoiceRows.push([m.memberNo, ym, distribution, vat, null, null, 'REQUESTED', 'Y', requestedAt, null]);
      } else {
        const approval = `${issued.replace(/-/g, '')}-410000${p.ownerCode}-${crypto.createHash('sha256').update(`${m.memberNo}:${ym}`).digest('hex').slice(0, 8)}`;
        invoiceRows.push([m.memberNo, ym, distribution, vat, issued, approval, 'ISSUED', 'Y', requestedAt, kst(issued, '21:00')]);
      }
      const q = quarters.get(quarterOf(ym)) ?? [];
      q.push(entry);
      quarters.set(quarterOf(ym), q);
    }
    for (const [period, rows] of quarters) {
      if (rows.length < 3) continue;
      // The quarter's statement: its three months' transfers, dated by the last one made.
      const amount = rows.reduce((s, r) => s + r.transfer, 0);
      const paidOn = rows.map((r) => r.paidOn).filter((d): d is string => d !== null).sort().at(-1) ?? null;
      statements.push({ member: m, period, amount, paidOn, pdf: quarterStatement(m, period, rows, amount, closingDay(rows[2]!.ym)) });
    }
  }
  await insertRows(tx, 'payouts',
    ['member_no', 'std_month', 'distribution', 'supply_vat', 'management_fee', 'fee_vat', 'brought_forward', 'transfer_amount', 'carried_forward', 'transfer_due', 'paid_on', 'transfer_ref'],
    ledgerRows);
  await insertRows(tx, 'management_fees', ['member_no', 'std_month', 'common_fee', 'utility_fee', 'reserve_fee'], feeRows);
  await insertRows(tx, 'tax_invoices',
    ['member_no', 'std_month', 'supply_amount', 'vat_amount', 'issue_date', 'nts_approval_no', 'status', 'close_yn', 'requested_at', 'approved_at'], invoiceRows);
  const fileSeqs = await storeFiles(tx, statements.map((s) => ({
    filePath: `owner/${s.member.userSeq}/dividend/`, fileName: `${s.member.memberNo}-${s.period}.pdf`, contentType: 'application/pdf',
    content: s.pdf, visibility: 'owner' as const, ownerUserSeq: s.member.userSeq, altText: `${s.period} 분기 정산·지급 명세서 (${s.member.memberNo})`,
  })));
  await insertRows(tx, 'dividends', ['member_no', 'period', 'amount', 'paid_on', 'file_seq'],
    statements.map((s, i) => [s.member.memberNo, s.period, s.amount, s.paidOn, fileSeqs[i]!]));

  await seedTaxProfiles(tx, members);
  await seedIncentives(tx, members, today);
  await seedReservations(tx, members, today);
  await seedNotices(tx, today);
  await seedVocs(tx, members, today);
}

/** VAT at 10 %, rounded to the won, as on the tax invoices. */
const vatOf = (amount: number) => Math.round((amount * VAT_RATE_PERCENT) / 100);

/** One settled month of a unit's payout ledger (server/db/migrations/014_payout_ledger.sql). */
export interface LedgerMonth {
  ym: string; distribution: number; supplyVat: number; fee: number; feeVat: number; settlement: number;
  broughtForward: number; transfer: number; carriedForward: number; due: string; paidOn: string | null; ref: string | null;
}

/**
 * A settled month: the distribution with its VAT, less the maintenance fee with its VAT, plus what
 * the owner still owed (≤ 0). A positive balance is transferred on the 25th of the next month (paid
 * once that day has come, with its bank reference); anything else is carried forward as owed.
 */
export function ledgerMonth(memberNo: string, ym: string, distribution: number, fee: number, owed: number, today: string): LedgerMonth {
  const supplyVat = vatOf(distribution);
  const feeVat = vatOf(fee);
  const settlement = distribution + supplyVat - fee - feeVat;
  const balance = settlement + owed;
  const transfer = Math.max(0, balance);
  const due = payDay(ym);
  const paidOn = transfer > 0 && due <= today ? due : null;
  return {
    ym, distribution, supplyVat, fee, feeVat, settlement, broughtForward: owed, transfer, carriedForward: Math.min(0, balance), due, paidOn,
    ref: paidOn ? `RAON${paidOn.replace(/-/g, '')}-${memberNo}` : null,
  };
}

/** The quarter's statement (a document of the data room): the three months of the ledger, not a payment of its own. */
function quarterStatement(m: Member, period: string, rows: readonly LedgerMonth[], amount: number, issuedOn: string): Buffer {
  const p = m.property;
  const col = (s: string, w: number) => s.padStart(w);
  const ymText = (ym: string) => `${ym.slice(0, 4)}-${ym.slice(4)}`;
  const lines: PdfLine[] = [
    { text: p.nameEn, x: 40, y: 780, size: 18, font: 'F2' },
    { text: `Quarterly payout statement ${period}`, x: 40, y: 752, size: 14, font: 'F2' },
    { text: `Member ${m.memberNo}  -  Unit ${m.unit.roomNo} (${m.unit.roomType}, ${areaText(m.unit.areaCenti)} m2)`, x: 40, y: 720, size: 11, font: 'F1' },
    { text: `Unit share ${shareText(m.unit.shareUnits)}  -  Owner pool ratio ${(Number(p.poolRatio) * 100).toFixed(2)}%`, x: 40, y: 702, size: 11, font: 'F1' },
    { text: `Maintenance fee ${won(p.feePerM2)} KRW per m2 per month, plus VAT`, x: 40, y: 684, size: 11, font: 'F1' },
    { text: `${'Month'.padEnd(8)}${col('Distribution', 13)}${col('+VAT', 10)}${col('-Fee+VAT', 11)}${col('Owed b/f', 11)}${col('Transfer', 12)}  ${'Paid on'.padEnd(11)}`, x: 40, y: 648, size: 9, font: 'F3' },
    ...rows.map((r, i) => ({
      text: `${ymText(r.ym).padEnd(8)}${col(won(r.distribution), 13)}${col(won(r.supplyVat), 10)}${col(won(r.fee + r.feeVat), 11)}${col(won(r.broughtForward), 11)}${col(won(r.transfer), 12)}  ${(r.paidOn ?? (r.transfer > 0 ? `due ${r.due}` : 'carried')).padEnd(11)}`,
      x: 40, y: 630 - i * 16, size: 9, font: 'F3' as const,
    })),
    { text: `Transferred for the quarter: KRW ${won(amount)} (the sum of the monthly transfers above, not a further payment)`, x: 40, y: 566, size: 10, font: 'F2' },
    ...(rows.at(-1)!.carriedForward < 0 ? [{ text: `Owed at the end of the quarter, carried forward: KRW ${won(-rows.at(-1)!.carriedForward)}`, x: 40, y: 548, size: 10, font: 'F1' as const }] : []),
    { text: `Account ${m.bankAccount}`, x: 40, y: 530, size: 10, font: 'F1' },
    { text: 'Distribution = operating profit x owner pool ratio x unit share, rounded down to the won.', x: 40, y: 500, size: 9, font: 'F1' },
    { text: 'The owner invoices the distribution with 10% VAT (to be remitted by the owner); the maintenance fee is invoiced with 10% VAT.', x: 40, y: 486, size: 9, font: 'F1' },
    { text: 'A month that does not cover what is owed transfers nothing; the balance is carried forward.', x: 40, y: 472, size: 9, font: 'F1' },
    { text: 'RAON Hotels & Resorts Co., Ltd.', x: 40, y: 60, size: 9, font: 'F1' },
  ];
  const created = issuedOn.replace(/-/g, '') + "090000+09'00'";
  return minimalPdf(`${p.nameEn} - Quarterly payout statement ${period} - Member ${m.memberNo}`, lines, created);
}

async function seedTaxProfiles(tx: Queryable, members: readonly Member[]): Promise<void> {
  const byUser = new Map<number, Member[]>();
  for (const m of members) byUser.set(m.userSeq, [...(byUser.get(m.userSeq) ?? []), m]);
  await insertRows(tx, 'owner_tax_profiles', ['user_seq', 'business_registration', 'trade_name', 'representative', 'invoice_email', 'updated_at'],
    [...byUser.entries()].map(([seq, ms]) => {
      const first = ms[0]!;
      const r = new Random(`tax:${first.user.loginId}`);
      // A number whose check digit holds (NTS rule, contracts/bizno.ts): the supplier form accepts it as it is (issue 28).
      const brn = formatBusinessNumber(withCheckDigit(`${r.int(101, 899)}${pad(r.int(1, 99))}${pad(r.int(1000, 9999), 4)}`));
      const rooms = ms.length > 1 ? `${first.unit.roomNo}호 외 ${ms.length - 1}실` : `${first.unit.roomNo}호`;
      return [seq, brn, `${first.user.userName} (${first.property.shortKo} ${rooms})`, first.user.userName,
        `${first.user.loginId}@example.com`, kst(first.contractStart, '11:00')];
    }));
}

async function seedIncentives(tx: Queryable, members: readonly Member[], today: string): Promise<void> {
  const since = addDays(today, -730);
  const rows: (readonly unknown[])[] = [];
  for (const m of members) {
    const r = new Random(`incentive:${m.memberNo}`);
    const items: { type: string; start: string; end: string; amount: number; note: string }[] = [];
    for (let y = Number(since.slice(0, 4)); y <= Number(today.slice(0, 4)); y++) {
      for (const [start, end, label] of [[`${y}-01-01`, `${y}-06-30`, '상반기'], [`${y}-07-01`, `${y}-12-31`, '하반기']] as const) {
        if (start < since || end >= today) continue;
        const nights = r.int(2, 8);
        items.push({ type: 'UNUSED_STAY', start, end, amount: nights * 60_000, note: `${y}년 ${label} 미사용 소유자 숙박 ${nights}박 보상` });
      }
      const q3 = { start: `${y}-07-01`, end: `${y}-09-30` };
      if (q3.start >= since && q3.end < today && r.chance(0.8)) {
        items.push({ type: 'OCCUPANCY', ...q3, amount: r.int(15, 30) * 10_000, note: `${y}년 3분기 객실 점유율 목표 달성 인센티브` });
      }
    }
    if (r.chance(0.6)) {
      const day = addDays(today, -r.int(60, 600));
      items.push({ type: 'REFERRAL', start: day, end: day, amount: 300_000, note: '신규 소유자 추천 리워드' });
    }
    items.sort((a, b) => a.end.localeCompare(b.end));
    items.forEach((it, i) => {
      const due = dayIn(nextMonth(nextMonth(monthOf(it.end))), 25);
      const paid = i < items.length - 1 && due <= today ? due : null;
      rows.push([m.memberNo, it.type, it.start, it.end, it.amount, paid, it.note]);
    });
  }
  await insertRows(tx, 'incentives', ['member_no', 'incentive_type', 'period_start', 'period_end', 'amount', 'paid_on', 'note'], rows);
}

async function seedReservations(tx: Queryable, members: readonly Member[], today: string): Promise<void> {
  const stays: (readonly unknown[])[] = [];
  const bookings: (readonly unknown[])[] = [];
  let serial = 117;
  const createdAt = (r: Random, day: string) => kst(day, `${pad(r.int(8, 22))}:${pad(r.int(0, 59))}`);
  for (const m of members) {
    const r = new Random(`reservation:${m.memberNo}`);
    // One stay per slot keeps an owner's own stays from overlapping.
    const count = r.int(4, 10);
    const from = addDays(today, -548);
    const slot = Math.floor((548 + 90) / count);
    for (let i = 0; i < count; i++) {
      // The last slot is always ahead, so every owner has an upcoming stay to show.
      const checkIn = i === count - 1 ? addDays(today, r.int(7, 85)) : addDays(from, i * slot + r.int(0, slot - 5));
      const checkOut = addDays(checkIn, r.int(1, 3));
      const booked = [addDays(checkIn, -r.int(7, 60)), addDays(today, -1)].sort()[0]!;
      const status = checkIn > today ? (r.chance(0.12) ? 'CANCELLED' : 'CONFIRMED')
        : checkOut <= today ? (r.chance(0.12) ? 'CANCELLED' : 'COMPLETED') : 'CONFIRMED';
      const roomType = r.chance(0.7) ? m.unit.roomType : r.pick(['Deluxe', 'Premier', 'Family Suite']);
      serial += r.int(3, 40);
      stays.push([`RS${booked.slice(2).replace(/-/g, '')}${pad(serial % 10000, 4)}`, m.memberNo, roomType, checkIn, checkOut,
        r.int(1, 4), r.int(0, 2), status, createdAt(r, booked)]);
    }
    const visits = r.int(6, 15);
    const span = 365 + 60;
    const gap = Math.floor(span / visits);
    for (let i = 0; i < visits; i++) {
      const day = addDays(today, -365 + i * gap + r.int(0, gap - 1));
      const f = r.pick(m.property.facilities);
      const people = f.type === 'golf' ? r.pick([2, 3, 4, 4]) : f.type === 'spa' ? r.int(1, 2) : r.int(2, 6);
      const status = day < today ? (r.chance(0.1) ? 'CANCELLED' : 'USED')
        : daysBetween(today, day) <= 7 ? 'CONFIRMED' : r.pick(['REQUESTED', 'CONFIRMED', 'CONFIRMED', 'CANCELLED']);
      const booked = [addDays(day, -r.int(3, 30)), addDays(today, -1)].sort()[0]!;
      bookings.push([m.memberNo, f.name, f.type, day, r.pick(f.time), people, status, createdAt(r, booked)]);
    }
  }
  await insertRows(tx, 'owner_reservations',
    ['reservation_no', 'member_no', 'room_type', 'check_in', 'check_out', 'adults', 'children', 'status', 'created_at'], stays);
  await insertRows(tx, 'facility_reservations',
    ['member_no', 'facility_name', 'facility_type', 'use_date', 'use_time', 'people', 'status', 'created_at'], bookings);
}

interface NoticeTemplate {
  /** Days before today, or 'MM-DD': the latest such day not after today (seasonal notices). */
  when: number | string;
  hotelSeq: number | null;
  pinned?: boolean;
  write: (posted: string) => { title: string; content: string };
  /** A form or document attached to the notice (a PDF; its shown name is Korean, its lines ASCII). */
  attachment?: { name: string; title: string; lines: readonly string[] };
}

const quarterBefore = (date: string) => {
  const y = Number(date.slice(0, 4));
  const q = Math.ceil(Number(date.slice(5, 7)) / 3) - 1;
  return q === 0 ? { y: y - 1, q: 4 } : { y, q };
};

function postedOn(when: number | string, today: string): string {
  if (typeof when === 'number') return addDays(today, -when);
  const thisYear = `${today.slice(0, 4)}-${when}`;
  return thisYear <= today ? thisYear : `${Number(today.slice(0, 4)) - 1}-${when}`;
}

/** The general meeting: the third Saturday at least five weeks after the notice. */
function meetingDay(posted: string): string {
  let d = addDays(posted, 35);
  while (dayOfWeek(d) !== 6) d = addDays(d, 1);
  return addDays(d, 14);
}

const dateKo = (d: string) => writtenDay(d).kor;

const noticeTemplates: readonly NoticeTemplate[] = [
  {
    when: 6, hotelSeq: null, pinned: true, write: (d) => ({
      title: `[필독] ${meetingDay(d).slice(0, 4)}년 정기 소유자 총회 개최 안내`,
      content: `소유자 여러분께 안내드립니다.\n\n${meetingDay(d).slice(0, 4)}년 정기 소유자 총회를 아래와 같이 개최합니다.\n\n- 일시: ${dateKo(meetingDay(d))} 14:00\n- 장소: 라온 리조트 속초 그랜드볼룸 (온라인 동시 중계)\n- 안건: 전년도 운영 실적 및 결산 보고, 차년도 운영 계획, FF&E 적립금 집행 계획 승인\n\n참석이 어려우신 분은 소유자 포털의 위임장 양식을 작성하여 총회 3일 전까지 제출해 주시기 바랍니다.`,
    }),
    attachment: {
      name: '정기 소유자 총회 위임장 양식.pdf',
      title: 'RAON Hotels & Resorts - Proxy form for the annual owners meeting',
      lines: ['Proxy form - annual owners meeting', 'I, the owner named below, delegate my vote at the annual owners meeting to:', 'Proxy name: ______________________   Relation: ______________', 'Owner name: ______________________   Member no.: ____________', 'Signature: _______________________   Date: __________________', 'Return to the owner portal (1:1 inquiry) or by post at least 3 days before the meeting.'],
    },
  },
  {
    when: 35, hotelSeq: null, pinned: true, write: (d) => {
      const { y, q } = quarterBefore(d);
      return {
        title: `${y}년 ${q}분기 배당금 지급 일정 안내`,
        content: `${y}년 ${q}분기 운영 수익에 대한 배당금 지급 일정을 안내드립니다.\n\n- 월별 정산 마감: 익월 10일 18:00\n- 지급일: 분기 마지막 달의 익월 25일 (휴일인 경우 다음 영업일)\n- 배당금 = 해당 월 영업이익 × 소유자 풀 배분율 × 호실 지분율 − 관리비\n\n호실별 배당 명세서는 소유자 포털 [배당 자료실]에서 PDF로 내려받으실 수 있습니다.`,
      };
    },
  },
  {
    when: 62, hotelSeq: null, write: () => ({
      title: '전자세금계산서 역발행 승인 방법 안내',
      content: '운영사가 작성한 전자세금계산서(역발행)는 소유자님의 승인 후 국세청에 전송됩니다.\n\n1. 매월 10일까지 등록된 이메일로 승인 요청이 발송됩니다.\n2. 소유자 포털 [세금계산서] 메뉴에서 공급가액과 세액을 확인합니다.\n3. 사업자 정보(사업자등록번호, 상호, 대표자)가 정확한지 확인한 뒤 승인합니다.\n\n사업자 정보가 변경된 경우 승인 전에 [사업자 정보 관리]에서 수정해 주세요.',
    }),
  },
  {
    when: 88, hotelSeq: 101, write: (d) => ({
      title: '라온 리조트 속초 객실 리노베이션 공사 안내',
      content: `${d.slice(0, 4)}년 동절기에 라온 리조트 속초 5~8층 객실 리노베이션을 진행합니다.\n\n- 공사 범위: 욕실 설비 교체, 침구 및 가구 교체, 객실 조명 LED 전환\n- 재원: FF&E 적립금 (월 매출의 3% 적립분)\n- 공사 기간 중 해당 층은 판매 제외 객실(OOO)로 운영됩니다.\n\n공사 기간 동안 소음으로 불편을 드리지 않도록 작업 시간을 10:00~17:00로 제한합니다.`,
    }),
  },
  {
    when: '12-01', hotelSeq: 102, write: (d) => ({
      title: `${Number(d.slice(0, 4)) + 1}년 라온 호텔 낙산 관리비 단가 동결 안내`,
      content: `라온 호텔 낙산의 ${Number(d.slice(0, 4)) + 1}년 관리비 단가를 전년과 동일한 전용면적 m²당 월 ${won(propertyBySeq.get(102)!.feePerM2)}원으로 유지합니다.\n\n관리비는 공용관리비(60%), 수도광열비(25%), 장기수선충당금(15%)으로 구성되며, 매월 배당금에서 차감하여 정산합니다.`,
    }),
  },
  {
    when: 150, hotelSeq: null, write: () => ({
      title: '개인정보처리방침 개정 안내',
      content: '「개인정보 보호법」 개정 사항을 반영하여 개인정보처리방침을 개정합니다.\n\n- 주요 변경: 문의(VOC) 기록 보유 기간 명시(3년), 마케팅 정보 수신 동의 분리\n- 시행일: 공지일로부터 7일 후\n\n개정 전문은 홈페이지 하단 개인정보처리방침에서 확인하실 수 있습니다.',
    }),
  },
  {
    when: 185, hotelSeq: 103, write: () => ({
      title: '라온 리조트 경주 골프 제휴 라운딩 혜택 안내',
      content: '보문 레이크 CC와의 제휴로 소유자님께 그린피 할인 혜택을 제공합니다.\n\n- 주중 그린피 30% 할인, 주말 15% 할인\n- 예약: 소유자 포털 [제휴시설 예약] 메뉴\n- 1회 최대 4인(1팀)까지 신청 가능합니다.',
    }),
  },
  {
    when: '05-20', hotelSeq: null, write: (d) => ({
      title: `${d.slice(0, 4)}년 하계 성수기 소유자 객실 이용 신청 안내`,
      content: '하계 성수기(7월 20일~8월 20일) 소유자 객실 이용 신청을 받습니다.\n\n- 신청 기간: 공지일로부터 3주간\n- 배정 방식: 신청자가 많은 날짜는 추첨으로 배정합니다.\n- 이용 한도: 호실당 성수기 최대 3박\n\n미사용 숙박일은 반기별 미사용 숙박 보상(인센티브)으로 정산됩니다.',
    }),
  },
  {
    when: '05-02', hotelSeq: null, write: (d) => ({
      title: '종합소득세 신고용 수익 자료 발급 안내',
      content: `${Number(d.slice(0, 4)) - 1}년 귀속 종합소득세 신고에 필요한 연간 수익 명세를 소유자 포털 [수익 조회]에서 발급하실 수 있습니다.\n\n월별 배당금, 관리비, 발행된 전자세금계산서 내역이 함께 표시되며, 세무 대리인에게 그대로 전달하셔도 됩니다.`,
    }),
  },
  {
    when: '11-25', hotelSeq: 102, write: () => ({
      title: '라온 호텔 낙산 동절기 부대시설 운영 시간 변경 안내',
      content: '동절기(12월~2월) 동안 라온 호텔 낙산 부대시설 운영 시간을 아래와 같이 조정합니다.\n\n- 야외 인피니티 풀: 휴장\n- 사우나: 07:00~21:00\n- 라운지 바: 18:00~23:00\n\n비수기 운영비 절감을 통해 소유자 배당 재원을 확보하기 위한 조치이오니 양해 부탁드립니다.',
    }),
  },
  {
    when: 340, hotelSeq: 101, write: () => ({
      title: '라온 리조트 속초 지하주차장 보수 공사 안내',
      content: '지하 2층 주차장 바닥 방수 및 도색 공사를 진행합니다.\n\n- 공사 기간: 약 2주\n- 공사 중에는 지하 1층과 야외 주차장을 이용해 주시기 바랍니다.\n\n공사비는 장기수선충당금에서 집행되며 상세 내역은 총회에서 보고드립니다.',
    }),
  },
  {
    when: 380, hotelSeq: null, write: () => ({
      title: '소유자 전용 포털 리뉴얼 오픈 안내',
      content: '소유자 전용 포털이 새롭게 단장했습니다.\n\n- 일별 운영 현황(점유율, ADR, RevPAR)과 지표 정의를 함께 제공합니다.\n- 월별 손익(P&L)을 매출·비용 항목별로 확인할 수 있습니다.\n- 배당 명세서와 전자세금계산서를 한 곳에서 조회합니다.\n\n이용 중 불편한 점은 [1:1 문의]로 알려 주세요.',
    }),
  },
  {
    when: '09-01', hotelSeq: null, write: (d) => ({
      title: `${d.slice(0, 4)}년 추석 연휴 소유자 객실 배정 결과 안내`,
      content: '추석 연휴 소유자 객실 이용 신청에 대한 배정 결과를 안내드립니다.\n\n배정 결과는 소유자 포털 [객실 예약 내역]에서 확인하실 수 있으며, 배정되지 않은 신청 건은 대기 순번에 따라 취소 객실 발생 시 순차적으로 안내드립니다.',
    }),
  },
  {
    when: 480, hotelSeq: 103, write: () => ({
      title: '라온 리조트 경주 외벽 도장 공사 완료 안내',
      content: '라온 리조트 경주 본관 외벽 도장 공사가 완료되었습니다.\n\n공사 기간 동안 협조해 주신 소유자님께 감사드립니다. 집행 금액은 FF&E 적립금 사용 내역으로 공개되며, 포털 [손익 현황]의 비용 항목에서 확인하실 수 있습니다.',
    }),
  },
  {
    when: 530, hotelSeq: null, write: () => ({
      title: '배당금 입금 계좌 변경 신청 절차 안내',
      content: '배당금 입금 계좌 변경은 본인 확인을 위해 아래 절차로 진행됩니다.\n\n1. 소유자 포털 [1:1 문의]에서 "정산/배당" 유형으로 변경 요청\n2. 신분증 사본과 통장 사본 제출 (개인정보는 변경 처리 후 즉시 파기)\n3. 담당자 확인 후 다음 정산분부터 변경 계좌로 지급\n\n매월 10일 정산 마감 이후 접수된 요청은 그다음 달 정산분부터 반영됩니다.',
    }),
    attachment: {
      name: '배당금 입금 계좌 변경 신청서.pdf',
      title: 'RAON Hotels & Resorts - Payout account change request',
      lines: ['Payout account change request', 'Owner name: ______________________   Member no.: ____________', 'New bank: ________________________   Account no.: ___________', 'Account holder: __________________   Phone: ________________', 'Attach a copy of your ID and of the bank book; both are destroyed once the change is made.', 'Requests received after the 10th apply from the following month.'],
    },
  },
];

async function seedNotices(tx: Queryable, today: string): Promise<void> {
  const notices = noticeTemplates
    .map((t) => ({ t, posted: postedOn(t.when, today) }))
    .sort((a, b) => a.posted.localeCompare(b.posted));
  const inserted = await insertRows<{ notice_seq: number }>(tx, 'member_notices', ['hotel_seq', 'title', 'content', 'is_pinned', 'posted_at', 'view_count'],
    notices.map(({ t, posted }) => {
      const r = new Random(`notice:${t.when}`);
      const { title, content } = t.write(posted);
      const age = daysBetween(posted, today);
      const views = Math.round(30 + 55 * Math.log1p(age / 7)) + r.int(0, 25) + (t.pinned ? 80 : 0);
      return [t.hotelSeq, title, content, t.pinned ?? false, kst(posted, `${pad(r.int(9, 17))}:${pad(r.int(0, 59))}`), views];
    }), 'notice_seq');
  // A notice's forms are for the owners it speaks to: owner files without one owner (routes/files.ts).
  for (const [i, { t, posted }] of notices.entries()) {
    if (!t.attachment) continue;
    const noticeSeq = inserted[i]!.notice_seq;
    const pdf = minimalPdf(t.attachment.title, t.attachment.lines.map((text, n) => ({ text, x: 56, y: 760 - n * 24, size: n === 0 ? 16 : 11, font: n === 0 ? 'F2' as const : 'F1' as const })), `${posted.replace(/-/g, '')}090000+09'00'`);
    const fileSeq = await storeFile(tx, { filePath: 'notice/', fileName: `notice-${noticeSeq}-1.pdf`, contentType: 'application/pdf', content: pdf, visibility: 'owner', ownerUserSeq: null, altText: t.attachment.name });
    await insertRows(tx, 'member_notice_attachments', ['notice_seq', 'file_seq'], [[noticeSeq, fileSeq]]);
  }

  const y = Number(today.slice(0, 4));
  const pastSpring = today >= `${y}-04-20` ? y : y - 1;
  const pastSummer = today >= `${y}-08-31` ? y : y - 1;
  const events: (readonly unknown[])[] = [
    [101, '소유자 가족 초청 설악 힐링 패키지',
      '소유자 가족 동반 투숙 시 조식 2인, 라온 스파 속초 이용권 2매를 제공합니다. 소유자 포털에서 객실 예약 시 자동 적용됩니다.',
      addDays(today, -20), addDays(today, 70)],
    [102, '낙산 일출 조식 프로모션',
      '라온 호텔 낙산 오션뷰 레스토랑에서 일출 조식을 소유자 동반 4인까지 30% 할인된 가격으로 제공합니다.',
      addDays(today, -45), addDays(today, 40)],
    [null, '소유자 추천 이벤트: 신규 소유자 추천 리워드 30만원',
      '지인을 신규 소유자로 추천해 주시면 계약 체결 후 추천 리워드 300,000원을 인센티브로 지급합니다. 지급 내역은 [인센티브 조회]에서 확인하실 수 있습니다.',
      addDays(today, -120), addDays(today, 120)],
    [103, '경주 벚꽃 시즌 소유자 우대 객실',
      '보문호 벚꽃 개화 기간 동안 소유자 우대 객실을 추가 배정하고 보문호 자전거 투어를 무료로 제공했습니다.',
      `${pastSpring}-03-28`, `${pastSpring}-04-20`],
    [null, '여름 성수기 얼리버드 소유자 혜택',
      '성수기 소유자 객실을 조기 신청하신 분께 제휴 시설(골프·스파·다이닝) 이용 20% 할인 쿠폰을 제공했습니다.',
      `${pastSummer}-05-01`, `${pastSummer}-08-31`],
  ];
  await insertRows(tx, 'member_events', ['hotel_seq', 'title', 'content', 'start_date', 'end_date'], events);
}

const vocTemplates: readonly { category: number; title: string; content: string; answer: string }[] = [
  {
    category: 0, title: '배당금 산정 근거 문의',
    content: '지난달 배당금이 전월보다 많이 줄었습니다. 산정 근거를 자세히 알고 싶습니다.',
    answer: '해당 월은 비수기로 객실 매출이 감소했고 난방비가 증가하여 영업이익이 줄었습니다. 포털 [손익 현황]에서 매출·비용 항목별 금액과 배당 산식(영업이익 × 소유자 풀 배분율 × 호실 지분율)을 확인하실 수 있습니다.',
  },
  {
    category: 1, title: '세금계산서 사업자 정보 변경',
    content: '사업자 주소가 변경되었습니다. 이번 달 세금계산서부터 반영이 가능한가요?',
    answer: '[사업자 정보 관리]에서 수정하시면 수정 이후 작성되는 세금계산서부터 반영됩니다. 이미 발행된 세금계산서는 수정세금계산서로 처리해 드립니다.',
  },
  {
    category: 2, title: '연휴 기간 소유자 객실 이용 문의',
    content: '다음 연휴에 가족과 2박 이용하고 싶습니다. 연휴 기간에도 소유자 객실 신청이 가능한가요?',
    answer: '연휴와 성수기 기간은 사전 신청 후 배정됩니다. 신청해 주신 일정으로 배정되었으며 [객실 예약 내역]에서 확인하실 수 있습니다.',
  },
  {
    category: 3, title: '객실 에어컨 소음',
    content: '지난 숙박 때 객실 에어컨에서 소음이 심했습니다. 점검 부탁드립니다.',
    answer: '말씀해 주신 객실의 실내기 팬 모터를 교체했습니다. 불편을 드려 죄송합니다. 비용은 수선유지비로 처리되었습니다.',
  },
  {
    category: 4, title: '총회 위임장 제출 방법',
    content: '이번 총회에 참석이 어렵습니다. 위임장은 어떻게 제출하나요?',
    answer: '소유자 포털 공지사항의 위임장 양식을 작성하여 1:1 문의에 첨부하시거나 우편으로 보내주시면 됩니다.',
  },
  {
    category: 0, title: '관리비 차감 내역 문의',
    content: '배당금에서 차감된 관리비의 구성 항목을 알고 싶습니다.',
    answer: '관리비는 전용면적 m²당 단가로 산정되며 공용관리비 60%, 수도광열비 25%, 장기수선충당금 15%로 구성됩니다. 월별 내역은 [관리비 조회]에서 확인하실 수 있습니다.',
  },
];

async function seedVocs(tx: Queryable, members: readonly Member[], today: string): Promise<void> {
  const categories = await insertRows<{ category_seq: number }>(tx, 'member_voc_categories', ['name', 'sort_order'],
    // The last two receive the membership services' and the booking inquiries (migration 009).
    ['정산/배당', '세금계산서', '객실 이용', '시설', '기타', '제휴시설 예약', '숙박 예약'].map((name, i) => [name, i + 1]), 'category_seq');
  const rows: (readonly unknown[])[] = [];
  const seen = new Set<number>();
  for (const m of members) {
    if (seen.has(m.userSeq)) continue;
    seen.add(m.userSeq);
    const r = new Random(`voc:${m.user.loginId}`);
    const count = r.int(2, 4);
    const offset = r.int(0, vocTemplates.length - 1);
    for (let i = 0; i < count; i++) {
      const t = vocTemplates[(offset + i) % vocTemplates.length]!;
      const latest = i === count - 1;
      const created = latest ? addDays(today, -r.int(1, 4)) : addDays(today, -r.int(30, 360) + i);
      const answered = latest ? null : kst(addDays(created, r.int(1, 3)), `${pad(r.int(9, 17))}:${pad(r.int(0, 59))}`);
      // The latest is still open: taken up by the back office once it is three days old.
      const status = !latest ? 'ANSWERED' : created <= addDays(today, -3) ? 'IN_PROGRESS' : 'RECEIVED';
      rows.push([m.userSeq, m.memberNo, m.property.hotelSeq, categories[t.category]!.category_seq, t.title, t.content,
        status, latest ? null : t.answer, answered, kst(created, `${pad(r.int(8, 22))}:${pad(r.int(0, 59))}`)]);
    }
  }
  await insertRows(tx, 'member_vocs',
    ['user_seq', 'member_no', 'hotel_seq', 'category_seq', 'title', 'content', 'status', 'answer', 'answered_at', 'created_at'], rows);
}
