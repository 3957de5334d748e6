import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { ANDROID_UA, chunkFetched, closeBrowser, drawnWith, hidePopupsToday, holdScripts, hydrated, openPage, type Watched } from '../helpers/browser.ts';
import { slow } from '../helpers/waits.ts';

/**
 * The brand site's shell in chromium (SPEC §2–§4, §7, §9): header, mobile menu, hotel panel,
 * sub-navigation, hotel-selection modal, language switcher, event pop-ups, the pop-up login
 * through the booking-site stand-in, navigation rules and SEO, at 1440 px and at 390 px as a phone.
 * Every test ends with zero console errors and zero CSP violations (afterEach).
 */

const web = e2eServer().webUrl;
const api = e2eServer().apiUrl;
const origin = new URL(web).origin;


interface Size {
  name: string;
  mobile: boolean;
  options: BrowserContextOptions;
}
const desktop: Size = { name: 'desktop 1440x900', mobile: false, options: { viewport: { width: 1440, height: 900 } } };
const phone: Size = {
  name: 'mobile 390x844',
  mobile: true,
  options: { viewport: { width: 390, height: 844 }, userAgent: ANDROID_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
};
const sizes = [desktop, phone];

let current: Watched | null = null;

interface VisitOptions {
  size?: Size;
  /** Extra context options (locale …). */
  context?: BrowserContextOptions;
  cookies?: Record<string, string>;
  /** Let the event pop-ups show (by default they are marked "hidden today" before any page script runs). */
  popups?: boolean;
}

async function visit(path: string, { size = desktop, context = {}, cookies = {}, popups = false }: VisitOptions = {}) {
  current = await openPage({ ...size.options, ...context });
  const entries = Object.entries(cookies).map(([name, value]) => ({ name, value, url: web }));
  if (entries.length > 0) await current.context.addCookies(entries);
  if (!popups) await hidePopupsToday(current.context);
  const response = await current.page.goto(web + path);
  await hydrated(current.page);
  return { ...current, response };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}
const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The mobile menu toggle, opened (it stays as it is when already open). */
async function openMobileMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: '전체 메뉴' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await menu.waitFor({ state: 'visible' });
  return menu;
}

/** Where the account entries are: the header bar on desktop, the opened mobile menu on a phone. */
async function account(page: Page, size: Size): Promise<Locator> {
  return size.mobile ? openMobileMenu(page) : page.locator('header');
}

/** Client-side navigation: the old page's wrapper is marked, then we wait for the new page's wrapper. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
    document.querySelectorAll<HTMLElement>('main#main > [data-fade]').forEach((el) => (el.dataset.old = '1'));
  });
}
async function arrived(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.locator('main#main > [data-fade]:not([data-old])').waitFor();
  await frames(page);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'client-side navigation keeps the window').toBe(1);
}

/**
 * The next pop-up of `page` and its closing. The close listener is attached in the same tick as
 * the pop-up appears: a callback page may post and close itself before an awaited listener.
 */
function nextPopup(opener: Pick<Page, 'once'> | Pick<BrowserContext, 'once'>, event: 'popup' | 'page' = 'popup') {
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const popup = new Promise<Page>((resolve) => {
    (opener as Page).once(event as 'popup', (p: Page) => {
      p.once('close', () => onClosed());
      if (p.isClosed()) onClosed();
      resolve(p);
    });
  });
  return { popup, closed };
}

interface BrandHotel {
  hotel_seq: number;
  hotel_name: string;
  booking_hotel_code: string;
}
/** POST {api}/brand/branding/main (SPEC §7). */
async function brandMain(hotelSeq = 100): Promise<{ branding_data: { booking_hotel_code: string }; property_hotel_list: BrandHotel[] }> {
  const res = await fetch(`${api}/brand/branding/main`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_seq: 100, hotel_seq: hotelSeq, lang_type: 'KOR' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: boolean; result_data: Awaited<ReturnType<typeof brandMain>> };
  expect(body.result).toBe(true);
  return body.result_data;
}

/** The errors a test provokes on purpose (this test only): filtered once its context is closed, so that one logged late is filtered too. */
let expectedProblems: RegExp | null = null;

afterEach(async () => {
  // Every page of every test: zero console errors and zero CSP violations.
  const problems = current?.problems ?? [];
  await current?.context.close();
  current = null;
  const expected = expectedProblems;
  expectedProblems = null;
  expect(problems.filter((p) => !(expected && expected.test(p)))).toEqual([]);
});
afterAll(async () => {
  await closeBrowser();
});

