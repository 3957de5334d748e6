// The owners' board (issue 13, point 1) in chromium against the production build and the real API:
// notices (pinned first, search, pages, the detail with its view count and neighbours), the
// dividend data room with each owner's own statements and the quarter's months, the management
// fees by month and unit, the events; checked against the database's rows (e2e-global-setup.ts).
// 1440 px Korean and 390 px English; axe; no console error.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { seriousAxeFindings } from '../helpers/browser.ts';
import { EN, MOBILE, reportPages } from '../helpers/portal-session.ts';

const web = e2eServer().webUrl;
const db = inject('portalDb');
const open = reportPages(web);
const openBoard = (loginId: string, query = '', options = {}) =>
  open(loginId, `/member/board${query}`, { ready: '[data-testid=board] a[data-tab][aria-current=page]', interactive: '[data-testid=board] a[data-tab][aria-current=page]' }, options);

const hotelOf = (loginId: string) => db.units.find((u) => u.login_id === loginId)!.hotel_seq;
const noticesOf = (hotel: number) => db.notices.filter((n) => n.hotel_seq === null || n.hotel_seq === hotel);
const amount = (text: string) => (text.trim() === '-' ? 0 : Number(text.replace(/[,\s]/g, '')));
async function noSeriousAxe(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

describe('notices (issue 13, point 1)', () => {
  it('lists the owner’s notices pinned first in pages, finds by a word, and opens one with its view count and neighbours', async () => {
    const page = await openBoard('sokcho01');
    const notices = noticesOf(hotelOf('sokcho01'));
    expect(await page.locator('[data-testid=board-notices] [data-field=count]').textContent()).toContain(String(notices.length));
    const rows = page.locator('[data-testid=notice-list] li');
    const pinned = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-pinned') === 'true'));
    expect(pinned.slice(0, notices.filter((n) => n.is_pinned).length).every(Boolean)).toBe(true);
    expect(pinned).toEqual([...pinned].sort((a, b) => Number(b) - Number(a)));
    expect(await rows.count()).toBe(Math.min(10, notices.length));
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    await noSeriousAxe(page);

    // Page 2 holds the rest.
    if (notices.length > 10) {
      await page.getByRole('navigation', { name: '공지 목록 페이지' }).getByRole('link', { name: '2쪽' }).click();
      await page.waitForURL(`${web}/member/board?page=2`);
      await expect.poll(() => rows.count()).toBe(Math.min(10, notices.length - 10));
    }

    // A word from one notice's title finds it (and only notices that hold the word).
    const word = notices.find((n) => !n.is_pinned)!.title.split(' ').find((w) => w.length >= 2)!;
    await page.getByRole('searchbox', { name: '제목·내용 검색' }).fill(word);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL(`${web}/member/board?q=${encodeURIComponent(word)}`);
    const matching = notices.filter((n) => n.title.toLowerCase().includes(word.toLowerCase()) || n.content.toLowerCase().includes(word.toLowerCase()));
    await expect.poll(() => rows.count()).toBe(Math.min(10, matching.length));

    // The detail counts a view, and leads to its neighbours.
    const first = rows.first().getByRole('link');
    const title = (await first.textContent())!;
    const seq = Number((await first.getAttribute('href'))!.split('/').pop());
    const before = db.notices.find((n) => n.notice_seq === seq)!.view_count;
    await first.click();
    await page.waitForURL(`${web}/member/board/notice/${seq}`);
    const detail = page.locator('[data-testid=notice-detail]');
    await expect.poll(() => detail.locator('h1').textContent()).toBe(title);
    const views = amount((await detail.locator('[data-field=views]').textContent())!.replace(/\D+/g, ''));
    expect(views).toBeGreaterThan(before);
    expect(await detail.getAttribute('lang')).toBe('ko');
    // SPEC §2: a notice's page has the white background (the board's list has the portal's grey).
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    const next = detail.locator('[data-field=prev] a');
    if (await next.count()) {
      const nextTitle = await next.textContent();
      await next.click();
      await expect.poll(() => detail.locator('h1').textContent()).toBe(nextTitle);
    }
    await noSeriousAxe(page);
  });

  it('offers a notice’s form for download through the web app, to owners only (naksan01, 390 px, English)', async () => {
    const meeting = db.notices.find((n) => n.title.includes('총회') && n.hotel_seq === null)!;
    const page = await open('naksan01', `/member/board/notice/${meeting.notice_seq}`, { ready: '[data-testid=notice-attachments]', interactive: '[data-testid=notice-attachments] a' }, { ...MOBILE, ...EN });
    const link = page.getByTestId('notice-attachments').getByRole('link', { name: '정기 소유자 총회 위임장 양식.pdf' });
    const href = (await link.getAttribute('href'))!;
    expect(await link.getAttribute('download')).toBe('정기 소유자 총회 위임장 양식.pdf');
    const file = await page.request.get(`${web}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Without a session the address is nothing (the web app answers as for any unknown document).
    expect((await fetch(`${web}${href}`)).status).not.toBe(200);
    await noSeriousAxe(page);
  });
});

describe('the data room (issue 13, point 1)', () => {
  it('multi01 (en, 390 px): the year’s dividends of every unit, each statement downloadable by its owner, and the quarter’s months', async () => {
    const page = await openBoard('multi01', '?tab=dividend', { ...MOBILE, ...EN });
    const year = await page.locator('[data-testid=board-dividend] select').first().inputValue();
    const units = db.units.filter((u) => u.login_id === 'multi01').map((u) => u.member_no);
    const expected = db.dividends.filter((d) => units.includes(d.member_no) && d.period.startsWith(year));
    const rows = page.locator('[data-testid=board-dividend]:visible tbody tr');
    await expect.poll(() => rows.count()).toBe(expected.length);
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const total = shown.reduce((a, cells) => a + amount(cells[1]!), 0);
    expect(total).toBe(expected.reduce((a, d) => a + d.amount, 0));
    const link = page.locator('[data-testid=dividend-document]').first();
    const response = await page.request.get(`${web}${await link.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await noSeriousAxe(page);
    // A quarter opens its months' P&L (the first month of the quarter chosen).
    const period = (await rows.first().locator('th').textContent())!;
    await page.locator('[data-testid=dividend-months]').first().click();
    await page.waitForURL((url) => url.pathname === '/member/income' && url.searchParams.get('ym') !== null);
    await page.locator('[data-testid=income-table]:visible tfoot').waitFor();
    expect(await page.locator('[data-testid=report-income] select').first().inputValue()).toBe(/\d{4}/.exec(period)![0]);
  });

  it('sokcho01: the management fees of the year by month and unit, and the year total', async () => {
    const page = await openBoard('sokcho01', '?tab=fees');
    const year = await page.locator('[data-testid=board-fees] select').first().inputValue();
    const units = db.units.filter((u) => u.login_id === 'sokcho01').map((u) => u.member_no);
    const fees = db.fees.filter((f) => units.includes(f.member_no) && f.std_month.startsWith(year));
    await expect.poll(() => page.locator('[data-testid=board-fees] tbody tr').count()).toBe(fees.length);
    const total = (await page.locator('[data-testid=board-fees] tfoot td').last().textContent())!;
    expect(amount(total)).toBe(fees.reduce((a, f) => a + f.total, 0));
    await noSeriousAxe(page);
  });

  it('sokcho01: the events and promotions for owners, ongoing and ended marked', async () => {
    const page = await openBoard('sokcho01', '?tab=events');
    const hotel = hotelOf('sokcho01');
    const events = db.events.filter((e) => e.hotel_seq === null || e.hotel_seq === hotel);
    await expect.poll(() => page.locator('[data-testid=board-events] li').count()).toBe(events.length);
    for (const e of events) expect(await page.locator('[data-testid=board-events]').textContent()).toContain(e.title);
    await noSeriousAxe(page);
  });
});
