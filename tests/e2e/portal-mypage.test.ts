// My page, membership services and the booking inquiry (issue 13, points 3–6) in chromium against
// the production build and the real API, checked against the database's rows (e2e-global-setup.ts):
// profile and units, the year's payouts, the tax invoices (closed months, a month's invoices, the
// link to its P&L, the closed-list failure alert, the supplier form's check digit), earnings,
// incentives; the information square and affiliate form; the booking inquiry's limits.
// 1440 px and 390 px, Korean and English, sokcho01, naksan01 and multi01; axe; no console error.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { seriousAxeFindings } from '../helpers/browser.ts';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { EN, MOBILE, reportPages } from '../helpers/portal-session.ts';

const web = e2eServer().webUrl;
const db = inject('portalDb');
const open = reportPages(web);
const openMyPage = (loginId: string, query = '', options = {}) =>
  open(loginId, `/member/mypage${query}`, { ready: '[data-testid=mypage] a[data-tab][aria-current=page]', interactive: '[data-testid=mypage] a[data-tab][aria-current=page]' }, options);

const unitsOf = (loginId: string) => db.units.filter((u) => u.login_id === loginId).map((u) => u.member_no);
/** A shown amount as a number ('-' and '- 원' are zero: the formatter's dash). */
const amount = (text: string | null) => {
  const digits = (text ?? '').replace(/[^\d-]/g, '');
  return digits === '-' || digits === '' ? 0 : Number(digits);
};
async function noSeriousAxe(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}
/** The year the screen shows (the portal's chosen year), read from its year choice. */
const shownYear = async (page: Page) => (await page.getByRole('combobox').first().inputValue()).slice(0, 4);