describe('the home page', () => {
  it.each(sizes)('renders in Korean for a Korean browser, with <html lang="ko"> ($name)', async (size) => {
    const { page, response } = await visit('/', { size, context: { locale: 'ko-KR' } });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await page.locator('h1').textContent()).toBe('머무는 순간이 여행이 되는 곳');
    expect(await page.locator('footer').textContent()).toContain('사업자등록번호');
  });

  it.each(sizes)('renders in English for an English browser ($name)', async (size) => {
    const { page } = await visit('/', { size, context: { locale: 'en-US' } });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('Where every stay becomes a journey');
    expect(await page.locator('main').textContent()).toContain('RAON Resort Sokcho');
  });

  it('renders in English for any other browser language', async () => {
    const { page } = await visit('/', { context: { locale: 'ja-JP' } });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('?lang=en renders English and sets no language cookie', async () => {
    const { page, context, response } = await visit('/?lang=en', { context: { locale: 'ko-KR' } });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('Where every stay becomes a journey');
    expect(response?.headers()['set-cookie'] ?? '').not.toMatch(/(^|\n)\s*language=/);
    expect((await context.cookies(web)).map((c) => c.name)).not.toContain('language');
  });

  it('follows the saved language over the browser language', async () => {
    const { page } = await visit('/', { context: { locale: 'ko-KR' }, cookies: { language: 'en' } });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it.each([
    [null, '라온 호텔앤리조트', 'brand'],
    ['100', '라온 호텔앤리조트', 'brand'],
    // The test hotel is never the visit's hotel (issue 15, point 5): its own pages have the test
    // title and icon (tests/e2e/test-hotel.test.ts), the brand's pages never.
    ['8000', '라온 호텔앤리조트', 'brand'],
    ['101', '라온 호텔앤리조트', 'default'],
  ])('hotel %s: title "%s" and the %s icon', async (hotel, title, icon) => {
    const { page } = await visit('/', { cookies: hotel ? { c_hotel: hotel } : {} });
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toMatch(new RegExp(`^/favicon/${icon}\\.svg\\?v=\\d+$`));
  });

  it('is themed with the hotel colour', async () => {
    const { page } = await visit('/', { cookies: { c_hotel: '102' } });
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--raon-color-brand').trim());
    expect(brand.toUpperCase()).toBe('#2E7D5B');
  });
});

describe.each(sizes)('the header ($name)', (size) => {
  it('takes its scrolled state past 20 px and drops it back at the top (throttled 500 ms)', async () => {
    const { page } = await visit('/', { size });
    const header = page.locator('header[data-scrolled]');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await scrollTo(page, 120);
    await expect.poll(() => header.getAttribute('data-scrolled'), { timeout: slow(1_000) }).toBe('true');
    // 10 px is not past the threshold: back from 120 px, the state drops (no fixed wait for a
    // throttle window to prove that nothing happened).
    await scrollTo(page, 10);
    await expect.poll(() => header.getAttribute('data-scrolled'), { timeout: slow(1_000) }).toBe('false');
    await scrollTo(page, 120);
    await expect.poll(() => header.getAttribute('data-scrolled'), { timeout: slow(1_000) }).toBe('true');
    await scrollTo(page, 0);
    await expect.poll(() => header.getAttribute('data-scrolled'), { timeout: slow(1_000) }).toBe('false');
  });

  it('a header link navigates client-side; the new page fades in and opens at the top', async () => {
    const { page } = await visit('/', { size });
    await scrollTo(page, 800);
    await markPage(page);
    if (size.mobile) {
      const menu = await openMobileMenu(page);
      await menu.getByRole('button', { name: '소개', exact: true }).click();
      await menu.getByRole('link', { name: '브랜드 소개' }).click();
    } else {
      await page.locator('header').getByRole('button', { name: '소개', exact: true }).click();
      await page.locator('header').getByRole('link', { name: '브랜드 소개' }).click();
    }
    await arrived(page, '/brand');
    expect(await page.locator('main#main > [data-fade]').getAttribute('data-fade')).toBe('true');
    expect(await scrollY(page)).toBe(0);
    if (size.mobile) expect(await page.getByRole('button', { name: '전체 메뉴' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.body.dataset.scrollLocked ?? 'unlocked')).toBe('unlocked');

    // From a scrolled page to another non-hotel page: again at the top.
    await scrollTo(page, Math.min(400, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)));
    await markPage(page);
    if (size.mobile) await (await openMobileMenu(page)).getByRole('link', { name: '프로모션', exact: true }).click();
    else await page.locator('header').getByRole('link', { name: '프로모션', exact: true }).click();
    await arrived(page, '/promotion');
    expect(await page.locator('main#main > [data-fade]').getAttribute('data-fade')).toBe('true');
    expect(await scrollY(page)).toBe(0);
    expect(await page.locator('header a[href="/promotion"]').getAttribute('aria-current')).toBe('page');
  });
});

describe('the mobile menu (mobile 390x844)', () => {
  it('locks the page while open and restores the exact scroll position on close', async () => {
    const { page } = await visit('/', { size: phone });
    await scrollTo(page, 733);
    const toggle = page.getByRole('button', { name: '전체 메뉴' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = await openMobileMenu(page);
    expect(await menu.getByRole('button', { name: '예약하기' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: '로그인/회원가입' }).isVisible()).toBe(true);
    const locked = await page.evaluate(() => ({ overflow: getComputedStyle(document.documentElement).overflowY, flag: document.body.dataset.scrollLocked }));
    expect(locked).toEqual({ overflow: 'hidden', flag: 'true' });
    expect(await scrollY(page)).toBe(733);

    // A wheel over the locked page moves nothing underneath.
    await page.mouse.wheel(0, 400);
    await frames(page);
    expect(await scrollY(page)).toBe(733);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => ({ overflow: getComputedStyle(document.documentElement).overflowY, flag: document.body.dataset.scrollLocked ?? null }))).toEqual({ overflow: 'visible', flag: null });
    expect(await scrollY(page)).toBe(733);
  });

  it('keeps keyboard focus inside the header while open, round and round (WCAG 2.4.3, issue 29)', async () => {
    const { page } = await visit('/', { size: phone });
    await openMobileMenu(page);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 10 === 9 ? 'Shift+Tab' : 'Tab');
      const where = await page.evaluate(() => ({ inHeader: Boolean(document.activeElement?.closest('header')), name: document.activeElement?.textContent?.trim() ?? '' }));
      expect(where.inHeader, `Tab ${i + 1} left the header for "${where.name}"`).toBe(true);
      seen.add(where.name);
    }
    // It went round the menu's entries, not stuck on one.
    expect(seen.size).toBeGreaterThan(5);
  });

  it('Escape closes the menu and restores the scroll position', async () => {
    const { page } = await visit('/', { size: phone });
    await scrollTo(page, 321);
    await openMobileMenu(page);
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: '전체 메뉴' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await scrollY(page)).toBe(321);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('전체 메뉴');
  });

  it('the Hotels sub-menu lists the hotels; a hotel opens /hotel/{seq} at the top', async () => {
    const { page } = await visit('/', { size: phone });
    await scrollTo(page, 500);
    await markPage(page);
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: '호텔 & 리조트' }).click();
    const hotels = menu.getByRole('link', { name: /라온/ });
    expect(await hotels.allTextContents()).toEqual([expect.stringContaining('라온 리조트 속초'), expect.stringContaining('라온 호텔 낙산'), expect.stringContaining('라온 리조트 경주')]);
    await hotels.first().click();
    await arrived(page, '/hotel/101');
    expect(await scrollY(page)).toBe(0);
    expect(await page.getByRole('button', { name: '전체 메뉴' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the Hotel & Resort panel (desktop 1440x900)', () => {
  it('opens, lists the three hotels with their locations, and a card opens /hotel/{seq} at the top', async () => {
    const { page } = await visit('/');
    await scrollTo(page, 600);
    await markPage(page);
    const button = page.getByRole('button', { name: '호텔 & 리조트' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.waitFor({ state: 'visible' });
    const cards = panel.getByRole('link');
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('라온 리조트 속초'), expect.stringContaining('라온 호텔 낙산'), expect.stringContaining('라온 리조트 경주')]);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/hotel/101', '/hotel/102', '/hotel/103']);
    const text = await panel.textContent();
    expect(text).toContain('속초시 대포동');
    // Each card's location is the 2nd and 3rd words of hotel_address (SPEC §2).
    const { property_hotel_list: list } = await brandMain();
    for (const h of list as (BrandHotel & { hotel_address: string })[]) expect(text).toContain(h.hotel_address.split(' ').slice(1, 3).join(' '));

    await panel.getByRole('link', { name: /라온 호텔 낙산/ }).click();
    await arrived(page, '/hotel/102');
    expect(await scrollY(page)).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // The current route's hotel is highlighted in the panel.
    await button.click();
    expect(await panel.getByRole('link', { name: /라온 호텔 낙산/ }).getAttribute('aria-current')).toBe('true');
  });

  it('Escape and a press outside close the panel', async () => {
    const { page } = await visit('/');
    const button = page.getByRole('button', { name: '호텔 & 리조트' });
    await button.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await page.locator('h1').click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe.each(sizes)('the property sub-navigation on /hotel/101 ($name)', (size) => {
  it('sticks under the header once the page moves and marks the tab of the path', async () => {
    const { page, response } = await visit('/hotel/101', { size });
    expect(response?.status(), '/hotel/101 answers').toBe(200);
    const nav = page.getByRole('navigation', { name: '호텔 메뉴' });
    expect(await nav.getAttribute('data-sticky')).toBe('false');
    expect(await nav.getByRole('link', { name: '소개' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link').allTextContents()).toEqual(['소개', '객실', '프로모션', '패키지', '부대시설', '고객지원']);

    const { height, max } = await page.evaluate(() => ({ height: window.innerHeight, max: document.documentElement.scrollHeight - window.innerHeight }));
    expect(max, 'the property page is long enough to scroll one window height').toBeGreaterThan(height + 10);
    // Issue 15, point 2: the bar lies right under the header, so it sticks as soon as the page
    // moves (SPEC §2's "window height" was the original one-screen visual above it) and stays there.
    for (const y of [height - 40, height + 10]) {
      await scrollTo(page, y);
      await expect.poll(() => nav.getAttribute('data-sticky'), { timeout: slow(1_000) }).toBe('true');
      const top = await nav.evaluate((el) => el.getBoundingClientRect().top);
      const headerBottom = await page.evaluate(() => document.querySelector('header[data-scrolled]')!.getBoundingClientRect().bottom);
      expect(Math.abs(top - headerBottom), 'the sticky bar stays in view under the header').toBeLessThanOrEqual(1);
    }

    await markPage(page);
    await nav.getByRole('link', { name: '객실' }).click();
    await arrived(page, '/hotel/101/rooms');
    await expect.poll(() => nav.getByRole('link', { name: '객실' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: '소개' }).getAttribute('aria-current')).toBeNull();
    // SPEC §2 on a hotel path: down to where the tab's content starts under the stuck bar, at most
    // one viewport height (docs/decisions.md, issue 15, point 2). The rooms tab's content starts
    // right under the bar: the page opens at its top, the heading in view.
    await expect.poll(() => scrollY(page), { timeout: slow(2_000), message: 'the tab content under the sub-navigation' }).toBe(0);
    const heading = await page.locator('main h1').evaluate((el) => el.getBoundingClientRect().top);
    const navBottom = await nav.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(heading).toBeGreaterThanOrEqual(navBottom);
    await expect.poll(() => nav.getAttribute('data-sticky'), { timeout: slow(1_000) }).toBe('false');
  });
});

describe('the hotel-selection modal from the home booking bar', () => {
  const picker = (page: Page) => page.locator('button[aria-haspopup="dialog"]', { hasText: '호텔' }).first();

  it('desktop 1440x900: choose a hotel and apply; Escape closes without applying', async () => {
    const { page } = await visit('/');
    const y = 150;
    await scrollTo(page, y);
    expect(await picker(page).evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight), 'the picker is in view without scrolling').toBe(true);
    await picker(page).click();
    const dialog = page.getByRole('dialog', { name: '호텔 선택' });
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('호텔 선택');
    expect(await dialog.evaluate((el) => el.closest('[data-variant]')?.getAttribute('data-variant'))).toBe('dialog');
    expect(await dialog.evaluate((el) => (el as HTMLElement).offsetWidth), 'SPEC §9: 1000 px wide on desktop').toBe(1000);
    expect(await page.evaluate(() => [document.body.dataset.scrollLocked, getComputedStyle(document.documentElement).overflowY, window.scrollY])).toEqual(['true', 'hidden', y]);
    const apply = dialog.getByRole('button', { name: '적용' });
    expect(await apply.isDisabled()).toBe(true);
    expect(await dialog.locator('button[aria-pressed="false"]').count()).toBe(3);
    await dialog.getByRole('button', { name: /라온 호텔 낙산/ }).click();
    expect(await dialog.getByRole('button', { name: /라온 호텔 낙산/ }).getAttribute('aria-pressed')).toBe('true');
    await apply.click();
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    expect(await picker(page).textContent()).toContain('라온 호텔 낙산');
    expect(await page.evaluate(() => document.body.dataset.scrollLocked ?? 'unlocked')).toBe('unlocked');
    expect(await scrollY(page)).toBe(y);

    // Opens again on the applied hotel; another choice closed with Escape is not applied.
    await picker(page).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: /라온 호텔 낙산/ }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: /라온 리조트 경주/ }).click();
    expect(await dialog.getByRole('button', { name: /라온 리조트 경주/ }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    expect(await picker(page).textContent()).toContain('라온 호텔 낙산');
    expect(await picker(page).textContent()).not.toContain('라온 리조트 경주');
    expect(await picker(page).evaluate((el) => el === document.activeElement), 'focus returns to the picker').toBe(true);

    // The close icon discards a choice too.
    await picker(page).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /라온 리조트 속초/ }).click();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    expect(await picker(page).textContent()).toContain('라온 호텔 낙산');
  });

  it('mobile 390x844: a bottom sheet; choosing a hotel opens the booking start page with its booking code', async () => {
    const { property_hotel_list: hotels } = await brandMain();
    const naksan = hotels.find((h) => h.hotel_name === '라온 호텔 낙산')!;
    expect(naksan.booking_hotel_code).toBeTruthy();
    const { page, context } = await visit('/', { size: phone });
    await picker(page).click();
    const dialog = page.getByRole('dialog', { name: '호텔 선택' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.closest('[data-variant]')?.getAttribute('data-variant'))).toBe('bottomSheet');
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBe('true');
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /라온 호텔 낙산/ }).click();
    const start = await opened;
    await start.waitForURL(/\/booking-standin\/start/);
    const url = new URL(start.url());
    expect(url.origin + url.pathname).toBe(`${origin}/booking-standin/start`);
    expect(url.searchParams.get('hotel_code')).toBe(naksan.booking_hotel_code);
    await start.waitForLoadState();
    expect(await start.locator('dd').first().textContent()).toBe(naksan.booking_hotel_code);
    await start.close();
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    expect(await picker(page).textContent()).toContain('라온 호텔 낙산');
    expect(await page.evaluate(() => document.body.dataset.scrollLocked ?? 'unlocked')).toBe('unlocked');
  });
});

describe.each(sizes)('the language switcher ($name)', (size) => {
  it('choosing English saves it everywhere, reloads in English and closes the list', async () => {
    const { page, context } = await visit('/', { size });
    const button = page.getByRole('button', { name: /언어 선택/ });
    expect(await button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    // The switcher is hydrated on demand (demandPart): this first press fetches its code and is
    // replayed once it is in, a moment later.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('listbox', { name: '언어 선택' });
    await list.waitFor();
    expect(await list.getByRole('option').allTextContents()).toEqual(['한국어', 'English']);
    expect(await list.getByRole('option', { name: '한국어' }).getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForEvent('load'), list.getByRole('option', { name: 'English' }).click()]);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('Where every stay becomes a journey');
    expect(await page.evaluate(() => [localStorage.getItem('language'), sessionStorage.getItem('language')])).toEqual(['en', 'en']);
    expect((await context.cookies(web)).find((c) => c.name === 'language')?.value).toBe('en');
    const after = page.getByRole('button', { name: /Choose language/ });
    expect(await after.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await after.textContent()).toContain('English');
  });

  it('an outside press closes the list without a change', async () => {
    const { page } = await visit('/', { size });
    const button = page.getByRole('button', { name: /언어 선택/ });
    await button.click();
    await page.getByRole('listbox', { name: '언어 선택' }).waitFor();
    await page.locator('h1').click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
  });
});

describe.each(sizes)('the pop-up login through the booking-site stand-in ($name)', (size) => {
  async function logIn(page: Page, size: Size, loginId: string) {
    const { branding_data } = await brandMain();
    const area = await account(page, size);
    const next = nextPopup(page);
    await area.getByRole('button', { name: '로그인/회원가입' }).click();
    const popup = await next.popup;
    await popup.waitForURL(/\/booking-standin\/connect-login/);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`${origin}/booking-standin/connect-login`);
    expect(url.searchParams.get('hotelCode')).toBe(branding_data.booking_hotel_code);
    expect(url.searchParams.get('returnUrl')).toBe(`${origin}/login_success`);
    await popup.getByLabel('아이디').fill(loginId);
    await popup.getByLabel('비밀번호').fill('demo1234!');
    await popup.getByRole('button', { name: '로그인' }).click();
    await next.closed;
    await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('로그인되었습니다.');
    await page.locator('.Toastify__toast', { hasText: '로그인되었습니다.' }).waitFor({ state: 'visible' });
  }

  it('a MEMBERSHIP user of hotel 13 logs in, gets My Page, Logout and the Allottee entry, survives a reload and logs out', async () => {
    const { page, context } = await visit('/', { size });
    await logIn(page, size, 'sokcho01');
    let area = await account(page, size);
    await area.getByRole('button', { name: '마이페이지' }).waitFor({ state: 'visible' });
    expect(await area.getByRole('button', { name: '로그아웃' }).isVisible()).toBe(true);
    expect(await area.getByRole('button', { name: '로그인/회원가입' }).count()).toBe(0);
    const allottee = area.getByRole('link', { name: /분양회원/ });
    expect(await allottee.isVisible()).toBe(true);
    expect(await allottee.getAttribute('href')).toBe('/member');
    expect(await allottee.getAttribute('target')).toBe('_blank');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('c_sessionStore')!) as unknown)).toMatchObject({
      isLogin: true,
      userInfo: { loginId: 'sokcho01', user_type: 'MEMBERSHIP', hotel_code: 13 },
    });

    // The session survives a reload (session storage).
    await page.reload();
    await hydrated(page);
    area = await account(page, size);
    await area.getByRole('button', { name: '마이페이지' }).waitFor({ state: 'visible' });
    expect(await area.getByRole('link', { name: /분양회원/ }).isVisible()).toBe(true);

    // My Page: a new tab on the booking site's start page.
    const { branding_data } = await brandMain();
    const tabPromise = context.waitForEvent('page');
    await area.getByRole('button', { name: '마이페이지' }).click();
    const tab = await tabPromise;
    await tab.waitForURL(/\/booking-standin\/start/);
    const tabUrl = new URL(tab.url());
    expect(tabUrl.origin + tabUrl.pathname).toBe(`${origin}/booking-standin/start`);
    expect(Object.fromEntries(tabUrl.searchParams)).toEqual({ hotel_code: branding_data.booking_hotel_code, p: 'myPage' });
    await tab.waitForLoadState();
    await tab.close();

    // Logout: the pop-up returns through /logout and closes itself.
    area = await account(page, size);
    const next = nextPopup(page);
    await area.getByRole('button', { name: '로그아웃' }).click();
    const popup = await next.popup;
    await next.closed;
    expect(new URL(popup.url()).pathname, 'the logout pop-up returned through /logout').toBe('/logout');
    await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('로그아웃되었습니다.');
    await page.locator('.Toastify__toast', { hasText: '로그아웃되었습니다.' }).waitFor({ state: 'visible' });
    area = await account(page, size);
    await area.getByRole('button', { name: '로그인/회원가입' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: '마이페이지' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /분양회원/ }).count()).toBe(0);
  });

  it('a GENERAL user gets My Page and Logout but no Allottee entry', async () => {
    const { page } = await visit('/', { size });
    await logIn(page, size, 'guest01');
    const area = await account(page, size);
    await area.getByRole('button', { name: '마이페이지' }).waitFor({ state: 'visible' });
    expect(await area.getByRole('button', { name: '로그아웃' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /분양회원/ }).count()).toBe(0);
    expect(await page.locator('[data-allottee]').count()).toBe(0);
  });
});

