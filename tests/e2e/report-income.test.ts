// Profit-and-loss statement (issue 12, points 3, 4, 6, 7 and 9) in chromium against the production
// build and the real API: every month's revenue, cost, adjustments, operating profit, owners' pool,
// share, distribution, management fee and net amount, the year totals and each unit's year, checked
// against figures computed here from the database's own rows (tests/helpers/e2e-global-setup.ts) in
// exact integer arithmetic; the drill-down by keyboard down to a month's days; the CSV's bytes; the
// print view; a failed call with its retry. 1440 px Korean and 390 px English.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { seriousAxeFindings } from '../helpers/browser.ts';
import { formatShare } from '../../design-system/format/format.ts';
import { EN, MOBILE, hydratedElement, reportPages } from '../helpers/portal-session.ts';

const web = e2eServer().webUrl;
const db = inject('portalDb');

const open = reportPages(web);
const openIncome = (loginId: string, options: BrowserContextOptions = {}): Promise<Page> =>
  open(loginId, '/member/income', { ready: '[data-testid=income-table]:visible tfoot', interactive: '[data-testid=csv-income]:visible' }, options);

/** A shown amount: '-' is 0 (SPEC §5), separators and % dropped. */
const amount = (text: string) => (text.trim() === '-' ? 0 : Number(text.replace(/[,%\s]/g, '')));
const digits = (decimal: string) => BigInt(decimal.replace('.', ''));
const scale = (decimal: string) => (decimal.split('.')[1] ?? '').length;

interface Expected {
  std_month: string;
  fixed: boolean;
  revenue: number; cost: number; adjustments: number; operating: number; pool: number; share: number;
  distribution: number; fee: number; net: number;
  units: Map<string, { distribution: number; fee: number; net: number } | null>;
}

/** What the statement must show for an owner and a year, from the database's rows alone. */
function expectedStatement(loginId: string, year: string): Expected[] {
  const units = db.units.filter((u) => u.login_id === loginId);
  const hotel = units[0]!.hotel_seq;
  const settings = db.settings.find((s) => s.hotel_seq === hotel)!;
  const lastClosed = db.closed.find((c) => c.hotel_seq === hotel)?.std_month ?? '';
  const sum = <T extends { hotel_seq: number; std_month: string; amount: number }>(rows: readonly T[], ym: string) => rows.filter((r) => r.hotel_seq === hotel && r.std_month === ym).reduce((a, r) => a + r.amount, 0);
  const months = [...new Set(db.revenueLines.filter((l) => l.hotel_seq === hotel && l.std_month.startsWith(year)).map((l) => l.std_month))].sort();
  return months.map((ym) => {
    const revenue = sum(db.revenueLines, ym);
    const cost = sum(db.costLines, ym);
    const adjustments = sum(db.adjustments, ym);
    const operating = revenue - cost + adjustments;
    const positive = BigInt(Math.max(0, operating));
    const pool = Number((positive * digits(settings.ratio_text)) / 10n ** BigInt(scale(settings.ratio_text)));
    const fixed = ym <= lastClosed;
    const parts = new Map<string, { distribution: number; fee: number; net: number } | null>();
    for (const u of units) {
      const paid = db.ledger.find((e) => e.member_no === u.member_no && e.std_month === ym);
      if (paid) parts.set(u.member_no, { distribution: paid.distribution, fee: paid.management_fee, net: paid.net_amount });
      else if (!fixed && u.contract_ym <= ym) {
        const distribution = Number((positive * digits(settings.ratio_text) * digits(u.share_text)) / 10n ** BigInt(scale(settings.ratio_text) + scale(u.share_text)));
        const fee = (Math.round(u.area_m2 * 100) * settings.management_fee_per_m2) / 100;
        parts.set(u.member_no, { distribution, fee, net: distribution - fee });
      } else parts.set(u.member_no, null);
    }
    const counted = [...parts.entries()].filter(([, p]) => p !== null) as [string, { distribution: number; fee: number; net: number }][];
    const total = (k: 'distribution' | 'fee' | 'net') => counted.reduce((a, [, p]) => a + p[k], 0);
    const share = counted.reduce((a, [m]) => a + units.find((u) => u.member_no === m)!.share_ratio, 0);
    return { std_month: ym, fixed, revenue, cost, adjustments, operating, pool, share, distribution: total('distribution'), fee: total('fee'), net: total('net'), units: parts };
  });
}

