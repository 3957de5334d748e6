import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { ANDROID_UA, axeViolations, closeBrowser, hydrated, hidePopupsToday, isSerious, openPage, type Watched } from '../helpers/browser.ts';

/**
 * axe on the brand shell (issue: "axe finding no serious violation on any route in Korean and
 * English"): the home page with the event pop-up open and closed, with the mobile menu, the
 * Hotel & Resort panel and the hotel-selection modal open, at 1440 px and at 390 px as a phone,
 * in Korean and English; then the other routes of the shell in their plain state.
 */

const web = e2eServer().webUrl;

interface Size {
  name: string;
  mobile: boolean;
  options: BrowserContextOptions;
}
const sizes: Size[] = [
  { name: 'desktop 1440x900', mobile: false, options: { viewport: { width: 1440, height: 900 } } },
  { name: 'mobile 390x844', mobile: true, options: { viewport: { width: 390, height: 844 }, userAgent: ANDROID_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
];
const languages = [
  { lang: 'ko', locale: 'ko-KR', menu: '전체 메뉴', hotels: '호텔 & 리조트' },
  { lang: 'en', locale: 'en-US', menu: 'Menu', hotels: 'Hotel & Resort' },
] as const;
type Language = (typeof languages)[number];

let current: Watched | null = null;

async function visit(path: string, size: Size, language: Language, popups = false) {
  current = await openPage({ ...size.options, locale: language.locale });
  if (!popups) await hidePopupsToday(current.context);
  const response = await current.page.goto(web + path);
  await hydrated(current.page);
  expect(await current.page.getAttribute('html', 'lang')).toBe(language.lang);
  return { ...current, response };
}

/** Finite animations and transitions (fade 0.6 s, modal spring 0.4 s) have ended: colours are final. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function expectNoSeriousViolation(page: Page, what: string) {
  await settled(page);
  const serious = (await axeViolations(page)).filter(isSerious);
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`).slice(0, 4).join('; ')}`);
  expect(report, `axe on ${what}`).toEqual([]);
}

afterEach(async () => {
  const problems = current?.problems ?? [];
  await current?.context.close();
  current = null;
  expect(problems).toEqual([]);
});
afterAll(async () => {
  await closeBrowser();
});

describe.each(sizes)('axe on the home page ($name)', (size) => {
  describe.each(languages)('in $lang', (language) => {
    it('with the event pop-up open, then closed', async () => {
      const { page } = await visit('/', size, language, true);
      const dialog = page.getByRole('dialog').first();
      await dialog.waitFor();
      await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the event pop-up open`);
      // Close every pop-up of the queue with its footer button.
      const shown = page.locator('[role="dialog"]:not([inert] *)');
      while ((await shown.count()) > 0) {
        const before = await shown.count();
        const title = await shown.first().getAttribute('aria-labelledby');
        await shown.first().getByRole('button').last().click();
        // The closed one has sprung away: one fewer, or the next one in its place.
        await expect.poll(async () => (await shown.count()) < before || (await shown.first().getAttribute('aria-labelledby').catch(() => null)) !== title).toBe(true);
      }
      await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the event pop-up closed`);
    });

    if (size.mobile) {
      it('with the mobile menu open and its sub-menus expanded', async () => {
        const { page } = await visit('/', size, language);
        const toggle = page.getByRole('button', { name: language.menu, exact: true });
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await menu.waitFor({ state: 'visible' });
        await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the mobile menu open`);
        for (const button of await menu.locator('button[aria-expanded]').all()) await button.click();
        await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the mobile sub-menus expanded`);
      });
    } else {
      it('with the Hotel & Resort panel open', async () => {
        const { page } = await visit('/', size, language);
        const button = page.getByRole('button', { name: language.hotels, exact: true });
        await button.click();
        await page.locator(`#${await button.getAttribute('aria-controls')}`).waitFor({ state: 'visible' });
        await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the Hotel & Resort panel open`);
      });
    }

    it('with the hotel-selection modal open', async () => {
      const { page } = await visit('/', size, language);
      await page.locator('button[aria-haspopup="dialog"]').first().click();
      await page.getByRole('dialog').waitFor();
      await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the hotel-selection modal open`);
    });

    it('with the language list open', async () => {
      const { page } = await visit('/', size, language);
      await page.locator('button[aria-haspopup="listbox"]').click();
      await page.getByRole('listbox').waitFor();
      await expectNoSeriousViolation(page, `home (${language.lang}, ${size.name}) with the language list open`);
    });
  });
});

// The shell's other routes, once per route and width (Korean at 1440 px, English at 390 px: the
// language changes the words, not the markup axe judges). The property pages, offers and support
// routes are read by axe in their own walks (property-pages, offers-support); these are the rest.
describe.each(sizes)('axe on the other routes of the shell ($name)', (size) => {
  const routes = ['/hotel/101/rooms', '/terms', '/no/such/page'];
  const language = size.mobile ? languages[1] : languages[0];
  it.each(routes)(`%s in ${language.lang}`, async (route) => {
    const { page, response } = await visit(route, size, language);
    expect(response?.status()).toBe(route === '/no/such/page' ? 404 : 200);
    await expectNoSeriousViolation(page, `${route} (${language.lang}, ${size.name})`);
  });
});