describe.each(sizes)('the event pop-up on the home page ($name)', (size) => {
  const title = '라온 시즌 패키지 오픈';
  const listed = (page: Page) => page.waitForResponse((res) => res.url().endsWith('/bff/brand/branding/event_popup/list') && res.ok());

  it('closed, it stays closed for the visit (a reload of the tab); "오늘 하루 보지 않기" keeps it away in a new tab too', async () => {
    const { page, context } = await visit('/', { size, popups: true });
    let dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('시즌 패키지');
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBe('true');

    // Closed without ticking: closed for this tab's visit (issue 15, point 1; tests/e2e/event-popups.test.ts),
    // so not after a reload; a new tab is a new visit and shows it again.
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect.poll(() => page.getByRole('dialog', { name: title }).count()).toBe(0);
    let again = listed(page);
    await page.reload();
    await again;
    await hydrated(page);
    await frames(page);
    expect(await page.getByRole('dialog', { name: title }).count()).toBe(0);
    // Nothing to show: the pop-up's code is never asked for (so no pop-up can come after the check above).
    await page.waitForLoadState('networkidle');
    expect(await popupCodeFetched(page)).toBe(false);
    const tab = await context.newPage();
    await tab.goto(web + '/');
    dialog = tab.getByRole('dialog', { name: title });
    await dialog.waitFor();

    // Ticked and closed: not again today, in any tab.
    await dialog.getByRole('checkbox', { name: '오늘 하루 보지 않기' }).check();
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect.poll(() => tab.getByRole('dialog', { name: title }).count()).toBe(0);
    const another = await context.newPage();
    again = listed(another);
    await another.goto(web + '/');
    await again;
    await hydrated(another);
    await frames(another);
    expect(await another.getByRole('dialog', { name: title }).count()).toBe(0);
    await another.waitForLoadState('networkidle');
    expect(await popupCodeFetched(another)).toBe(false);
  });
});