const chosenYear = (page: Page) => page.locator('[data-testid=report-income] select').first().inputValue();

describe('the P&L statement against the database (issue 12, points 3 and 7)', () => {
  for (const [loginId, options, lang] of [
    ['sokcho01', {}, 'ko'],
    ['multi01', { ...MOBILE, ...EN }, 'en'],
  ] as const) {
    it(`${loginId} (${lang}): every month's figures, provisional months marked, the year totals, and each unit against the pool per m²`, async () => {
      const page = await openIncome(loginId, options);
      const year = await chosenYear(page);
      const expected = expectedStatement(loginId, year);
      expect(expected.some((m) => !m.fixed), 'the chosen year has a month still open').toBe(true);
      const rows = page.locator('[data-testid=income-table]:visible tbody tr');
      expect(await rows.count()).toBe(expected.length);
      for (const [i, m] of expected.entries()) {
        const cells = (await rows.nth(i).locator('td').allTextContents()).map((t) => t.trim());
        expect(cells.slice(0, 5).map(amount), `${m.std_month} revenue…pool`).toEqual([m.revenue, m.cost, m.adjustments, m.operating, m.pool]);
        expect(cells[5], `${m.std_month} share`).toBe(formatShare(m.share));
        expect(cells.slice(6, 9).map(amount), `${m.std_month} distribution, fee, net`).toEqual([m.distribution, m.fee, m.net]);
        const provisional = (await rows.nth(i).locator('th').textContent())!.includes(lang === 'ko' ? '미확정' : 'provisional');
        expect(provisional, `${m.std_month} marked provisional`).toBe(!m.fixed);
      }
      const total = (await page.locator('[data-testid=income-table]:visible tfoot td').allTextContents()).map((t) => t.trim());
      const sum = (k: keyof Expected) => expected.reduce((a, m) => a + (m[k] as number), 0);
      expect([0, 1, 2, 3, 4, 6, 7, 8].map((i) => amount(total[i]!))).toEqual([sum('revenue'), sum('cost'), sum('adjustments'), sum('operating'), sum('pool'), sum('distribution'), sum('fee'), sum('net')]);
      expect(amount((await page.locator('[data-testid=income-year]:visible [data-field=year-net]').textContent())!.split(/원|KRW|won/)[0]!)).toBe(sum('net'));
      const lastClosed = db.closed.find((c) => c.hotel_seq === db.units.find((u) => u.login_id === loginId)!.hotel_seq)!.std_month;
      expect(await page.locator('[data-testid=income-year]:visible [data-field=last-fix]').textContent()).toContain(`${lastClosed.slice(0, 4)}.${lastClosed.slice(4)}`);

      // Each unit's year, and net per m² against the whole pool over the same months.
      const units = db.units.filter((u) => u.login_id === loginId);
      const settings = db.settings.find((s) => s.hotel_seq === units[0]!.hotel_seq)!;
      const poolFee = Math.round(settings.pool_area_m2 * settings.management_fee_per_m2);
      const unitRows = page.locator('[data-testid=income-units]:visible tbody tr');
      expect(await unitRows.count()).toBe(units.length);
      for (const [i, u] of units.entries()) {
        const months = expected.filter((m) => m.units.get(u.member_no));
        const part = (k: 'distribution' | 'fee' | 'net') => months.reduce((a, m) => a + m.units.get(u.member_no)![k], 0);
        const cells = (await unitRows.nth(i).locator('td').allTextContents()).map((t) => t.trim());
        expect(await unitRows.nth(i).locator('th').textContent()).toContain(u.member_no);
        expect(amount(cells[0]!)).toBe(u.area_m2);
        expect(cells[1]).toBe(formatShare(u.share_ratio));
        expect([2, 3, 4, 5].map((k) => amount(cells[k]!))).toEqual([months.length, part('distribution'), part('fee'), part('net')]);
        expect(amount(cells[6]!), `${u.member_no} net per m²`).toBe(Math.round(part('net') / u.area_m2));
        const poolPerM2 = Math.round(months.reduce((a, m) => a + m.pool - poolFee, 0) / settings.pool_area_m2);
        expect(amount(cells[7]!), `${u.member_no} pool net per m²`).toBe(poolPerM2);
      }
      expect(await page.locator('[data-testid=income-units]:visible [data-field=pool-note]').textContent()).toContain(String(settings.pool_units));
      expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);
      const definitions = page.locator('[data-testid=definitions]:visible [data-metric]');
      expect(await definitions.evaluateAll((els) => els.map((el) => el.getAttribute('data-metric')))).toEqual(['ownerPool', 'shareRatio', 'netPerM2']);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (lang === 'en') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await page.locator('[data-testid=income-table]:visible [role=region]').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
    });
  }
});

