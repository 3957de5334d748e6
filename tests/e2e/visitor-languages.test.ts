import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { hydrated, type Watched } from '../helpers/browser.ts';
import { brandVisitors, SIZES, type Size } from '../helpers/brand-visitors.ts';
import { fontStacks } from '../../design-system/tokens/fontStacks.ts';
import koSite from '../../locales/ko/site.json';
import enSite from '../../locales/en/site.json';
import esSite from '../../locales/es/site.json';

/**
 * Every language readable, and the visitor told where they are (issue 15, points 3 and 4;
 * docs/decisions.md). Outside Korean a hotel's name is hotel_name_en (SPEC §1), content without a
 * translation falls back to English (marked lang="en"), never Korean; Japanese, Chinese and Thai
 * take their own font faces; a language's name fits the switcher on one line. After a visit to
 * /hotel/102 the brand-wide lists are that property's, say so, and offer every property in one
 * click; a notice of one property names it. At 1440 px and at 390 px as a phone, in Korean,
 * English and Spanish; each test ends with zero console errors and CSP violations (afterEach).
 */

const web = e2eServer().webUrl;



interface Language {
  name: string;
  locale: string;
  browserLocale: string;
  site: { offers: Pick<typeof koSite.offers, 'promotionTitle' | 'packageTitle' | 'hotelPromotionTitle'>; where: typeof koSite.where };
  /** The names shown of Sokcho (101) and Naksan (102). */
  sokcho: string;
  naksan: string;
  /** The `lang` of the demo content in this page: English content in a Spanish page is marked. */
  contentLang: string | null;
}
const languages: Language[] = [
  { name: 'Korean', locale: 'ko', browserLocale: 'ko-KR', site: koSite, sokcho: '라온 리조트 속초', naksan: '라온 호텔 낙산', contentLang: null },
  { name: 'English', locale: 'en', browserLocale: 'en-US', site: enSite, sokcho: 'RAON Resort Sokcho', naksan: 'RAON Hotel Naksan', contentLang: null },
  { name: 'Spanish', locale: 'es', browserLocale: 'es-ES', site: esSite, sokcho: 'RAON Resort Sokcho', naksan: 'RAON Hotel Naksan', contentLang: 'en' },
];

const sizes = SIZES;
const cases = sizes.flatMap((size) => languages.map((language) => ({ size, language, name: `${size.name}, ${language.name}` })));

const { visitor } = brandVisitors(web);
/** A new visitor whose saved language is `locale`. */
const open = (size: Size, locale: string, browserLocale: string): Promise<Watched> => visitor(size, browserLocale, { saved: locale });

