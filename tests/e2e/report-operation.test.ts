// Operation status (issue 12, point 1) in chromium against the production build and the real API:
// every total and rate shown is checked against the same figure computed here from the database's
// own rows (tests/helpers/e2e-global-setup.ts), with the month switched, the detail modal used by
// keyboard, the CSV's bytes read, at 1440 px in Korean and 390 px in English.
import fs from 'node:fs/promises';
// The format module itself (not the package index, whose styles need the vanilla-extract plugin).
import { formatNumber, formatPercent } from '../../design-system/format/format.ts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { seriousAxeFindings } from '../helpers/browser.ts';
import { dayOfWeek } from '../../contracts/seoul-clock.ts';
import { EN, MOBILE, reportPages, shownElement } from '../helpers/portal-session.ts';
import koReports from '../../locales/ko/reports.json';

const web = e2eServer().webUrl;
const db = inject('portalDb');

const open = reportPages(web);
const openOperation = (loginId: string, options: BrowserContextOptions = {}): Promise<Page> =>
  open(loginId, '/member/operation', { ready: '[data-testid=operation-daily]:visible tfoot', interactive: '[data-testid=operation-details]:visible' }, options);

const hotelOf = (loginId: string) => db.units.find((u) => u.login_id === loginId)!.hotel_seq;

/** The figures of a set of days or months as the screen must show them, from the database's rows. */
function expected(rows: typeof db.operations) {
  const sold = rows.reduce((a, r) => a + r.occ_rooms + r.day_use, 0);
  const available = rows.reduce((a, r) => a + r.sales_available, 0);
  const fee = rows.reduce((a, r) => a + r.room_fee, 0);
  return {
    sold, available, fee,
    cells: [formatNumber(sold), formatPercent(available ? Math.round((sold / available) * 1000) / 10 : 0), formatNumber(fee), formatNumber(sold ? Math.round(fee / sold) : 0)],
  };
}
const daysOf = (hotel: number, ym: string) => db.operations.filter((r) => r.hotel_seq === hotel && r.sale_date.startsWith(ym));

async function chosenYm(page: Page): Promise<string> {
  const [year, month] = await page.locator('[data-testid=report-operation] select').evaluateAll((els) => els.slice(0, 2).map((e) => (e as HTMLSelectElement).value));
  return `${year}${String(month).padStart(2, '0')}`;
}
const totalCells = (page: Page, section: string) => page.locator(`[data-testid=${section}]:visible tfoot tr[data-row=total] td`).allTextContents();

