// @clock: every date source at instants around Seoul midnight, in several host time zones
// Issue 14, point 7: one clock in one time zone. At 23:30 UTC Seoul is already on the next day, so
// a seed, an api or a test that took "today" from the host (local or UTC) would disagree with one
// that took it from Seoul: the notice test once expected '11월 24일' where the seed wrote
// '11월 26일(목)'. Each instant below is run with the host in UTC, in Seoul and in Los Angeles, and
// every date source the seed, the api, the portal and the tests use must give Seoul's day.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seoulToday as popupToday } from '../../site/lib/popupHide.ts';
import { seoulToday as portalToday } from '../../portal/dates.ts';
import { seoulDate as reservationDay } from '../../site/stores/reservation.ts';
import { addDays, dayOfWeek, daysBetween, daysInMonth, defaultYearMonth, seoulDay, seoulMonth, seoulYear, writtenDay } from '../../contracts/seoul-clock.ts';
import { formatDate } from '../../design-system/format/format.ts';
import type { Queryable } from '../../server/db/index.ts';
import { hotels } from '../../server/db/seed-data/brand.ts';
import { seedOffers } from '../../server/db/seed-offers.ts';
import { seedToday } from '../../server/db/seed.ts';
import { seoulDay as requestDay } from '../../server/web/middleware/request-context.ts';

/** The instants that split the host's day from Seoul's, with Seoul's day, month and year at each. */
const instants = [
  { at: '2026-11-24T23:30:00Z', day: '2026-11-25', utcDay: 24, note: '23:30 UTC: already tomorrow in Seoul' },
  { at: '2026-11-24T14:59:59Z', day: '2026-11-24', utcDay: 24, note: 'the last second of a Seoul day' },
  { at: '2026-11-24T15:00:00Z', day: '2026-11-25', utcDay: 24, note: 'Seoul midnight' },
  { at: '2026-12-31T23:30:00Z', day: '2027-01-01', utcDay: 31, note: 'a new year in Seoul, not yet in UTC' },
] as const;
const zones = ['UTC', 'Asia/Seoul', 'America/Los_Angeles'] as const;

const originalTz = process.env.TZ;
const originalSeedToday = process.env.SEED_TODAY;
beforeEach(() => {
  delete process.env.SEED_TODAY;
});
afterEach(() => {
  vi.useRealTimers();
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
  if (originalSeedToday === undefined) delete process.env.SEED_TODAY;
  else process.env.SEED_TODAY = originalSeedToday;
});

/** Sets the host's time zone (Node re-reads TZ when it is assigned) and a fake clock at `at`. */
function hostAt(zone: string, at: string): void {
  process.env.TZ = zone;
  vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
}

/** A database that answers the offers seed and keeps what it was told to insert. */
function recordingTx(): Queryable & { inserts: { sql: string; params: readonly unknown[] }[] } {
  const inserts: { sql: string; params: readonly unknown[] }[] = [];
  return {
    inserts,
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      if (sql.startsWith('SELECT hotel_seq, hotel_name, hotel_color FROM hotels')) {
        return hotels.map((h) => ({ hotel_seq: h.hotel_seq, hotel_name: h.hotel_name, hotel_color: h.hotel_color })) as T[];
      }
      inserts.push({ sql, params });
      // storeFiles inserts seven columns a file and reads each file's address back.
      if (sql.startsWith('INSERT INTO files')) {
        const rows: { file_seq: number; file_path: unknown; file_name: unknown }[] = [];
        for (let i = 0; i < params.length; i += 7) rows.push({ file_seq: inserts.length * 1000 + i, file_path: params[i], file_name: params[i + 1] });
        return rows as T[];
      }
      // Every other RETURNING the seed reads gets a sequence number.
      return [{ file_seq: inserts.length, offer_seq: inserts.length, category_seq: inserts.length, notice_seq: inserts.length, faq_seq: inserts.length, popup_seq: inserts.length }] as T[];
    },
  };
}