describe('my page (issue 13, point 4)', () => {
  it('shows the profile, every unit and the year’s payouts by month with the year total (sokcho01, 1440 px, Korean)', async () => {
    const page = await openMyPage('sokcho01');
    await page.locator('[data-testid=mypage-profile] [data-field=name]').waitFor();
    const units = unitsOf('sokcho01');
    expect(await page.locator('[data-testid=mypage-units] tbody tr').count()).toBe(units.length);
    for (const no of units) expect(await page.locator('[data-testid=mypage-units] tbody').textContent()).toContain(no);
    await page.locator('[data-testid=mypage-monthly] tfoot').waitFor();
    const year = await shownYear(page);
    const rows = db.ledger.filter((e) => units.includes(e.member_no) && e.std_month.startsWith(year));
    const months = new Set(rows.map((r) => r.std_month));
    expect(await page.locator('[data-testid=mypage-monthly] tbody tr').count()).toBe(months.size);
    const cells = page.locator('[data-testid=mypage-monthly] tfoot td');
    // The year's distribution and what was transferred for it (the payout ledger, issue 28).
    expect((await cells.allTextContents()).map(amount)).toEqual(expect.arrayContaining([rows.reduce((sum, r) => sum + r.distribution, 0), rows.reduce((sum, r) => sum + r.transfer_amount, 0)]));
    await noSeriousAxe(page);
  });

  it('marks each month of the year closed, draft or upcoming, shows a month’s invoices and leads to its P&L (multi01, 390 px, English)', async () => {
    const page = await openMyPage('multi01', '?tab=tax', { ...MOBILE, ...EN });
    await page.locator('[data-testid=tax-months] li[data-month]').first().waitFor();
    const units = unitsOf('multi01');
    const year = await shownYear(page);
    const invoices = db.invoices.filter((i) => units.includes(i.member_no) && i.std_month.startsWith(year));
    for (let m = 1; m <= 12; m++) {
      const ym = `${year}${String(m).padStart(2, '0')}`;
      const ofMonth = invoices.filter((i) => i.std_month === ym);
      const state = await page.locator(`[data-testid=tax-months] li[data-month="${ym}"]`).getAttribute('data-state');
      if (ofMonth.length > 0 && ofMonth.every((i) => i.close_yn === 'Y')) expect(state, ym).toBe('closed');
      else expect(state, ym).not.toBe('closed');
    }
    // The last closed month's invoices: one per unit, issued, adding up to the database's.
    const closedMonths = [...new Set(invoices.filter((i) => i.close_yn === 'Y').map((i) => i.std_month))].sort();
    const month = closedMonths.at(-1)!;
    await page.locator(`[data-testid=tax-months] li[data-month="${month}"] button`).click();
    const detail = page.locator('[data-testid=tax-detail]');
    await expect.poll(() => detail.locator('h2').textContent()).toContain(`${month.slice(0, 4)}.${month.slice(4)}`);
    const invoiceTable = detail.locator('table').first();
    await expect.poll(() => invoiceTable.locator('tbody tr').count()).toBe(units.length);
    const supply = invoices.filter((i) => i.std_month === month).reduce((sum, i) => sum + i.supply_amount, 0);
    expect((await invoiceTable.locator('tfoot td').allTextContents()).map(amount)).toContain(supply);
    expect(await invoiceTable.locator('tbody').textContent()).not.toContain('Draft');
    // The last settled month's reverse-issued invoices await the owner's approval (issue 28, point 3): approved here, they are issued today.
    expect(await detail.locator('[data-field=close-state]').textContent()).toBe('A reverse-issued tax invoice is issued to the NTS once you, its supplier, approve it.');
    expect(await invoiceTable.locator('[data-status]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-status')))).toEqual(units.map(() => 'REQUESTED'));
    await detail.getByTestId('invoice-approve-button').click();
    await page.getByText(`${units.length} tax invoice(s) of ${month.slice(0, 4)}.${month.slice(4)} approved: they are issued to the NTS.`).waitFor();
    await expect.poll(() => invoiceTable.locator('[data-status]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-status')))).toEqual(units.map(() => 'ISSUED'));
    expect(await detail.locator('[data-field=close-state]').textContent()).toBe('This month is closed and its invoices are issued.');
    expect(await detail.getByTestId('invoice-approve').count()).toBe(0);
    expect(await invoiceTable.locator('tbody').textContent()).toContain(seoulDay().replace(/-/g, '.'));
    // How the month is settled (the payout ledger, issue 28): a row per unit with its transfer, and the month's English statement.
    const settlement = detail.getByTestId('invoice-settlement');
    expect(await settlement.locator('tbody tr').count()).toBe(units.length);
    for (const no of units) {
      const entry = db.ledger.find((l) => l.member_no === no && l.std_month === month)!;
      const row = settlement.locator('tbody tr').filter({ hasText: no });
      expect((await row.locator('td').allTextContents()).map(amount), no).toContain(entry.transfer_amount);
    }
    expect(await settlement.getByTestId('statement-month').getAttribute('href')).toBe(`/member/statements/${month}.pdf?lang=en`);
    await noSeriousAxe(page);
    // The invoice leads to the statement of the month it invoices.
    await detail.getByTestId('invoice-statement').first().click();
    await page.waitForURL(`${web}/member/income?ym=${month.slice(0, 4)}-${month.slice(4, 6)}`);
    await page.locator('[data-testid=report-income]').waitFor();
    expect(await page.getByRole('combobox').first().inputValue()).toBe(month.slice(0, 4));
  });

  it('says a draft month is a draft (sokcho01, 1440 px, Korean)', async () => {
    const page = await openMyPage('sokcho01', '?tab=tax');
    const units = unitsOf('sokcho01');
    const year = await shownYear(page);
    const draft = db.invoices.filter((i) => units.includes(i.member_no) && i.std_month.startsWith(year) && i.status === 'DRAFT').map((i) => i.std_month).sort()[0];
    if (!draft) return; // every month of the year is closed: nothing to show as a draft
    await page.locator(`[data-testid=tax-months] li[data-month="${draft}"] button`).click();
    const detail = page.locator('[data-testid=tax-detail]');
    await expect.poll(() => detail.locator('[data-field=close-state]').textContent()).toBe('이 달은 아직 마감 전입니다. 아래 금액은 초안이며 마감 때 바뀔 수 있습니다.');
    expect(await detail.locator('tbody').textContent()).toContain('초안');
    expect(await page.locator(`[data-testid=tax-months] li[data-month="${draft}"]`).getAttribute('data-state')).toBe('open');
  });

  it('alerts "마감된 세금계산서 조회에 실패하였습니다" when the closed months cannot be read (SPEC §8)', async () => {
    open.expectProblems(/home\/tax\/close\/list failed|status of 503/);
    const page = await openMyPage('sokcho01');
    await page.route('**/bff/member/home/tax/close/list', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ result: false, code: 'E503', message: 'down' }) }));
    const dialog = page.waitForEvent('dialog');
    // The alert can open before the click's own wait (for the route change it starts) ends, and an
    // open alert holds the page: the click is awaited only after the alert is answered.
    const clicked = page.locator('[data-tab=tax]').click();
    const shown = await dialog;
    expect(shown.message()).toBe('마감된 세금계산서 조회에 실패하였습니다');
    await shown.accept();
    await clicked;
    await page.getByTestId('tax-closed-failed').waitFor();
  });

  it('refuses a business registration number whose check digit is wrong, with a message, before sending', async () => {
    const page = await openMyPage('sokcho01', '?tab=tax');
    const form = page.locator('[data-testid=supplier]');
    const number = form.getByLabel('사업자등록번호');
    await number.waitFor();
    let sent = 0;
    await page.route('**/bff/member/home/tax/update', (route) => {
      sent++;
      return route.continue();
    });
    await number.fill('123-45-67890');
    await form.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('#supplier-business_registration-error').textContent()).toBe('사업자등록번호의 마지막 검증 숫자가 맞지 않습니다. 사업자등록증의 번호를 다시 확인해 주세요.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('supplier-business_registration');
    await number.fill('12345');
    await form.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => form.locator('#supplier-business_registration-error').textContent()).toBe('사업자등록번호는 124-81-00998처럼 숫자 10자리입니다.');
    expect(sent).toBe(0);
  });

  it('shows a month whose fee exceeds its share as nothing paid, carried forward and taken from the next transfer (naksan01, 2022, 390 px, Korean)', async () => {
    const page = await openMyPage('naksan01', '?tab=earnings&ym=2022-01', MOBILE);
    await page.locator('[data-testid=earnings] tbody tr').first().waitFor();
    expect(await shownYear(page)).toBe('2022');
    const rows = db.ledger.filter((e) => unitsOf('naksan01').includes(e.member_no) && e.std_month.startsWith('2022')).sort((a, b) => a.std_month.localeCompare(b.std_month));
    const carried = rows.filter((r) => r.status === 'CARRIED');
    expect(carried.length).toBeGreaterThan(0);
    const shown = page.locator('[data-testid=earnings] tbody [data-payment=CARRIED]');
    expect(await shown.allTextContents()).toEqual(carried.map((r) => `지급 없음 · ${(-r.carried_forward).toLocaleString('ko-KR')}원 이월`));
    // The year's paid total counts transfers only: a carried month adds nothing.
    expect(amount(await page.locator('[data-field=paid]').textContent())).toBe(rows.filter((r) => r.status === 'PAID').reduce((s, r) => s + r.transfer_amount, 0));
    // What each unit still owes after its last month of the year.
    const owed = unitsOf('naksan01').reduce((sum, no) => sum + (rows.filter((r) => r.member_no === no).at(-1)?.carried_forward ?? 0), 0);
    expect(await page.locator('[data-field=owed]').textContent()).toBe(owed < 0 ? `${(-owed).toLocaleString('ko-KR')} 원` : '없음');
    // The year's summary and each month's statement (issue 28, point 2), in Korean.
    expect(await page.getByTestId('statement-year').getAttribute('href')).toBe('/member/statements/2022.pdf');
    expect(await page.locator('[data-testid=earnings] tbody').getByTestId('statement-month').first().getAttribute('href')).toBe(`/member/statements/${rows[0]!.std_month}.pdf`);
    await noSeriousAxe(page);
  });

  it('adds up what was transferred and what is still to be, and lists the year’s incentives (multi01, 1440 px, English)', async () => {
    const page = await openMyPage('multi01', '?tab=earnings', EN);
    await page.locator('[data-testid=earnings-summary]').waitFor();
    const units = unitsOf('multi01');
    const year = await shownYear(page);
    const rows = db.ledger.filter((e) => units.includes(e.member_no) && e.std_month.startsWith(year));
    const transfers = (status: string) => rows.filter((r) => r.status === status).reduce((s, r) => s + r.transfer_amount, 0);
    expect(amount(await page.locator('[data-field=paid]').textContent())).toBe(transfers('PAID'));
    expect(amount(await page.locator('[data-field=scheduled]').textContent().then((t) => t!.split('(')[0]!))).toBe(transfers('SCHEDULED'));
    expect(await page.locator('[data-testid=earnings] tbody tr').count()).toBe(rows.length);
    for (const status of ['PAID', 'SCHEDULED', 'CARRIED']) expect(await page.locator(`[data-testid=earnings] tbody [data-payment=${status}]`).count(), status).toBe(rows.filter((r) => r.status === status).length);
    await noSeriousAxe(page);

    await page.locator('[data-tab=incentive]').click();
    await page.waitForURL(`${web}/member/mypage?tab=incentive`);
    await page.locator('[data-testid=incentives] [data-field=incentive-unpaid]').waitFor();
    const incentives = db.incentives.filter((i) => units.includes(i.member_no) && i.year === year);
    await expect.poll(() => page.locator('[data-testid=incentives] tbody tr').count()).toBe(Math.max(1, incentives.length));
    if (incentives.length > 0) expect((await page.locator('[data-testid=incentives] tfoot td').allTextContents()).map(amount)).toContain(incentives.reduce((s, i) => s + i.amount, 0));
    expect(amount(await page.locator('[data-field=incentive-unpaid]').textContent())).toBe(incentives.filter((i) => !i.paid).reduce((s, i) => s + i.amount, 0));
  });
});

