// Deterministic demo figures for stories and tests: 2025 at a 412-room east-coast resort
// (DOMAIN: peak in July–August, strong October, winter weekdays lowest; Seollal at the end of
// January). August's month row is the sum of its day rows, so the two views agree.
import type { BookingRow } from './BookingChart/BookingChart.tsx';
import type { CostRow } from './CostChart/CostChart.tsx';
import type { SalesRow } from './SalesChart/SalesChart.tsx';

export const ROOMS = 412;
export const YEAR = 2025;

const pad = (n: number) => String(n).padStart(2, '0');
const round = (n: number, to: number) => Math.round(n / to) * to;
const daysIn = (month: number) => new Date(Date.UTC(YEAR, month, 0)).getUTCDate();

// August 2025, day by day: the summer peak up to Liberation Day (Fri 15th), then the end of the
// school holidays; Fridays and Saturdays above the week.
const augustOcc = [
  97.8, 99.3, 96.1, 94.2, 95.0, 95.7, 96.4, 98.5, 99.5, 95.3, 93.1, 93.8, 94.6, 97.2, 99.8, 99.6, 92.4, 84.1, 82.7, 83.5, 85.9, 91.8, 96.2, 80.4, 74.6,
  73.2, 72.5, 75.8, 88.9, 93.4, 71.3,
];

function bookingRow(label: string, available: number, occ: number, adr: number): BookingRow {
  const sold = Math.round((available * occ) / 100);
  return { label, rooms_sold: sold, sales_available: available, occ_rate: Math.round((sold / available) * 1000) / 10, room_fee: round(sold * adr, 1000) };
}

export const dailyBookings2025Aug: BookingRow[] = augustOcc.map((occ, i) => {
  const day = i + 1;
  const dow = new Date(Date.UTC(YEAR, 7, day)).getUTCDay();
  const outOfOrder = (day * 7) % 4;
  const weekRate = dow === 6 || day === 15 ? 318_000 : dow === 5 ? 285_000 : 238_000;
  const adr = day <= 17 ? weekRate : Math.round(weekRate * 0.84);
  return bookingRow(`${YEAR}08${pad(day)}`, ROOMS - outOfOrder, occ, adr);
});

const monthlyOcc = [58.4, 49.7, 46.2, 61.5, 73.8, 69.3, 87.9, 0, 71.6, 86.4, 60.2, 63.5];
const monthlyAdr = [142_000, 128_000, 121_000, 138_000, 156_000, 161_000, 228_000, 0, 168_000, 189_000, 139_000, 152_000];

function sumRows(label: string, rows: readonly BookingRow[]): BookingRow {
  const sold = rows.reduce((a, r) => a + r.rooms_sold, 0);
  const available = rows.reduce((a, r) => a + r.sales_available, 0);
  return { label, rooms_sold: sold, sales_available: available, occ_rate: Math.round((sold / available) * 1000) / 10, room_fee: rows.reduce((a, r) => a + r.room_fee, 0) };
}

export const monthlyBookings2025: BookingRow[] = monthlyOcc.map((occ, i) => {
  const label = `${YEAR}${pad(i + 1)}`;
  if (i === 7) return sumRows(label, dailyBookings2025Aug);
  return bookingRow(label, ROOMS * daysIn(i + 1), occ, monthlyAdr[i]!);
});

// Revenue lines as shares of room revenue: F&B and facilities (water park, spa) peak in summer.
const fnbShare = [0.27, 0.25, 0.23, 0.24, 0.26, 0.26, 0.3, 0.31, 0.26, 0.27, 0.24, 0.29];
const facilityShare = [0.08, 0.07, 0.07, 0.08, 0.09, 0.11, 0.16, 0.17, 0.1, 0.09, 0.07, 0.08];

export const monthlySales2025: SalesRow[] = monthlyBookings2025.map((b) => {
  const m = Number(b.label.slice(4)) - 1;
  const room = b.room_fee;
  const fnb = round(room * fnbShare[m]!, 10_000);
  const facility = round(room * facilityShare[m]!, 10_000);
  const other = round(room * 0.035, 10_000);
  return { std_month: b.label, room, fnb, facility, other, total: room + fnb + facility + other };
});

// Costs (DOMAIN: money month by month). Property tax is paid in July (buildings) and
// September (land); repairs peak in the March off-season.
const utilities = [148, 139, 121, 98, 92, 118, 176, 189, 121, 96, 112, 152];
const repairs = [62, 58, 248, 71, 66, 69, 74, 81, 63, 68, 131, 72];
const marketing = [45, 41, 52, 58, 61, 128, 74, 48, 96, 55, 43, 67];

export const monthlyCosts2025: CostRow[] = monthlySales2025.map((sales, m) => {
  const sold = monthlyBookings2025[m]!.rooms_sold;
  const line = {
    labor: round(690_000_000 + sold * 9_000, 1000),
    utilities: utilities[m]! * 1_000_000,
    supplies: round(sold * 11_500, 1000),
    laundry: round(sold * 7_800, 1000),
    repairs: repairs[m]! * 1_000_000,
    commissions: round(sales.room * 0.55 * 0.15, 1000),
    card_fees: round(sales.total * 0.85 * 0.018, 1000),
    marketing: marketing[m]! * 1_000_000,
    insurance: 21_500_000,
    property_tax: m === 6 ? 286_000_000 : m === 8 ? 352_000_000 : 0,
    management_fee: round(sales.total * 0.03, 1000),
    ffe_reserve: round(sales.total * 0.04, 1000),
  };
  return { std_month: sales.std_month, ...line, total: Object.values(line).reduce((a, v) => a + v, 0) };
});