describe('the one clock (contracts/seoul-clock.ts)', () => {
  for (const zone of zones) {
    for (const { at, day, utcDay, note } of instants) {
      it(`gives Seoul's day at ${at} (${note}) with TZ=${zone}, from every source`, () => {
        hostAt(zone, at);
        // The trap is real here: the host's own calendar says otherwise (else this test proves nothing).
        if (zone === 'UTC') expect(new Date().getDate()).toBe(utcDay);
        expect(new Date().toISOString().slice(0, 10) === day).toBe(at.slice(0, 10) === day);

        expect(seoulDay()).toBe(day);
        expect(seoulYear()).toBe(Number(day.slice(0, 4)));
        expect(seoulMonth()).toBe(day.slice(0, 7).replace('-', ''));
        // The portal's default month (issue 26): the API's default_ym and the page's own, the same rule.
        expect(defaultYearMonth()).toBe(day.slice(0, 7).replace('-', ''));
        // The seed's day, the web app's page generation, the portal's, the brand site's stores and
        // the formatted "today" of a Date: all the same Seoul day.
        expect(seedToday()).toBe(day);
        expect(requestDay()).toBe(day);
        expect(portalToday()).toBe(day);
        expect(popupToday()).toBe(day);
        expect(reservationDay(0)).toBe(day);
        expect(reservationDay(1)).toBe(addDays(day, 1));
        expect(formatDate(new Date())).toBe(day.replace(/-/g, '.'));
      });
    }
  }

  it('counts calendar days the same in every host time zone', () => {
    for (const zone of zones) {
      process.env.TZ = zone;
      expect(addDays('2026-11-24', 2)).toBe('2026-11-26');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(daysBetween('2026-11-12', '2026-11-26')).toBe(14);
      expect(dayOfWeek('2026-11-26')).toBe(4);
      expect(daysInMonth(2024, 2)).toBe(29);
      expect(daysInMonth(2026, 2)).toBe(28);
    }
  });

  it("gives the portal's default month of a day: the day's month, across year ends", () => {
    expect(defaultYearMonth('2026-11-27')).toBe('202611');
    expect(defaultYearMonth('2027-01-01')).toBe('202701');
    expect(defaultYearMonth('2026-12-31')).toBe('202612');
  });

  it('writes a day as the notices do, with the weekday the calendar gives', () => {
    expect(writtenDay('2026-11-26')).toEqual({ kor: '2026년 11월 26일(목)', korShort: '11월 26일(목)', eng: 'Thu 26 November 2026', engShort: 'Thu 26 November' });
    const weekday = new Intl.DateTimeFormat('ko-KR', { weekday: 'narrow', timeZone: 'UTC' });
    for (let d = '2026-01-01'; d <= '2027-12-31'; d = addDays(d, 1)) {
      expect(writtenDay(d).korShort.endsWith(`(${weekday.format(new Date(`${d}T00:00:00Z`))})`), d).toBe(true);
    }
  });
});

describe('the seed and the tests agree at any hour', () => {
  for (const zone of ['UTC', 'Asia/Seoul'] as const) {
    for (const { at, day } of instants.slice(0, 3)) {
      it(`writes the privacy notice's effective date as the e2e test expects it, at ${at} with TZ=${zone}`, async () => {
        hostAt(zone, at);
        const tx = recordingTx();
        await seedOffers(tx, seedToday());
        const index = tx.inserts.findIndex((i) => i.sql.startsWith('INSERT INTO notice_translations') && i.params[2] === '개인정보처리방침 개정 안내');
        expect(index).toBeGreaterThan(0);
        const privacy = tx.inserts[index];
        // Posted 12 days before the seed's day, effective 14 days after posting.
        const expected = writtenDay(addDays(day, 2)).kor;
        expect(String(privacy!.params[3])).toContain(`- 시행일: ${expected}\n`);
        // What the e2e test computes (tests/e2e/offers-support.test.ts) from the seed's day.
        expect(String(privacy!.params[3])).toContain(`시행일: ${writtenDay(addDays(seedToday(), 2)).kor}`);
        // And the day the issue names, written out, so that a wrong clock cannot agree with itself.
        if (at === '2026-11-24T23:30:00Z') expect(expected).toBe('2026년 11월 27일(금)');
        if (at === '2026-11-24T14:59:59Z') expect(expected).toBe('2026년 11월 26일(목)');
        const posted = tx.inserts.slice(0, index).findLast((i) => i.sql.startsWith('INSERT INTO notices'));
        expect(posted?.params[3]).toBe(`${addDays(day, -12)}T10:00:00+09:00`);
      });
    }
  }

  it('a seed day given by SEED_TODAY wins over the clock', () => {
    hostAt('UTC', '2026-11-24T23:30:00Z');
    process.env.SEED_TODAY = '2026-03-15';
    expect(seedToday()).toBe('2026-03-15');
  });
});

// The seed, the api and the tests take dates only from the one clock: a host-local getter, a UTC
// day of "now" or a hand-made +9 h anywhere in them would bring the bug back at some hour.
describe('no other clock in the seed, the api or the tests', () => {
  const roots = ['server/db', 'server/api', 'tests', 'contracts'];
  // This test names the patterns; the clock module is the one place that may use them; the clock
  // matrix picks 23:30 of the UTC day on purpose (an instant to run at, not a business date).
  const allowed = new Set(['tests/unit/seoul-clock.test.ts', 'contracts/seoul-clock.ts', 'tests/clock-matrix.mjs'].map((f) => path.resolve(f)));
  const files = roots.flatMap((root) => (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
    .map((e) => path.resolve(e.parentPath, e.name))
    .filter((f) => !allowed.has(f) && !f.includes(`${path.sep}__baselines__${path.sep}`)));
  const banned: [RegExp, string][] = [
    [/\.(getFullYear|getMonth|getDate|getDay|getHours)\(\)/, "the host's local calendar"],
    [/new Date\(\)\.toISOString\(\)\.slice\(0, ?(7|10)\)/, "UTC's day of now"],
    [/\b9 \* 3_?600/, 'a second Seoul offset (use SEOUL_OFFSET_MS / seoulDay)'],
    [/timeZone: 'Asia\/Seoul'/, 'a second Seoul formatter (use seoulDay)'],
  ];
  it.each(banned)('nothing uses %s', (pattern, what) => {
    const hits = files.flatMap((file) =>
      fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits, what).toEqual([]);
  });
});