describe('operation status against the database (issue 12, points 1 and 7)', () => {
  for (const [loginId, options, lang] of [
    ['sokcho01', {}, 'ko'],
    ['multi01', { ...MOBILE, ...EN }, 'en'],
  ] as const) {
    it(`${loginId} (${lang}): the month total, the weekly subtotals and the months of the year add up to the database's days`, async () => {
      const page = await openOperation(loginId, options);
      const hotel = hotelOf(loginId);
      const ym = await chosenYm(page);
      const month = expected(daysOf(hotel, ym));
      expect(month.sold).toBeGreaterThan(0);
      expect(await totalCells(page, 'operation-daily')).toEqual(month.cells);
      // The subtotals together are the month.
      const subtotals = await page.locator('[data-testid=operation-daily]:visible tbody tr[data-row=subtotal] td:nth-of-type(1)').allTextContents();
      expect(subtotals.reduce((a, c) => a + Number(c.replace(/,/g, '')), 0)).toBe(month.sold);
      // Each day's row as the database has it.
      const dayRows = await page.locator('[data-testid=operation-daily]:visible tbody tr:not([data-row])').count();
      expect(dayRows).toBe(daysOf(hotel, ym).length);
      // The months of the year: the chosen month's row is the daily total, the year total the database's year.
      const year = ym.slice(0, 4);
      // The months of the year are a call of their own: they may still be on their way.
      await shownElement(page.locator('[data-testid=operation-monthly]:visible tfoot'));
      const monthRow = page.locator('[data-testid=operation-monthly]:visible tbody tr').nth(Number(ym.slice(4, 6)) - 1);
      expect(await monthRow.locator('td').allTextContents()).toEqual(month.cells);
      expect(await totalCells(page, 'operation-monthly')).toEqual(expected(db.operations.filter((r) => r.hotel_seq === hotel && r.sale_date.startsWith(year))).cells);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (lang === 'en') {
        expect(await page.locator('h1').first().textContent()).toBe('Operation status');
        // A phone: the tables scroll inside their regions, the page does not.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const region = page.locator('[data-testid=operation-monthly]:visible [role=region]');
        expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
    });
  }

  it('shows the chosen month’s figures when the month changes, back and forth across the year', async () => {
    // Issue 27: no timing here (the speed of a switch is the bench's business) and no time to read:
    // each switch shows the month's own totals, whether its answer was prefetched or not.
    const page = await openOperation('sokcho01');
    const hotel = hotelOf('sokcho01');
    const first = await chosenYm(page);
    const months = [...new Set(db.operations.filter((r) => r.hotel_seq === hotel && r.sale_date.slice(0, 6) < first).map((r) => r.sale_date.slice(0, 6)))].slice(-6);
    const monthSelect = page.getByRole('combobox', { name: '월', exact: true });
    const yearSelect = page.getByRole('combobox', { name: '연도', exact: true });
    for (const ym of [...months, first, ...months.reverse()]) {
      const want = expected(daysOf(hotel, ym)).cells;
      if (ym.slice(0, 4) !== (await chosenYm(page)).slice(0, 4)) await yearSelect.selectOption(String(Number(ym.slice(0, 4))));
      await monthSelect.selectOption(String(Number(ym.slice(4, 6))));
      await page.waitForFunction(
        (cells) => {
          const rows = [...document.querySelectorAll<HTMLElement>('[data-testid=operation-daily] tfoot tr[data-row=total]')].filter((r) => r.getClientRects().length > 0);
          return rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join('|')).includes(cells.join('|'));
        },
        want,
        { polling: 'raf' },
      );
      expect(await totalCells(page, 'operation-daily')).toEqual(want);
    }

    // Issue 28: the chosen month is in the address; a reload keeps it, and the address opens it.
    const shown = await chosenYm(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('ym')).toBe(`${shown.slice(0, 4)}-${shown.slice(4)}`);
    await page.reload();
    await page.locator('[data-testid=operation-daily]:visible tfoot').waitFor();
    expect(await chosenYm(page)).toBe(shown);
    expect(await totalCells(page, 'operation-daily')).toEqual(expected(daysOf(hotel, shown)).cells);
  });

  it('says plainly that a month outside the operation period has no figures', async () => {
    const page = await openOperation('sokcho01');
    const period = db.period.find((p) => p.hotel_seq === hotelOf('sokcho01'))!;
    const end = period.end_date.replace(/-/g, '').slice(0, 6);
    const future = end.slice(4, 6) === '12' ? null : Number(end.slice(4, 6)) + 1;
    if (future !== null) {
      await page.getByRole('combobox', { name: '월', exact: true }).selectOption(String(future));
      await page.locator('[data-testid=report-empty]').waitFor();
      expect(await page.locator('[data-testid=operation-daily]').count()).toBe(0);
      expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});

describe('the detail modal and the CSV (issue 12, points 1, 4 and 9)', () => {
  it('opens by keyboard with every daily column, totals every count and recomputes the rates, closes on Escape and gives the focus back', async () => {
    const page = await openOperation('sokcho01');
    const hotel = hotelOf('sokcho01');
    const days = daysOf(hotel, await chosenYm(page));
    const button = page.locator('[data-testid=operation-details]:visible');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true);
    expect(await dialog.locator('thead th').count()).toBe(16);
    // The day column names each date's weekday (Korean page), by the calendar.
    const weekdays = ['일', '월', '화', '수', '목', '금', '토'];
    const dayCells = await dialog.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.children[1]?.textContent ?? ''));
    expect(dayCells).toEqual([...days].sort((a, b) => a.sale_date.localeCompare(b.sale_date)).map((d) => weekdays[dayOfWeek(`${d.sale_date.slice(0, 4)}-${d.sale_date.slice(4, 6)}-${d.sale_date.slice(6, 8)}`)]));
    const sum = (k: keyof (typeof days)[number]) => days.reduce((a, r) => a + (r[k] as number), 0);
    const sold = sum('occ_rooms') + sum('day_use');
    const available = sum('sales_available');
    const fee = sum('room_fee');
    // Each total by its column's header (after the date and the weekday).
    const col = koReports.operation.col;
    const headers = (await dialog.locator('thead th').allTextContents()).slice(2);
    const cells = await dialog.locator('tfoot tr[data-row=total] td').allTextContents();
    const totals = Object.fromEntries(headers.map((h, i) => [h, cells[i]]));
    expect(totals).toEqual({
      [col.salesAvailable]: formatNumber(available),
      [col.occRooms]: formatNumber(sum('occ_rooms')),
      [col.dayUse]: formatNumber(sum('day_use')),
      [col.occRate]: formatPercent(Math.round((sold / available) * 1000) / 10),
      [col.roomFee]: formatNumber(fee),
      [col.adr]: formatNumber(Math.round(fee / sold)),
      [col.revPar]: formatNumber(Math.round(fee / available)),
      [col.ooooRooms]: formatNumber(sum('oooo_rooms')),
      [col.housRooms]: formatNumber(sum('hous_rooms')),
      [col.compRooms]: formatNumber(sum('comp_rooms')),
      [col.stay]: formatNumber(sum('stay')),
      [col.expArrvRooms]: formatNumber(sum('exp_arrv_rooms')),
      [col.expDeptRooms]: formatNumber(sum('exp_dept_rooms')),
      [col.vacant]: formatNumber(sum('vacant')),
    });
    // Revenue, ADR and RevPAR are on screen at 1440 px without scrolling (issue 28).
    const offScreen = await dialog.locator('[role=region]').evaluate((el) => {
      const right = Math.min(el.getBoundingClientRect().right, window.innerWidth) + 1;
      return [...el.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().right > right).map((th) => th.textContent);
    });
    for (const money of [col.roomFee, col.adr, col.revPar]) expect(offScreen).not.toContain(money);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('operation-details');
  });

  it('downloads the daily table as a CSV Excel opens in Korean: BOM, header, days and the month total', async () => {
    const page = await openOperation('sokcho01');
    const hotel = hotelOf('sokcho01');
    const ym = await chosenYm(page);
    const month = expected(daysOf(hotel, ym));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=csv-daily]:visible').click()]);
    expect(download.suggestedFilename()).toBe(`operation_${ym}_daily.csv`);
    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('일자,판매 객실,점유율(%),객실 매출(원),ADR(원)');
    expect(lines.at(-1)).toBe('');
    const total = lines.at(-2)!.split(',');
    expect(total[0]).toBe('월 합계');
    expect(total.slice(1).map(Number)).toEqual([month.sold, Math.round((month.sold / month.available) * 1000) / 10, month.fee, Math.round(month.fee / month.sold)]);
    expect(lines.filter((l) => /^\d{4}\.\d{2}\.\d{2},/.test(l))).toHaveLength(daysOf(hotel, ym).length);
  });
});