async function go(page: Page, path: string) {
  const response = await page.goto(web + path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

const HANGUL = /[\uAC00-\uD7AF]/;

/** Text shown by the element and its descendants outside any block marked lang="ko" (the page's own lang does not count; data in scripts is not shown). */
function textOutsideKorean(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const marked = parent?.closest('[lang]');
      if (!parent || (marked !== document.documentElement && marked?.getAttribute('lang') === 'ko') || parent.closest('[hidden], script, style, template')) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

async function hotelCookie(watched: Watched): Promise<string | undefined> {
  return (await watched.context.cookies(web)).find((c) => c.name === 'c_hotel')?.value;
}

describe.each(cases)('a visitor in another language ($name)', ({ size, language }) => {
  it('reads the hotel\'s name per SPEC §1 and content in English where it has none of its own, marked as such', async () => {
    const watched = await open(size, language.locale, language.browserLocale);
    const { page } = watched;
    await go(page, '/hotel/101');
    const h1 = page.locator('h1#intro-title');
    expect((await h1.textContent())?.trim()).toBe(language.sokcho);
    expect(await h1.getAttribute('lang')).toBe(language.contentLang);
    expect(await page.title()).toMatch(new RegExp(`^${language.sokcho} \\| `));
    const main = await textOutsideKorean(page, 'main');
    if (language.locale === 'ko') expect(main).toMatch(HANGUL);
    else expect(main, 'no Korean in the page body outside Korean').not.toMatch(HANGUL);
    // The footer names the hotel in the page's language, too.
    expect(await page.locator('footer').first().textContent()).toContain(language.sokcho);
    // Nowhere on the page (header, switcher, footer's official numbers) is Korean left unmarked.
    if (language.locale !== 'ko') expect(await textOutsideKorean(page, 'body'), 'Korean text outside any lang="ko"').not.toMatch(HANGUL);

    // A room and a promotion: the same chain, the same marking.
    await go(page, '/hotel/101/rooms');
    const card = page.locator('main article a').first();
    expect(await card.getAttribute('lang')).toBe(language.contentLang);
    if (language.locale !== 'ko') expect(await textOutsideKorean(page, 'main')).not.toMatch(HANGUL);
  });

  it('sees which property a list shows after visiting one, and every property in one click', async () => {
    const watched = await open(size, language.locale, language.browserLocale);
    const { page } = watched;
    await go(page, '/hotel/102');
    expect(await hotelCookie(watched)).toBe('102');
    // The property's own page gives its own number (SPEC §1: the visit's hotel's brand data).
    const footerTel = () => page.locator('footer a[href^="tel:"]').first().getAttribute('href');
    expect(await footerTel()).toBe('tel:0336702000');

    // The home says whose offers it shows, with the way back to every property's (issue 29).
    await go(page, '/');
    // A page of the whole brand gives the brand's customer centre, whichever hotel was visited (issue 29).
    expect(await footerTel()).toBe('tel:15882040');
    expect(await page.locator('footer a[href^="mailto:"]').first().getAttribute('href')).toBe('mailto:help@raonhotels.example');
    const homeFilter = page.getByTestId('visit-hotel-filter');
    expect(await homeFilter.textContent()).toContain(language.naksan);
    expect(await homeFilter.getByRole('link', { name: language.site.where.allProperties }).getAttribute('href')).toBe('/');

    await go(page, '/promotion');
    const filter = page.getByTestId('visit-hotel-filter');
    await filter.waitFor();
    expect(await filter.isVisible()).toBe(true);
    expect(await filter.textContent()).toContain(language.naksan);
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(language.site.offers.hotelPromotionTitle.replace('{{hotel}}', language.naksan));
    const narrowed = await page.locator('main article').count();
    expect(narrowed).toBeGreaterThan(0);

    const all = filter.getByRole('link', { name: language.site.where.allProperties });
    expect(await all.isVisible()).toBe(true);
    await all.click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="visit-hotel-filter"]'));
    await page.locator('h1', { hasText: language.site.offers.promotionTitle }).first().waitFor();
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(language.site.offers.promotionTitle);
    expect(await hotelCookie(watched)).toBe('100');
    // It stays that way: the next list, loaded afresh, is every property's.
    await go(page, '/package');
    expect(await page.getByTestId('visit-hotel-filter').count()).toBe(0);
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(language.site.offers.packageTitle);
    const hotelsShown = await page.locator('main article p').allTextContents();
    expect(hotelsShown.some((t) => t.includes(language.sokcho))).toBe(true);
    expect(hotelsShown.some((t) => t.includes(language.naksan))).toBe(true);
  });

  it('sees the property a notice concerns, in the list and in its text', async () => {
    const watched = await open(size, language.locale, language.browserLocale);
    const { page } = watched;
    await go(page, '/hotel/102');
    await go(page, '/support?state=1');
    const filter = page.getByTestId('visit-hotel-filter');
    expect(await filter.textContent()).toContain(language.naksan);
    const rows = page.locator('main li', { has: page.locator('button[aria-expanded]') });
    const naksanRow = rows.filter({ hasText: language.naksan }).first();
    expect(await naksanRow.count()).toBe(1);
    await naksanRow.locator('button[aria-expanded]').click();
    const region = naksanRow.getByRole('region');
    await region.waitFor();
    expect(await region.textContent()).toContain(language.site.where.noticeConcerns.replace('{{hotel}}', language.naksan));
    if (language.contentLang) expect(await region.locator('p[lang]').last().getAttribute('lang')).toBe(language.contentLang);
    // A notice of every property names none.
    const everyone = await rows.evaluateAll((els, names) => els.filter((el) => !names.some((n) => el.textContent?.includes(n))).length, [language.sokcho, language.naksan, 'RAON Hotel Gyeongju', '라온 호텔 경주', 'RAON Resort Gyeongju', '라온 리조트 경주']);
    expect(everyone).toBeGreaterThan(0);
  });
});

describe.each(sizes)('fonts and the switcher ($name)', (size) => {
  const script: { locale: string; browserLocale: string; stack: keyof typeof fontStacks }[] = [
    { locale: 'ja', browserLocale: 'ja-JP', stack: 'ja' },
    { locale: 'zh-TW', browserLocale: 'zh-TW', stack: 'zh-TW' },
    { locale: 'th', browserLocale: 'th-TH', stack: 'th' },
  ];
  it.each(script)('draws $locale text in its own faces, and a Korean block inside it in Korean ones', async ({ locale, browserLocale, stack }) => {
    const watched = await open(size, locale, browserLocale);
    const { page } = watched;
    await go(page, '/hotel/101');
    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      nav: getComputedStyle(document.querySelector('header a, header button')!).fontFamily,
      korean: (() => {
        const probe = document.createElement('span');
        probe.lang = 'ko';
        probe.textContent = '한국어';
        document.querySelector('main')!.append(probe);
        const family = getComputedStyle(probe).fontFamily;
        probe.remove();
        return family;
      })(),
    }));
    const normalise = (s: string) => s.replace(/["']/g, '').replace(/\s*,\s*/g, ',');
    expect(normalise(fonts.body)).toBe(normalise(fontStacks[stack]));
    expect(normalise(fonts.nav)).toBe(normalise(fontStacks[stack]));
    expect(normalise(fonts.korean)).toBe(normalise(fontStacks.default));
  });

  it.each(['ja', 'vi'])('reads the support tabs in %s on one line each, the current tab in view', async (locale) => {
    const watched = await open(size, locale, locale === 'ja' ? 'ja-JP' : 'vi-VN');
    const { page } = watched;
    await go(page, '/support?state=4');
    const tabs = await page.locator('main nav ul').first().evaluate((list) => {
      const listBox = list.getBoundingClientRect();
      return [...list.querySelectorAll('a')].map((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        const box = a.getBoundingClientRect();
        return {
          lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
          current: a.getAttribute('aria-current') === 'page',
          inView: box.left >= listBox.left - 1 && box.right <= listBox.right + 1,
        };
      });
    });
    expect(tabs).toHaveLength(4);
    expect(tabs.map((tab) => tab.lines)).toEqual([1, 1, 1, 1]);
    expect(tabs.find((tab) => tab.current)?.inView).toBe(true);
  });

  it('fits "Tiếng Việt" on one line in the language switcher', async () => {
    const watched = await open(size, 'vi', 'vi-VN');
    const { page } = watched;
    await go(page, '/hotel/101');
    const label = page.locator('header button[aria-haspopup] span[lang="vi"]').first();
    await label.waitFor({ state: 'attached' });
    if (!(await label.isVisible())) await page.locator('header button[aria-expanded]').first().click();
    const box = await page.locator('header span[lang="vi"]').filter({ hasText: 'Tiếng Việt' }).first().evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { lines: lines.size, font: getComputedStyle(el).fontFamily };
    });
    expect(box.lines).toBe(1);
    expect(box.font.replace(/["']/g, '')).toContain('Segoe UI');
  });
});