describe('notifications (issue 28, point 3)', () => {
  /** The bell's unread count (its data attribute) and its accessible name. */
  const bell = async (page: Page) => {
    const link = page.getByTestId('notification-bell');
    return { unread: Number(await link.getAttribute('data-unread')), label: await link.getAttribute('aria-label') };
  };

  it('shows the unread count on the bell, lists the settlement, the transfer and the invoices to approve, reads one by opening it and the rest at once (naksan01, 1440 px, Korean)', async () => {
    const page = await openMyPage('naksan01', '?tab=notifications');
    const items = page.getByTestId('notification');
    await items.first().waitFor();
    const unreadShown = await page.locator('[data-testid=notification][data-read=false]').count();
    expect(unreadShown).toBeGreaterThan(0);
    await expect.poll(async () => (await bell(page)).unread).toBe(unreadShown);
    expect((await bell(page)).label).toBe(`알림, 읽지 않음 ${unreadShown}건`);
    // The last settled month: its settlement and its invoices awaiting approval, in words and figures.
    const units = unitsOf('naksan01');
    const month = db.invoices.filter((i) => units.includes(i.member_no) && i.status === 'REQUESTED').map((i) => i.std_month).sort().at(-1)!;
    const dotted = `${month.slice(0, 4)}.${month.slice(4)}`;
    const invoice = page.locator('[data-testid=notification][data-kind=INVOICE]').filter({ hasText: dotted });
    expect(await invoice.textContent()).toContain(`${dotted} 역발행 세금계산서 ${units.length}건`);
    const settled = page.locator('[data-testid=notification][data-kind=SETTLED]').filter({ hasText: dotted });
    const ledger = db.ledger.filter((l) => units.includes(l.member_no) && l.std_month === month);
    const settlement = ledger.reduce((sum, l) => sum + l.settlement, 0);
    expect(await settled.textContent()).toContain(`정산액 ${settlement.toLocaleString('en-US')}원`);
    await noSeriousAxe(page);
    // Opening the invoice notice reads it and leads to the month's invoices.
    await invoice.getByRole('link').click();
    await page.waitForURL(`${web}/member/mypage?tab=tax&ym=${month.slice(0, 4)}-${month.slice(4)}`);
    await page.locator('[data-testid=tax-detail] [data-status]').first().waitFor();
    await expect.poll(async () => (await bell(page)).unread).toBe(unreadShown - 1);
    // Back on the list, "mark all as read" empties the count, on the bell too.
    await page.getByTestId('notification-bell').click();
    await page.waitForURL(`${web}/member/mypage?tab=notifications`);
    await page.getByTestId('notifications-read-all').click();
    await page.getByText('모든 알림을 읽음으로 표시했습니다.').waitFor();
    await expect.poll(() => page.locator('[data-testid=notification][data-read=false]').count()).toBe(0);
    await expect.poll(async () => (await bell(page)).unread).toBe(0);
    expect((await bell(page)).label).toBe('알림');
  });

  it('saves which notifications also come by e-mail or text message, in the page\'s language (sokcho02, 390 px, English)', async () => {
    const page = await openMyPage('sokcho02', '?tab=notifications', { ...MOBILE, ...EN });
    const form = page.getByTestId('notification-settings');
    await form.getByTestId('notify-email-PAID').waitFor();
    expect(await form.textContent()).toContain('these are the defaults (every notification by e-mail)');
    for (const kind of ['SETTLED', 'PAID', 'INVOICE', 'ANSWERED']) {
      expect(await form.getByTestId(`notify-email-${kind}`).isChecked(), kind).toBe(true);
      expect(await form.getByTestId(`notify-sms-${kind}`).isChecked(), kind).toBe(false);
    }
    await form.getByLabel('Month settled: E-mail').uncheck();
    await form.getByLabel('Transfer made: Text message (SMS)').check();
    await form.getByTestId('notification-settings-save').click();
    await page.getByText('Your notification settings are saved.').waitFor();
    await page.reload();
    await form.getByTestId('notify-email-PAID').waitFor();
    expect(await form.getByTestId('notify-email-SETTLED').isChecked()).toBe(false);
    expect(await form.getByTestId('notify-sms-PAID').isChecked()).toBe(true);
    expect(await form.textContent()).not.toContain('these are the defaults');
    expect(await form.textContent()).toContain('Messages are sent in the language of this screen when you save (English).');
    await noSeriousAxe(page);
  });
});

