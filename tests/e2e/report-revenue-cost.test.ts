// Revenue and cost status (issue 12, point 2) in chromium against the production build and the
// real API: every month's figures, line totals and year totals, and the same months a year before,
// checked against sums made here from the database's own lines; the CSV's bytes; the drill-down
// from a month's room revenue to its days; 1440 px Korean and 390 px English.
import fs from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { seriousAxeFindings } from '../helpers/browser.ts';
import { revenueLineKeys, costLineKeys } from '../../contracts/member.ts';
import { EN, MOBILE, hydratedElement, reportPages } from '../helpers/portal-session.ts';

const web = e2eServer().webUrl;
const db = inject('portalDb');

const open = reportPages(web);
const openReport = (loginId: string, screen: 'revenue' | 'cost', options: BrowserContextOptions = {}): Promise<Page> =>
  open(loginId, `/member/${screen}`, { ready: `[data-testid=${screen}-table]:visible tfoot`, interactive: `[data-testid=csv-${screen}]:visible` }, options);

const hotelOf = (loginId: string) => db.units.find((u) => u.login_id === loginId)!.hotel_seq;
/** The first figure of a cell (the current year's), without separators. */
const firstNumber = (text: string) => Number((/^-?[\d,]+/.exec(text.trim())?.[0] ?? 'NaN').replace(/,/g, ''));
/** The year-before figure of a cell. */
const previousNumber = (text: string) => Number((/(?:전년|Year before) (-?[\d,]+)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));

async function chosenYear(page: Page, screen: string): Promise<string> {
  return page.locator(`[data-testid=report-${screen}] select`).first().inputValue();
}