describe('navigation rules and not-found', () => {
  it.each(sizes)('an unknown path answers 404 with the not-found page, no fade and noindex ($name)', async (size) => {
    const { page, response } = await visit('/no/such/page', { size });
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('페이지를 찾을 수 없습니다');
    // Issue 29: the tab says so too, not the home page's title.
    expect(await page.title()).toMatch(/^페이지를 찾을 수 없습니다 \| /);
    expect(await page.locator('main#main > [data-fade]').getAttribute('data-fade')).toBe('false');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  });

  it('the first page of a visit paints at once; the home page fades in when navigated to', async () => {
    const { page } = await visit('/brand');
    expect(await page.locator('main#main > [data-fade]').getAttribute('data-fade')).toBe('false');
    await markPage(page);
    await page.locator('header a[href="/"]').first().click();
    await arrived(page, '/');
    expect(await page.locator('main#main > [data-fade]').getAttribute('data-fade')).toBe('true');
  });
});

describe('SEO', () => {
  // The canonical address names the page asked for: /?lang=ko is its own canonical, and / (the
  // negotiated x-default entry of the hreflang set) is too, so that every alternate is canonical.
  it.each([
    ['/', '/'],
    ['/?lang=ko', '/'],
    ['/hotel/101', '/hotel/101'],
    ['/hotel/101?lang=ko', '/hotel/101'],
  ])('%s: canonical, 11 hreflang alternates, Open Graph and description', async (address, path) => {
    const { page, response } = await visit(address);
    expect(response?.status()).toBe(200);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    }));
    expect(head.canonical).toBe(`${origin}${address}`);
    expect(head.alternates.map(([lang]) => lang)).toEqual(['ko', 'en', 'ja', 'zh-CN', 'zh-TW', 'es', 'pt', 'vi', 'th', 'mn', 'x-default']);
    for (const [lang, href] of head.alternates) expect(href).toBe(lang === 'x-default' ? `${origin}${path}` : `${origin}${path}?lang=${lang}`);
    expect(head.og['og:title']).toBeTruthy();
    expect(head.og['og:title']).toBe(await page.title());
    expect(head.og['og:description']).toBeTruthy();
    expect(head.og['og:description']).toBe(head.description);
    expect(head.og['og:url']).toBe(head.canonical);
    expect(head.og['og:locale']).toBe('ko_KR');
    expect(head.description!.length).toBeGreaterThan(10);
  });

  it('the English page names itself in English', async () => {
    const { page } = await visit('/?lang=en');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}/?lang=en`);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_US');
  });

  it('/robots.txt and /sitemap.xml', async () => {
    const robots = await fetch(`${web}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /member');
    expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);

    const sitemap = await fetch(`${web}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
    expect(locs).toContain('/');
    expect(locs).toContain('/hotel/101');
    expect(locs.some((p) => /^\/room\/\d+\/\d+$/.test(p))).toBe(true);
    expect(locs.some((p) => /^\/promotion\/\d+\/\d+$/.test(p))).toBe(true);
  });
});

const fontsReady = (page: Page) => page.evaluate(async () => void (await document.fonts.ready));
/** Whether this page load fetched the event pop-up's dialog (fetched only for a pop-up to show). */
const popupCodeFetched = (page: Page) => chunkFetched(page, 'site/components/EventPopupDialog.tsx');
const resources = (page: Page, part: string) => page.evaluate((part) => performance.getEntriesByType('resource').filter((e) => e.name.includes(part)).map((e) => e.name), part);

describe('the web font (issue 29, point 5: the first page in the site\'s font, the same typeface on the next)', () => {
  it.each(sizes)('draws the first page in its own cut of Pretendard, preloaded first in its head, and the next page in Pretendard too ($name)', async (size) => {
    const { page } = await visit('/hotel/101', { size });
    // The cut is the head's first element: asked for before anything else the page loads.
    const first = await page.evaluate(() => {
      const el = document.head.firstElementChild as HTMLLinkElement | null;
      return el ? { rel: el.rel, as: el.getAttribute('as'), href: el.getAttribute('href') } : null;
    });
    expect(first).toMatchObject({ rel: 'preload', as: 'font', href: expect.stringMatching(/^\/fonts\/page\/pretendard\//) });
    await fontsReady(page);
    expect(await drawnWith(page, 'Hangul')).toEqual(['Pretendard Variable (web font)']);
    expect(await drawnWith(page, 'Latin')).toEqual(['Pretendard Variable (web font)']);
    expect(await resources(page, '/fonts/files/'), 'the whole Pretendard is not needed for the first page').toEqual([]);
    // The next page: its new words may lack from the first page's cut; they come from the whole
    // Pretendard (the static faces of the same typeface), never from a system face.
    await page.getByRole('navigation', { name: '호텔 메뉴' }).locator('a[href="/hotel/101/rooms"]').click();
    await page.waitForURL(`${web}/hotel/101/rooms`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fontsReady(page);
    for (const family of await drawnWith(page, 'Hangul', 'main')) expect(['Pretendard Variable (web font)', 'Pretendard (web font)']).toContain(family);
  });

  it('draws an English page in the same cut, and a page opened second whole in its own (desktop, en)', async () => {
    const { page } = await visit('/hotel/101?lang=en');
    await fontsReady(page);
    expect(await drawnWith(page, 'Latin')).toEqual(['Pretendard Variable (web font)']);
    await page.goto(`${web}/promotion?lang=en`);
    await hydrated(page);
    await fontsReady(page);
    expect(await drawnWith(page, 'Latin')).toEqual(['Pretendard Variable (web font)']);
  });

  it.each([
    { locale: 'ja', script: 'Hiragana', family: 'Noto Sans JP' },
    { locale: 'zh-CN', script: 'Han', family: 'Noto Sans SC' },
    { locale: 'zh-TW', script: 'Han', family: 'Noto Sans TC' },
    { locale: 'th', script: 'Thai', family: 'Noto Sans Thai' },
  ] as const)('draws $locale in its own cut of $family, and the English content beside it in Pretendard (phone)', async ({ locale, script, family }) => {
    const { page } = await visit(`/hotel/101?lang=${locale}`, { size: phone });
    await fontsReady(page);
    // Thai lines hold Latin letters and figures too, drawn by the Pretendard cut beside the Thai one.
    const drawn = await drawnWith(page, script);
    expect(drawn).toContain(`${family} (web font)`);
    for (const f of drawn) expect([`${family} (web font)`, ...(locale === 'th' ? ['Pretendard Variable (web font)'] : [])]).toContain(f);
    // The property's texts have no translation in this language: English, marked lang="en", in Pretendard.
    expect(await drawnWith(page, 'Latin', 'main [lang="en"]')).toEqual(['Pretendard Variable (web font)']);
  });
});

describe('the web font\'s second cut (issue 29: what the first view does not draw comes after it)', () => {
  it('fetches the interface strings\' other letters only once the page\'s script runs, and draws a panel opened later in the same face (ja, desktop)', async () => {
    // The server's page alone, its scripts held: what its first view draws asks for the first cut
    // only. (Not "after the first paint": on a busy machine the page may hydrate before it paints.)
    current = await openPage(desktop.options);
    await hidePopupsToday(current.context);
    const release = await holdScripts(current.context, web);
    const { page } = current;
    await page.goto(`${web}/hotel/101?lang=ja`, { waitUntil: 'commit' });
    await page.locator('footer').first().waitFor({ state: 'attached' });
    await fontsReady(page);
    const cuts = () =>
      page.evaluate(() => {
        const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => new URL(l.href).pathname));
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/fonts/page/noto-sans-jp-400/'))
          .map((e) => ({ first: preloaded.has(new URL(e.name).pathname) }));
      });
    expect(await cuts()).toEqual([{ first: true }]);
    // The second is asked for once the page runs (when idle after hydration, or as its letters are drawn).
    release();
    await hydrated(page);
    await expect.poll(cuts, { timeout: 15_000 }).toEqual([{ first: true }, { first: false }]);
    await page.getByTestId('booking-guests').click();
    await page.locator('[id$="-guests"]').first().waitFor();
    await fontsReady(page);
    for (const script of ['Han', 'Hiragana'] as const) expect(await drawnWith(page, script, '[id$="-guests"]')).toEqual(['Noto Sans JP (web font)']);
  });
});

describe('selective hydration and static parts (issue 26: React hydrates the shell first, less to hydrate)', () => {
  it.each(sizes)('hydrates the shell, then the header and the page as parts of their own, into the server\'s own elements ($name)', async (size) => {
    current = await openPage(size.options);
    await hidePopupsToday(current.context);
    const release = await holdScripts(current.context, web);
    const { page } = current;
    await page.goto(`${web}/hotel/101`, { waitUntil: 'commit' });
    await page.locator('footer').first().waitFor({ state: 'attached' });
    // The server's elements, kept before any script runs.
    await page.evaluate(() => {
      const kept = window as unknown as { serverHeader?: Element | null; serverPage?: Element | null; serverFooter?: Element | null };
      kept.serverHeader = document.querySelector('header');
      kept.serverPage = document.querySelector('main#main > [data-fade]');
      kept.serverFooter = document.querySelector('footer');
    });
    release();
    await hydrated(page);
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('hydrated:')).map((m) => ({ name: m.name, at: m.startTime })));
    // The shell's mark comes when vike reports the first render hydrated; React hydrates each
    // Suspense part after it (the header, then the page, in the order they are met).
    expect(marks.map((m) => m.name).sort()).toEqual(['hydrated:header', 'hydrated:page', 'hydrated:shell']);
    const at = (name: string) => marks.find((m) => m.name === `hydrated:${name}`)!.at;
    expect(at('shell')).toBeLessThanOrEqual(at('header'));
    expect(at('header')).toBeLessThanOrEqual(at('page'));
    // Hydrated, not made again: the very elements the server sent, now answering; the footer (a
    // static part) is the server's too, and its code was never asked for.
    expect(
      await page.evaluate(() => {
        const kept = window as unknown as { serverHeader?: Element | null; serverPage?: Element | null; serverFooter?: Element | null };
        return [
          kept.serverHeader !== null && document.querySelector('header') === kept.serverHeader,
          kept.serverPage !== null && document.querySelector('main#main > [data-fade]') === kept.serverPage,
          kept.serverFooter !== null && document.querySelector('footer') === kept.serverFooter,
        ];
      }),
    ).toEqual([true, true, true]);
    const fetched = (source: string) => chunkFetched(page, source);
    expect(await fetched('design-system/components/Footer/Footer.tsx'), 'the footer\'s code').toBe(false);
    expect(await fetched('site/pages/hotel/@id/index/HotelIntro.tsx'), 'the introduction\'s code').toBe(false);
    // The language switcher is hydrated on demand: its code comes when the visitor turns to it.
    expect(await fetched('design-system/components/LanguageSwitcher/LanguageSwitcher.tsx'), 'the language switcher\'s code').toBe(false);
    await markPage(page);
    await page.getByRole('navigation', { name: '호텔 메뉴' }).locator('a[href="/hotel/101/rooms"]').click();
    await arrived(page, '/hotel/101/rooms');
    // Later pages render at once: no new part, no new mark.
    expect(await page.evaluate(() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('hydrated:')).length)).toBe(3);
  });

  it.each(sizes)('routes a link of the footer (a static part whose code never came) through the router ($name)', async (size) => {
    const { page } = await visit('/hotel/101', { size });
    await markPage(page);
    await page.locator('footer a[href^="/support"]').first().click();
    await arrived(page, '/support');
  });

  it('opens the Hotel & Resort panel (its code comes on first use) and shows the chosen hotel\'s footer after the move', async () => {
    const { page } = await visit('/hotel/101', { size: desktop });
    const footer = page.locator('footer').first();
    expect(await footer.textContent()).toContain('라온 리조트 속초');
    const fetched = () => chunkFetched(page, 'design-system/components/Header/components/HeaderPanels/HeaderPanels.tsx');
    expect(await fetched(), 'the panels\' code, before a panel is opened').toBe(false);
    const hotels = page.getByRole('button', { name: '호텔 & 리조트' });
    await hotels.click();
    await expect.poll(() => hotels.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await hotels.getAttribute('aria-controls')}`);
    await panel.waitFor({ state: 'visible' });
    await markPage(page);
    await panel.getByRole('link', { name: /라온 호텔 낙산/ }).click();
    await arrived(page, '/hotel/102');
    await expect.poll(() => footer.textContent()).toContain('라온 호텔 낙산');
    expect(await footer.textContent()).not.toContain('라온 리조트 속초');
    expect(await fetched(), 'the panels\' code, after').toBe(true);
  });
});