describe('membership services and the booking inquiry (issue 13, point 3)', () => {
  it('shows the information square and checks the affiliate inquiry form (sokcho01, 390 px, Korean)', async () => {
    const page = await open('sokcho01', '/member/membership', { ready: '[data-testid=info-guide]', interactive: '[data-testid=membership] a[data-tab][aria-current=page]' }, MOBILE);
    await page.locator('[data-testid=info-events]').waitFor();
    await noSeriousAxe(page);
    await page.locator('[data-tab=affiliateInquiry]').click();
    await page.waitForURL(`${web}/member/membership?tab=affiliateInquiry`);
    const form = page.getByTestId('affiliate-form');
    await form.getByRole('button', { name: '문의 보내기' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('aff-facility');
    expect(await form.getByTestId('form-summary').textContent()).toContain('희망 시설 항목을 입력해 주세요.');
    expect(await form.getByTestId('form-summary').textContent()).toContain('연락받을 휴대폰 항목을 입력해 주세요.');
    expect(await form.locator('#aff-date').inputValue()).toBe(addDays(seoulDay(), 1));
    await noSeriousAxe(page);
  });

  it('is neither offered to nor opened for a Naksan owner (naksan01)', async () => {
    const page = await open('naksan01', '/member', { ready: 'header nav a >> nth=0', interactive: 'header nav a >> nth=0' });
    expect(await page.getByRole('navigation', { name: '주 메뉴' }).getByText('멤버십 서비스').count()).toBe(0);
    for (const path of ['/member/membership', '/member/membership?tab=affiliateInquiry']) {
      const response = await page.goto(`${web}${path}`);
      expect(response!.status(), path).toBe(404);
      expect(await page.getByTestId('membership').count()).toBe(0);
    }
  });

  it('keeps the booking inquiry within SPEC §9: 2 adults and one room for one night by default, at most 5 rooms, child ages 37 months to 12 years, white page (multi01, 1440 px, English)', async () => {
    const page = await open('multi01', '/member/booking', { ready: '[data-testid=booking] form', interactive: '[data-testid=booking-submit]' }, EN);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor)).toBe('rgb(255, 255, 255)');
    const today = seoulDay();
    expect(await page.locator('#book-checkIn').inputValue()).toBe(addDays(today, 1));
    expect(await page.locator('#book-checkOut').inputValue()).toBe(addDays(today, 2));
    expect(await page.locator('#book-adults').textContent()).toBe('2');
    expect(await page.locator('#book-rooms').textContent()).toBe('1');
    expect(await page.locator('#book-children').textContent()).toBe('0');
    const more = page.getByRole('button', { name: 'More: Rooms' });
    for (let i = 0; i < 4; i++) await more.click();
    expect(await page.locator('#book-rooms').textContent()).toBe('5');
    expect(await more.isDisabled()).toBe(true);
    // Five rooms need five adults.
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => page.getByTestId('form-summary').textContent()).toContain('Each room needs at least one adult');
    // A child's age: 37 months to 12 years, nothing else.
    await page.getByRole('button', { name: 'More: Children' }).click();
    const ages = await page.locator('#book-child-0 option').allTextContents();
    expect(ages.slice(1)).toEqual(['37 months to 3 years', '4 years', '5 years', '6 years', '7 years', '8 years', '9 years', '10 years', '11 years', '12 years']);
    // Check-out on the check-in day is refused: at least one night.
    await page.locator('#book-checkOut').fill(addDays(today, 1));
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => page.locator('#book-checkOut-error').textContent()).toBe('Check-out must be at least one day after check-in (1 night minimum).');
    await noSeriousAxe(page);
  });
});
