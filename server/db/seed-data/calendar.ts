// Korean public holidays 2022–2027 and the demand curve the demo operations follow (DOMAIN.md:
// peak July–August, strong October foliage and holidays, weekends above weekdays, winter lowest).
// Dates are 'YYYY-MM-DD' strings handled in UTC so that no time zone shifts a business day; the
// arithmetic is the one clock's (contracts/seoul-clock.ts), which the tests use too.
import { addDays, dayOfWeek } from '../../../contracts/seoul-clock.ts';

export { addDays, dayOfWeek, daysInMonth } from '../../../contracts/seoul-clock.ts';

// Seollal and Chuseok: the eve, the day and the day after (lunar calendar, real dates).
const lunarHolidays: Record<number, { seollal: string[]; chuseok: string[] }> = {
  2022: { seollal: ['2022-01-31', '2022-02-01', '2022-02-02'], chuseok: ['2022-09-09', '2022-09-10', '2022-09-11'] },
  2023: { seollal: ['2023-01-21', '2023-01-22', '2023-01-23'], chuseok: ['2023-09-28', '2023-09-29', '2023-09-30'] },
  2024: { seollal: ['2024-02-09', '2024-02-10', '2024-02-11'], chuseok: ['2024-09-16', '2024-09-17', '2024-09-18'] },
  2025: { seollal: ['2025-01-28', '2025-01-29', '2025-01-30'], chuseok: ['2025-10-05', '2025-10-06', '2025-10-07'] },
  2026: { seollal: ['2026-02-16', '2026-02-17', '2026-02-18'], chuseok: ['2026-09-24', '2026-09-25', '2026-09-26'] },
  2027: { seollal: ['2027-02-06', '2027-02-07', '2027-02-08'], chuseok: ['2027-09-14', '2027-09-15', '2027-09-16'] },
};

// Buddha's Birthday (lunar 4/8).
const buddhasBirthday: Record<number, string> = {
  2022: '2022-05-08', 2023: '2023-05-27', 2024: '2024-05-15', 2025: '2025-05-05', 2026: '2026-05-24', 2027: '2027-05-13',
};

// New Year, Independence Movement Day, Children's Day, Memorial Day, Liberation Day,
// National Foundation Day, Hangul Day, Christmas.
const fixedHolidays = ['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'];

// Substitute holidays, elections and one-off temporary holidays: they move demand the same way.
const otherHolidays = [
  '2022-03-09', '2022-06-01', '2022-09-12', '2022-10-10',
  '2023-01-24', '2023-05-29', '2023-10-02',
  '2024-02-12', '2024-04-10', '2024-05-06', '2024-10-01',
  '2025-01-27', '2025-03-03', '2025-05-06', '2025-06-03', '2025-10-08',
  '2026-03-02', '2026-05-25', '2026-06-03', '2026-08-17', '2026-10-05',
  '2027-02-09', '2027-08-16', '2027-10-04', '2027-10-11', '2027-12-27',
];

const holidaySet = new Set<string>(otherHolidays);
for (const [year, lunar] of Object.entries(lunarHolidays)) {
  for (const d of [...lunar.seollal, ...lunar.chuseok]) holidaySet.add(d);
  holidaySet.add(buddhasBirthday[Number(year)]!);
  for (const md of fixedHolidays) holidaySet.add(`${year}-${md}`);
}

export const holidayYears = { first: 2022, last: 2027 } as const;

export function isKoreanHoliday(date: string): boolean {
  return holidaySet.has(date);
}

/** The three-day Seollal or Chuseok period a date falls in, if any. */
export function lunarPeriod(date: string): 'seollal' | 'chuseok' | null {
  const lunar = lunarHolidays[Number(date.slice(0, 4))];
  if (!lunar) return null;
  if (lunar.seollal.includes(date)) return 'seollal';
  if (lunar.chuseok.includes(date)) return 'chuseok';
  return null;
}

// Weekday baseline occupancy by month (January … December).
const monthBase = [0.42, 0.44, 0.45, 0.54, 0.6, 0.63, 0.78, 0.86, 0.62, 0.72, 0.56, 0.5];

/**
 * Expected share of rooms sold on a night (0–1) before property effects and noise: month
 * baseline, the late-July to mid-August peak, October foliage, Christmas and year end,
 * Friday and Saturday nights, and public holidays (and their eves, when guests arrive).
 */
export function seasonWeight(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  let w = monthBase[month - 1]!;
  if ((month === 7 && day >= 20) || (month === 8 && day <= 20)) w += 0.1;
  if (month === 10 && day >= 10 && day <= 31) w += 0.06;
  if (month === 12 && day >= 23) w += 0.14;
  const dow = dayOfWeek(date);
  if (dow === 5) w += 0.13;
  else if (dow === 6) w += 0.24;
  else if (dow === 0) w -= 0.04;
  // A night before a day off fills like a Saturday; the last night of a long weekend does not.
  const nextOff = isKoreanHoliday(addDays(date, 1));
  if (isKoreanHoliday(date) && nextOff) w += 0.26;
  else if (isKoreanHoliday(date)) w += 0.08;
  else if (nextOff && dow !== 5 && dow !== 6) w += 0.2;
  if (lunarPeriod(date)) w += 0.05;
  return Math.min(0.98, Math.max(0.25, w));
}

/** Room rate multiplier that follows demand: about 0.75 on a winter weekday, 1.9 at the peak. */
export function rateMultiplier(date: string): number {
  const w = seasonWeight(date);
  const month = Number(date.slice(5, 7));
  let m = 0.75 + 1.45 * Math.max(0, w - 0.4);
  if (month === 7 || month === 8) m *= 1.15;
  if (isKoreanHoliday(date) || lunarPeriod(date)) m *= 1.08;
  return m;
}
