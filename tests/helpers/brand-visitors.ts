import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { ANDROID_UA, closeBrowser, hidePopupsToday, openPage, type Watched } from './browser.ts';

/** A screen the brand site is checked at. */
export interface Size {
  name: string;
  mobile: boolean;
  options: BrowserContextOptions;
}
export const DESKTOP: Size = { name: 'desktop 1440x900', mobile: false, options: { viewport: { width: 1440, height: 900 } } };
export const PHONE: Size = {
  name: 'mobile 390x844',
  mobile: true,
  options: { viewport: { width: 390, height: 844 }, userAgent: ANDROID_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
};
export const SIZES: Size[] = [DESKTOP, PHONE];

/**
 * A test file's visitors of the brand site. `visitor()` opens a fresh context (a new visitor) at a
 * size with the browser's language, the saved language (cookie `language`, SPEC §4) when given,
 * and the event pop-ups hidden for the day unless asked for. After each test every context it
 * opened closes and the test fails on any console error or CSP violation; after the file the
 * browser closes.
 */
export function brandVisitors(web: string) {
  const opened: Watched[] = [];
  afterEach(async () => {
    const watched = opened.splice(0);
    for (const { context } of watched) await context.close();
    expect(watched.flatMap((w) => w.problems), 'console errors, uncaught errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await closeBrowser();
  });
  return {
    async visitor(size: Size, browserLocale: string, { saved, popups = false }: { saved?: string; popups?: boolean } = {}): Promise<Watched> {
      const watched = await openPage({ ...size.options, locale: browserLocale });
      opened.push(watched);
      if (saved) await watched.context.addCookies([{ name: 'language', value: saved, url: web }]);
      if (!popups) await hidePopupsToday(watched.context);
      return watched;
    },
  };
}
