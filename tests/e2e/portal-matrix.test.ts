// Every board, inquiry, membership, booking and my-page address of issue 13 (point 6), and the
// home and reports (issue 28, point 5), at 1440 px
// and 390 px, in Korean and English, for sokcho01, multi01 and naksan01: the screen shows, in the
// page's language, with nothing wider than the window, no serious axe finding, and no console
// error, CSP violation or uncaught error (reportPages). Naksan owners get the not-found page (404)
// for membership services. The behaviour of each screen is in portal-board, portal-mypage and
// portal-voc; this file is the sweep a person would make through every screen: one context per
// owner and width walks them all, signed in once for the run (issue 27, point 4), and axe reads
// each screen once per width (sokcho01 in Korean at 1440 px, multi01 in English at 390 px; the
// language changes the words, not the markup axe judges).
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { seriousAxeFindings } from '../helpers/browser.ts';
import { EN, MOBILE, reportPages } from '../helpers/portal-session.ts';

const web = e2eServer().webUrl;
const db = inject('portalDb');
const open = reportPages(web, { walk: true });

const hotelOf = (loginId: string) => db.units.find((u) => u.login_id === loginId)!.hotel_seq;
const noticeOf = (loginId: string) => db.notices.find((n) => n.hotel_seq === null || n.hotel_seq === hotelOf(loginId))!.notice_seq;
const vocOf = (loginId: string) => db.vocs.find((v) => v.login_id === loginId)!.voc_seq;

const screens: { name: string; path: (loginId: string) => string; ready: string; membership?: true }[] = [
  // Issue 28, point 5: the home and the reports too, so that no screen shows NaN, undefined or null.
  { name: 'home', path: () => '/member', ready: '[data-testid=kpi] [data-field=rooms_sold]' },
  { name: 'operation', path: () => '/member/operation', ready: '[data-testid=operation-daily]:visible tfoot' },
  { name: 'revenue', path: () => '/member/revenue', ready: '[data-testid=revenue-table]:visible tfoot' },
  { name: 'cost', path: () => '/member/cost', ready: '[data-testid=cost-table]:visible tfoot' },
  { name: 'profit and loss', path: () => '/member/income', ready: '[data-testid=income-table]:visible tfoot' },
  { name: 'notices', path: () => '/member/board', ready: '[data-testid=board-notices] [data-field=count]' },
  { name: 'dividends', path: () => '/member/board?tab=dividend', ready: '[data-testid=board-dividend] table' },
  { name: 'fees', path: () => '/member/board?tab=fees', ready: '[data-testid=board-fees] table' },
  { name: 'events', path: () => '/member/board?tab=events', ready: '[data-testid=board-events] h3 >> nth=0' },
  { name: 'inquiries', path: () => '/member/board?tab=voc', ready: '[data-testid=voc-list]' },
  { name: 'notice', path: (id) => `/member/board/notice/${noticeOf(id)}`, ready: '[data-testid=notice-detail] h1' },
  { name: 'inquiry', path: (id) => `/member/board/voc/${vocOf(id)}`, ready: '[data-testid=voc-detail] h1' },
  { name: 'inquiry form', path: () => '/member/board/voc/write', ready: '#voc-category_seq' },
  { name: 'information square', path: () => '/member/membership', ready: '[data-testid=info-events] h2', membership: true },
  { name: 'affiliate inquiry', path: () => '/member/membership?tab=affiliateInquiry', ready: '[data-testid=affiliate-form] form', membership: true },
  { name: 'booking inquiry', path: () => '/member/booking', ready: '[data-testid=booking] form' },
  { name: 'my page', path: () => '/member/mypage', ready: '[data-testid=mypage-monthly] table' },
  { name: 'tax invoices', path: () => '/member/mypage?tab=tax', ready: '[data-testid=tax-months] li[data-month] >> nth=0' },
  { name: 'earnings', path: () => '/member/mypage?tab=earnings', ready: '[data-testid=earnings-summary]' },
  { name: 'incentives', path: () => '/member/mypage?tab=incentive', ready: '[data-testid=incentives] [data-field=incentive-unpaid]' },
  { name: 'notifications', path: () => '/member/mypage?tab=notifications', ready: '[data-testid=notification-settings] form' },
];

const ways = [
  { loginId: 'sokcho01', lang: 'ko', width: 1440, options: {}, axe: true },
  { loginId: 'multi01', lang: 'en', width: 390, options: { ...MOBILE, ...EN }, axe: true },
  { loginId: 'naksan01', lang: 'en', width: 1440, options: EN, axe: false },
  { loginId: 'naksan01', lang: 'ko', width: 390, options: MOBILE, axe: false },
] as const;

describe.each(ways)('$loginId, $lang, $width px (issue 13, point 6)', ({ loginId, lang, options, axe }) => {
  it.each(screens)('$name', async ({ path, ready, membership }) => {
    const refused = membership && loginId === 'naksan01';
    const page = await open(loginId, path(loginId), refused ? { ready: '#portal-not-found', interactive: '#portal-not-found' } : { ready, interactive: ready }, options);
    if (refused) {
      const response = await page.goto(`${web}${path(loginId)}`);
      expect(response!.status()).toBe(404);
      await page.locator('#portal-not-found').waitFor();
      return;
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    // No figure or word missing: a value that never came shows as such, never as NaN, undefined or null.
    const shown = await page.locator('body').innerText();
    expect(shown.match(/\b(NaN|undefined|null|Infinity)\b/g) ?? [], 'words of a missing value on the screen').toEqual([]);
    // Nothing wider than the window: tables scroll inside their own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (axe) expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