for (const [screen, keys, linesOf] of [
  ['revenue', revenueLineKeys, () => db.revenueLines],
  ['cost', costLineKeys, () => db.costLines],
] as const) {
  describe(`${screen} status against the database (issue 12, points 2 and 7)`, () => {
    for (const [loginId, options, lang] of [
      ['sokcho01', {}, 'ko'],
      ['multi01', { ...MOBILE, ...EN }, 'en'],
    ] as const) {
      it(`${loginId} (${lang}): every month, line and year total, and the same months a year before`, async () => {
        const page = await openReport(loginId, screen, options);
        const hotel = hotelOf(loginId);
        const year = await chosenYear(page, screen);
        const lines = linesOf().filter((l) => l.hotel_seq === hotel);
        const sum = (yyyy: string, filter: (l: (typeof lines)[number]) => boolean = () => true) => lines.filter((l) => l.std_month.startsWith(yyyy) && filter(l)).reduce((a, l) => a + l.amount, 0);
        const months = [...new Set(lines.filter((l) => l.std_month.startsWith(year)).map((l) => l.std_month))].sort();
        const rows = page.locator(`[data-testid=${screen}-table]:visible tbody tr`);
        expect(await rows.count()).toBe(months.length);
        for (const [i, ym] of months.entries()) {
          // The total first, then the lines (issue 28: the total on screen).
          const [monthTotal, ...cells] = await rows.nth(i).locator('td').allTextContents();
          keys.forEach((key, k) => expect(firstNumber(cells[k]!), `${ym} ${key}`).toBe(sum(year, (l) => l.std_month === ym && l.line_key === key)));
          expect(firstNumber(monthTotal!), `${ym} total`).toBe(sum(year, (l) => l.std_month === ym));
          const before = `${Number(year) - 1}${ym.slice(4)}`;
          expect(previousNumber(monthTotal!), `${ym} year before`).toBe(sum(String(Number(year) - 1), (l) => l.std_month === before));
        }
        const [yearTotal, ...total] = await page.locator(`[data-testid=${screen}-table]:visible tfoot td`).allTextContents();
        keys.forEach((key, k) => expect(firstNumber(total[k]!), `year ${key}`).toBe(sum(year, (l) => l.line_key === key)));
        expect(firstNumber(yearTotal!)).toBe(sum(year));
        const sameMonthsBefore = months.reduce((a, ym) => a + sum(String(Number(year) - 1), (l) => l.std_month === `${Number(year) - 1}${ym.slice(4)}`), 0);
        expect(previousNumber(yearTotal!)).toBe(sameMonthsBefore);
        // The year's total is on screen without scrolling, at 1440 px and at 390 px (issue 28).
        const region = page.locator(`[data-testid=${screen}-table]:visible [role=region]`);
        const shown = await region.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const cell = el.querySelector('tfoot td')!.getBoundingClientRect();
          return cell.left >= box.left && cell.right <= box.right + 1 && cell.right <= window.innerWidth;
        });
        expect(shown, 'the year total within the table and the window').toBe(true);
        expect(firstNumber((await page.locator(`[data-testid=${screen}-year]:visible [data-field=year-total]`).textContent())!)).toBe(sum(year));
        expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);
        expect(await seriousAxeFindings(page)).toEqual([]);
        if (lang === 'en') {
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await page.locator(`[data-testid=${screen}-table]:visible [role=region]`).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        }
      });
    }

    it('shows the year chosen, and downloads its table as a CSV with the year before beside each figure', async () => {
      const page = await openReport('sokcho01', screen);
      const hotel = hotelOf('sokcho01');
      const year = String(Number(await chosenYear(page, screen)) - 1);
      await page.locator(`[data-testid=report-${screen}] select`).first().selectOption(year);
      const lines = linesOf().filter((l) => l.hotel_seq === hotel && l.std_month.startsWith(year));
      const yearSum = lines.reduce((a, l) => a + l.amount, 0);
      await expect.poll(async () => firstNumber((await page.locator(`[data-testid=${screen}-table]:visible tfoot td`).first().textContent()) ?? '')).toBe(yearSum);
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-testid=csv-${screen}]:visible`).click()]);
      expect(download.suggestedFilename()).toBe(`${screen}_${year}.csv`);
      const bytes = await fs.readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(csv[0]!.startsWith('월,')).toBe(true);
      const header = csv[0]!.split(',');
      const last = csv.at(-2)!.split(',');
      expect(last[0]).toBe('합계');
      expect(Number(last[header.indexOf('합계')])).toBe(yearSum);
      expect(csv.filter((l) => new RegExp(`^${year}-\\d{2},`).test(l))).toHaveLength(new Set(lines.map((l) => l.std_month)).size);
    });
  });
}

describe('from a month’s room revenue to its days (issue 12, point 4)', () => {
  it('opens the operation status of that month by keyboard', async () => {
    const page = await openReport('sokcho01', 'revenue');
    const year = await chosenYear(page, 'revenue');
    const drill = page.locator('[data-testid=revenue-table]:visible tbody tr').nth(2).getByRole('button');
    await hydratedElement(drill);
    await drill.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${web}/member/operation?ym=${year}-03`);
    await page.locator('[data-testid=operation-daily]:visible tfoot').waitFor();
    const [y, m] = await page.locator('[data-testid=report-operation] select').evaluateAll((els) => els.slice(0, 2).map((e) => (e as HTMLSelectElement).value));
    expect([y, m]).toEqual([year, '3']);
    const days = db.operations.filter((r) => r.hotel_seq === hotelOf('sokcho01') && r.sale_date.startsWith(`${year}03`));
    const fee = days.reduce((a, r) => a + r.room_fee, 0);
    const cells = await page.locator('[data-testid=operation-daily]:visible tfoot tr[data-row=total] td').allTextContents();
    expect(Number(cells[2]!.replace(/,/g, ''))).toBe(fee);
    // The month's room revenue line is the sum of its days.
    expect(db.revenueLines.find((l) => l.hotel_seq === hotelOf('sokcho01') && l.std_month === `${year}03` && l.line_key === 'room')!.amount).toBe(fee);
  });
});