describe('the translations, an asset of their own (issue 16, point 3)', () => {
  it.each(sizes)('are named by the page, not carried in it, fetched once for the visit, and spoken after a client navigation ($name)', async (size) => {
    const html = await (await fetch(`${web}/?lang=en`)).text();
    expect(html, 'no translation text in the page').not.toContain('"skipLink"');
    const href = /<link rel="preload" as="fetch" crossorigin="anonymous" fetchPriority="low" id="raon-i18n" href="([^"]+)"\/>/.exec(html)?.[1];
    expect(href).toMatch(/^\/i18n\/site\.en\.[\w-]{12}\.json$/);
    const { page } = await visit('/?lang=en', { size });
    const fetched = () => page.evaluate((path) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length, href!);
    expect(await fetched()).toBe(1);
    await markPage(page);
    await page.locator('main#main a[href^="/promotion"]').first().click();
    await arrived(page, '/promotion');
    // The new page renders in the browser with the same translations: English, no bare keys.
    expect(await page.locator('main h1').first().textContent()).toBe('Promotions');
    expect(await page.locator('main').textContent()).not.toMatch(/\b(site|ui|common):|\bpromotion\.\w+\b/);
    expect(await fetched(), 'no second fetch of the translations').toBe(1);
  });

  it('leaves the page as the server sent it, readable and with working links, when they cannot be had', async () => {
    // The errors this test provokes: the second page's are logged after its load (a CI run beside
    // nothing else saw one come after the test had filtered them in its last line).
    expectedProblems = /translations|i18n|net::ERR_FAILED/;
    current = await openPage({ ...desktop.options, locale: 'en-US' });
    await hidePopupsToday(current.context);
    await current.context.route((url) => url.pathname.startsWith('/i18n/'), (route) => route.abort());
    const { page } = current;
    await page.goto(`${web}/`);
    await expect.poll(() => current!.problems.some((p) => p.includes("The page's translations"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await page.locator('main h1').first().textContent()).toBeTruthy();
    await page.locator('main#main a[href^="/promotion"]').first().click();
    await page.waitForURL((url) => url.pathname === '/promotion');
    // A page load (the server's page, in the browser's language), not a render without texts.
    await page.waitForLoadState('load');
    expect(await page.locator('main h1').first().textContent()).toBe('Promotions');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)).toBe(`${web}/promotion`);
  });
});

