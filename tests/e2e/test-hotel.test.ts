import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { hydrated, type Watched } from '../helpers/browser.ts';
import { brandVisitors, SIZES, type Size } from '../helpers/brand-visitors.ts';
import ko from '../../locales/ko/common.json';
import en from '../../locales/en/common.json';
import ja from '../../locales/ja/common.json';

/**
 * The test hotel stays a test (issue 15, point 5; docs/decisions.md): /hotel/8000 is noindex and
 * out of the sitemap, and a visit to it leaves no "[테스트]" title or test icon on any other page,
 * whether the next page is loaded or reached by client-side navigation. At 1440 px and at 390 px
 * as a phone, in Korean, English and Japanese. Every test ends with zero console errors and zero
 * CSP violations (afterEach).
 */

const web = e2eServer().webUrl;



interface Language {
  name: string;
  /** The saved language (cookie `language`) and the browser's. */
  locale: string;
  browserLocale: string;
  title: string;
  testTitle: string;
}
const languages: Language[] = [
  { name: 'Korean', locale: 'ko', browserLocale: 'ko-KR', title: ko.site.title, testTitle: ko.site.testTitle },
  { name: 'English', locale: 'en', browserLocale: 'en-US', title: en.site.title, testTitle: en.site.testTitle },
  { name: 'Japanese', locale: 'ja', browserLocale: 'ja-JP', title: ja.site.title, testTitle: ja.site.testTitle },
];

const cases = SIZES.flatMap((size) => languages.map((language) => ({ size, language, name: `${size.name}, ${language.name}` })));

const { visitor } = brandVisitors(web);
const open = (size: Size, language: Language): Promise<Watched> => visitor(size, language.browserLocale, { saved: language.locale });

/** A page loaded in full, hydrated (the hotel store writes its cookies after hydration). */
async function go(page: Page, path: string) {
  const response = await page.goto(web + path);
  await hydrated(page);
  return response;
}

/** What a page tells browsers and search engines about itself. */
function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
  }));
}

const icon = (name: 'brand' | 'test' | 'default') => new RegExp(`^/favicon/${name}\\.svg\\?v=\\d+$`);

async function hotelCookie(watched: Watched): Promise<string | undefined> {
  return (await watched.context.cookies(web)).find((c) => c.name === 'c_hotel')?.value;
}

describe.each(cases)('the test hotel ($name)', ({ size, language }) => {
  it('is noindex, and leaves no test title or icon on the pages visited after it', async () => {
    const watched = await open(size, language);
    const { page } = watched;

    const test = await go(page, '/hotel/8000');
    expect(test?.status()).toBe(200);
    let seen = await head(page);
    expect(seen.robots).toEqual(['noindex, nofollow']);
    expect(test?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(seen.title.endsWith(language.testTitle)).toBe(true);
    expect(seen.icon).toMatch(icon('test'));
    // Never the visit's remembered hotel.
    expect(await hotelCookie(watched)).not.toBe('8000');

    // A brand-wide page right after it: the brand's title and icon (no hotel remembered yet).
    await go(page, '/');
    seen = await head(page);
    expect(seen.title).toBe(language.title);
    expect(seen.icon).toMatch(icon('brand'));

    for (const hotel of ['101', '102']) {
      const response = await go(page, `/hotel/${hotel}`);
      expect(response?.status()).toBe(200);
      seen = await head(page);
      expect(seen.title).not.toContain(language.testTitle);
      expect(seen.title.endsWith(` | ${language.title}`)).toBe(true);
      expect(seen.icon).toMatch(icon('default'));
      expect(seen.robots).toEqual([]);
      expect(response?.headers()['x-robots-tag']).toBeUndefined();
      expect(await hotelCookie(watched)).toBe(hotel);
    }

    // The home page is of the hotel visited last (102): its title and icon, not the test hotel's.
    await go(page, '/');
    seen = await head(page);
    expect(seen.title).toBe(language.title);
    expect(seen.icon).toMatch(icon('default'));
    expect(seen.robots).toEqual([]);
  });

  it('gives the home page reached from it by the logo its own title and icon (client-side navigation)', async () => {
    const { page } = await open(size, language);
    await go(page, '/hotel/8000');
    expect((await head(page)).icon).toMatch(icon('test'));
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await head(page)).title).toBe(language.title);
    await expect.poll(async () => (await head(page)).icon).toMatch(icon('brand'));
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'client-side navigation keeps the window').toBe(1);
  });
});

describe('the test hotel and search engines', () => {
  it('is in no sitemap address, while the properties are', async () => {
    const res = await fetch(`${web}/sitemap.xml`);
    expect(res.status).toBe(200);
    const body = await res.text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
    expect(locs).toContain('/hotel/101');
    expect(locs.filter((p) => /^\/(?:hotel|room|facility|promotion|package)\/8000(?:\/|$)/.test(p))).toEqual([]);
    expect(body).not.toMatch(/\/8000(?:[/?"<]|$)/);
  });

  it.each(['/hotel/8000', '/hotel/8000/rooms', '/hotel/8000/promotion'])('%s says noindex in its header and its head, whatever the cookie', async (path) => {
    for (const cookie of ['', 'c_hotel=101', 'c_hotel=8000']) {
      const res = await fetch(web + path, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it('/hotel/101 and the home page stay indexable, even with the test hotel in the cookie', async () => {
    for (const path of ['/hotel/101', '/']) {
      const res = await fetch(web + path, { headers: { cookie: 'c_hotel=8000' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBeNull();
      const html = await res.text();
      expect(html).not.toContain('name="robots"');
      expect(html).not.toContain(ko.site.testTitle);
      expect(html).not.toContain('/favicon/test.svg');
    }
  });
});
