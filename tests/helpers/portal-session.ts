// Shared by the owner portal's e2e files: a signed-in browser context without going through the
// login page, and the contexts the portal is checked in (phone, English).
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { closeBrowser, elementHydrated, openPage, type Watched } from './browser.ts';
import { slow } from './waits.ts';

export const DEMO_PASSWORD = 'demo1234!';
export const MOBILE = { viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', isMobile: true, hasTouch: true };
export const EN = { locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } };

/** A session made through the BFF, handed to the browser context as its cookie. */
export async function sessionCookie(context: BrowserContext, web: string, loginId: string, timeoutMs = slow(30_000)): Promise<void> {
  const res = await fetch(`${web}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId, password: DEMO_PASSWORD }), signal: AbortSignal.timeout(timeoutMs) });
  expect(res.status).toBe(200);
  const [pair] = res.headers.get('set-cookie')!.split(';');
  const [name, ...value] = pair!.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: web }]);
}

/** The digits of a figure as shown (thousands separators, units and signs of a formatted amount); NaN when it shows none. */
export function shownNumber(text: string | null): number {
  const cleaned = (text ?? '').replace(/[^\d.-]/g, '');
  return cleaned === '' || cleaned === '-' ? Number.NaN : Number(cleaned);
}

/** Waits until an element answers (tests/helpers/browser.ts elementHydrated): before that, the server's HTML does not answer clicks or keys. */
export async function hydratedElement(element: { evaluate: <R>(fn: (el: Element) => R) => Promise<R> }, timeoutMs = slow(45_000)): Promise<void> {
  // Shorter than the test's own limit, so that a failure says what the page was in.
  try {
    await expect.poll(() => element.evaluate(elementHydrated), { timeout: timeoutMs }).toBe(true);
  } catch (err) {
    const state = await element
      .evaluate((el) => JSON.stringify({ url: location.href, readyState: document.readyState, hydratedMark: document.documentElement.hasAttribute('data-hydrated'), keys: Object.keys(el), tag: el.tagName }))
      .catch((e: unknown) => `unreadable: ${String(e)}`);
    throw new Error(`${err instanceof Error ? err.message : String(err)}\nthe page: ${state}`);
  }
}

/**
 * A report screen's tests: `open` signs an owner in (a fresh context), opens a portal address,
 * waits until `ready` is shown and React has hydrated `interactive`; after each test the context
 * closes and the test fails on any console error, uncaught error or CSP violation it saw.
 */
export function reportPages(webUrl: string | (() => string)) {
  let current: Watched | null = null;
  let expected: RegExp | null = null;
  afterEach(async () => {
    if (!current) return;
    const problems = current.problems.filter((p) => !(expected && expected.test(p)));
    await current.context.close();
    current = null;
    expected = null;
    expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await closeBrowser();
  });
  const open = async function open(loginId: string, path: string, wait: { ready: string; interactive: string }, options: BrowserContextOptions = {}): Promise<Page> {
    const web = typeof webUrl === 'string' ? webUrl : webUrl();
    // One budget for the whole opening, inside the test's limit: each step gets what is left, so
    // that a page that never comes fails naming the step it stopped at, not as the test's time-out.
    const deadline = Date.now() + slow(45_000);
    const left = () => Math.max(1_000, deadline - Date.now());
    current = await openPage(options);
    await sessionCookie(current.context, web, loginId, left());
    await current.page.goto(`${web}${path}`, { timeout: left() });
    await current.page.locator(wait.ready).waitFor({ timeout: left() });
    // The screen answers once React has hydrated it (its chunk loads after the server's HTML).
    await hydratedElement(current.page.locator(wait.interactive), left());
    return current.page;
  };
  /** A test that makes a call fail on purpose names the console errors it expects (this test only). */
  return Object.assign(open, { expectProblems: (pattern: RegExp) => void (expected = pattern) });
}