describe("the first screen's pictures first (issue 16, point 3)", () => {
  it.each(['/', '/hotel/101', '/promotion', '/package'])('names the picture %s opens on in the head, ahead of every script, with high priority', async (path) => {
    const html = await (await fetch(`${web}${path}`)).text();
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/i.exec(html);
    expect(preload, 'a preload of the first picture').not.toBeNull();
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('</head>'));
    // The very picture the page shows first, not loaded lazily.
    const firstImg = /<main[\s\S]*?<img [^>]*src="([^"]+)"[^>]*>/.exec(html);
    expect(firstImg?.[1]).toBe(preload![1]);
    expect(firstImg?.[0]).not.toContain('loading="lazy"');
  });

  it('loads the hotel logos of the closed header menu only when the menu opens (mobile 390x844)', async () => {
    const { page } = await visit('/promotion', { size: phone });
    const logos = page.locator('header img[src*="/logo/"]:not([src$="/hotel/100/logo/raon.svg"])');
    expect(await logos.count()).toBeGreaterThan(0);
    const srcs = await logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    const fetched = () => page.evaluate((wanted) => performance.getEntriesByType('resource').filter((e) => wanted.includes(e.name)).length, srcs);
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).loading))).toEqual(srcs.map(() => 'lazy'));
    expect(await fetched(), 'no logo of the closed menu is fetched with the page').toBe(0);
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: '호텔 & 리조트' }).click();
    await expect.poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), { timeout: slow(15_000) }).toBe(true);
  });
});