describe('drill-down, CSV, print and errors (issue 12, points 4, 6 and 9)', () => {
  it('opens a month from its net amount by keyboard at the units, lists the adjustments and lines it is made of, gives the focus back, and leads from room revenue to the days', async () => {
    const page = await openIncome('multi01');
    const year = await chosenYear(page);
    const expected = expectedStatement('multi01', year);
    const hotel = db.units.find((u) => u.login_id === 'multi01')!.hotel_seq;
    const adjusted = expected.find((m) => m.adjustments !== 0) ?? expected[0]!;
    const button = page.locator(`[data-testid=income-table]:visible button[data-figure=net_amount][data-month="${adjusted.std_month}"]`);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const breakdown = dialog.locator(`[data-testid=pl-breakdown][data-month="${adjusted.std_month}"]`);
    await breakdown.waitFor();
    // The focus lands on the part that explains the chosen figure.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-part'))).toBe('units');
    const unitCells = await dialog.locator('[data-testid=pl-part-units] tfoot td').allTextContents();
    expect(unitCells.slice(-3).map(amount)).toEqual([adjusted.distribution, adjusted.fee, adjusted.net]);
    // Revenue and cost lines add up to the month's figures; adjustments are listed with their reasons.
    const lineAmounts = async (part: string) => (await dialog.locator(`[data-testid=pl-part-${part}] [data-line]:not([data-line=total]) dd`).allTextContents()).map(amount);
    const revenueLines = await lineAmounts('revenue');
    expect(revenueLines.reduce((a, b) => a + b, 0)).toBe(adjusted.revenue);
    expect((await lineAmounts('cost')).reduce((a, b) => a + b, 0)).toBe(adjusted.cost);
    const adjustments = db.adjustments.filter((a) => a.hotel_seq === hotel && a.std_month === adjusted.std_month);
    expect(await lineAmounts('adjustments')).toEqual(adjustments.map((a) => a.amount));
    for (const a of adjustments) expect(await dialog.locator('[data-testid=pl-part-adjustments]').textContent()).toContain(a.reason);
    expect(amount((await dialog.locator('[data-testid=pl-operating] strong').textContent())!)).toBe(adjusted.operating);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-month'))).toBe(adjusted.std_month);

    // A month's room revenue opens that month's days on the operation screen.
    const revenueButton = page.locator(`[data-testid=income-table]:visible button[data-figure=revenue][data-month="${adjusted.std_month}"]`);
    await revenueButton.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-part'))).toBe('revenue');
    await dialog.locator('[data-testid=pl-room-days]').click();
    await page.waitForURL(`${web}/member/operation?ym=${adjusted.std_month.slice(0, 4)}-${adjusted.std_month.slice(4, 6)}`);
    await page.locator('[data-testid=operation-daily]:visible tfoot').waitFor();
    const selects = page.locator('[data-testid=report-operation] select');
    expect(await selects.nth(0).inputValue()).toBe(adjusted.std_month.slice(0, 4));
    expect(Number(await selects.nth(1).inputValue())).toBe(Number(adjusted.std_month.slice(4, 6)));
    const days = db.operations.filter((d) => d.hotel_seq === hotel && d.sale_date.startsWith(adjusted.std_month));
    await expect.poll(async () => page.locator('[data-testid=operation-daily]:visible tbody tr:not([data-row])').count()).toBe(days.length);
  });

  it('downloads the statement and the units as CSV files Excel opens in Korean, with the same figures', async () => {
    const page = await openIncome('multi01');
    const year = await chosenYear(page);
    const expected = expectedStatement('multi01', year);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=csv-income]:visible').click()]);
    expect(download.suggestedFilename()).toBe(`income_${year}.csv`);
    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('월,매출,비용,조정,영업이익,소유주 풀,지분율,배분액,관리비,순수령액,상태');
    expect(lines).toHaveLength(expected.length + 2);
    for (const [i, m] of expected.entries()) {
      const cells = lines[i + 1]!.split(',');
      expect(cells[0]).toBe(`${m.std_month.slice(0, 4)}-${m.std_month.slice(4)}`);
      expect([1, 2, 3, 4, 5, 7, 8, 9].map((k) => Number(cells[k]))).toEqual([m.revenue, m.cost, m.adjustments, m.operating, m.pool, m.distribution, m.fee, m.net]);
      expect(cells[10]).toBe(m.fixed ? '확정' : '미확정');
    }
    expect(Number(lines.at(-1)!.split(',')[9])).toBe(expected.reduce((a, m) => a + m.net, 0));

    const [units] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=csv-income-units]:visible').click()]);
    expect(units.suggestedFilename()).toBe(`income_${year}_units.csv`);
    const unitLines = (await fs.readFile((await units.path())!)).toString('utf8').slice(1).split('\r\n').filter(Boolean);
    const owned = db.units.filter((u) => u.login_id === 'multi01');
    expect(unitLines).toHaveLength(1 + expected.length * owned.length);
    const nets = unitLines.slice(1).map((l) => Number(l.split(',').at(-2) || 0));
    expect(nets.reduce((a, b) => a + b, 0)).toBe(expected.reduce((a, m) => a + m.net, 0));
  });

  it('prints a clean A4 statement: the owner, members and year on top, the tables, no navigation or buttons', async () => {
    const page = await openIncome('sokcho01');
    await page.emulateMedia({ media: 'print' });
    // A4 turned (the P&L's ten columns), less the page margins, at 96 dpi: 277 mm × 186 mm.
    await page.setViewportSize({ width: 1047, height: 703 });
    const header = page.locator('[data-testid=print-header]');
    await expect.poll(() => header.isVisible()).toBe(true);
    const member = db.units.find((u) => u.login_id === 'sokcho01')!;
    expect(await header.textContent()).toContain(member.member_no);
    expect(await header.textContent()).toContain(await chosenYear(page));
    for (const hidden of ['header nav', 'footer', '[data-print=hide]', '[data-testid=csv-income]']) {
      expect(await page.locator(hidden).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0).length), hidden).toBe(0);
    }
    expect(await page.locator('[data-testid=income-table] tfoot').first().isVisible()).toBe(true);
    expect(await page.locator('[data-testid=report-income]').evaluate((el) => getComputedStyle(el).getPropertyValue('page'))).toBe('landscape');
    // Every column on the page: no table wider than the printable width.
    for (const table of await page.locator('[data-testid=report-income] table').all()) {
      expect(await table.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(1047);
    }
    expect(await page.locator('h1').isVisible()).toBe(false);
    const shot = path.join('test-results', 'income-print.png');
    await fs.mkdir(path.dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await fs.writeFile(path.join('test-results', 'income-print.pdf'), pdf);
    // The statement's pages are A4 turned (842 × 595 pt).
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect(box && Math.round(Number(box[1]))).toBe(842);
    expect(box && Math.round(Number(box[2]))).toBe(595);
  });

  it('shows a failed call in place with a retry that brings the year in (SPEC §8), never a crash', async () => {
    const page = await openIncome('sokcho01');
    // The first year offered: far from the chosen one, so no prefetch has it already.
    const year = Number(await page.locator('[data-testid=report-income] select').first().locator('option').last().getAttribute('value')) + 1;
    open.expectProblems(/503|member call home\/income\/statement failed/);
    await page.route('**/bff/member/home/income/statement', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ result: 'FAIL', message: 'Service unavailable' }) }));
    await page.locator('[data-testid=report-income] select').first().selectOption(String(year - 1));
    const error = page.locator('[data-testid=report-income] [role=alert]');
    await error.waitFor();
    await page.unroute('**/bff/member/home/income/statement');
    const retry = error.getByRole('button');
    await hydratedElement(retry);
    await retry.click();
    const expected = expectedStatement('sokcho01', String(year - 1));
    await expect.poll(async () => amount((await page.locator('[data-testid=income-table]:visible tfoot td').last().textContent()) ?? 'NaN')).toBe(expected.reduce((a, m) => a + m.net, 0));
  });
});