describe('the pop-up callbacks', () => {
  const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-0101'], hotel_code: 13, user_name: '김민준' };
  const data = Buffer.from(JSON.stringify(user)).toString('base64url');

  it('login_success tells the opener who logged in and closes itself; logout logs out', async () => {
    const { page, context } = await visit('/');
    // What the booking site (here its stand-in) sends back: the user sealed in an assertion.
    const signedIn = await fetch(`${origin}/booking-standin/connect-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginId: 'sokcho01', password: 'demo1234!', hotelCode: 'RAONSC', returnUrl: `${origin}/login_success` }).toString(),
    });
    const next = nextPopup(context, 'page');
    await page.evaluate((url) => void window.open(url, 'login', 'width=536,height=825'), signedIn.headers.get('location')!);
    await next.closed;
    const header = page.locator('header');
    await header.getByRole('button', { name: '마이페이지' }).waitFor();
    // The announcer renders in a later task than the header's store update: polled, not read once.
    await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('로그인되었습니다.');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('c_sessionStore')!) as unknown)).toMatchObject({ userInfo: { user_type: 'MEMBERSHIP', loginId: 'sokcho01', hotel_code: 13, member_no_list: ['13-1203-01'] }, isLogin: true });

    await page.evaluate(() => void window.open('/logout', 'logout', 'width=536,height=825'));
    await header.getByRole('button', { name: '로그인/회원가입' }).waitFor();
    await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('로그아웃되었습니다.');
  });

  it('login_success shows the login-processing screen while the login is taken, then the result when no site window closes it (SPEC §2)', async () => {
    const { page } = await visit('/');
    const signedIn = await fetch(`${origin}/booking-standin/connect-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginId: 'sokcho01', password: 'demo1234!', hotelCode: 'RAONSC', returnUrl: `${origin}/login_success` }).toString(),
    });
    // The site's own tab goes to the callback (no pop-up, so nothing closes it and no site window listens).
    // The page's own clock is held: the processing screen gives way after 2 s of it, which a busy
    // machine could spend on the reads below (a race, not a property of the page).
    await page.clock.install();
    await page.evaluate((url) => void (location.href = url), signedIn.headers.get('location')!);
    await page.waitForURL(/\/login_success/);
    const processing = page.locator('#processing');
    expect(await processing.getAttribute('role')).toBe('status');
    expect(await processing.getAttribute('aria-busy')).toBe('true');
    expect(await processing.textContent()).toBe('로그인 처리 중입니다...');
    expect(await page.locator('#processing .ring').isVisible()).toBe(true);
    expect(await page.title()).toBe('로그인 처리 중입니다...');
    // Then, 2 s on, the result, with a button that closes the window, focused.
    await page.clock.runFor(2000);
    await page.locator('h1', { hasText: '로그인 완료' }).waitFor();
    expect(await processing.isVisible()).toBe(false);
    expect(await page.title()).toBe('로그인 완료');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('close');
  });

  it('a crafted login link (the user in ?data=, no sealed assertion) is refused with 400 and posts nothing', async () => {
    const { page, context } = await visit('/');
    const popupPromise = context.waitForEvent('page');
    await page.evaluate((forged) => void window.open(`/login_success?data=${forged}`, 'login'), data);
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(await popup.locator('h1').textContent()).toBe('로그인 정보를 확인할 수 없습니다');
    expect(popup.isClosed()).toBe(false);
    await frames(page);
    expect(await page.locator('header').getByRole('button', { name: '마이페이지' }).count()).toBe(0);
  });
});
