// Shared by the owner portal's e2e files: a signed-in browser context without going through the
// login page, and the contexts the portal is checked in (phone, English).
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { closeBrowser, elementHydrated, openPage, type Watched } from './browser.ts';
import { slow, withinTest } from './waits.ts';

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

/** A promise's value, or `fallback` once `ms` have passed (for reads that only describe a failure). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

/** Closes a context within `ms`; one that does not close in time is said and left to the browser's own close (afterAll). */
async function closeWithin(context: BrowserContext, ms: number): Promise<void> {
  const closed = await within(context.close().then(() => true), ms, false);
  if (!closed) console.log(`a browser context did not close within ${ms} ms; the browser closes it at the end of the file`);
}

/**
 * What the page of `element` is in, each read bounded (a failure report must not hang): its
 * address, whether it hydrated, the failed calls it shows (SlotError: the call's message), the
 * start of its main text and how many elements match.
 */
async function pageState(element: Locator): Promise<string> {
  const page = await within(
    element
      .page()
      .evaluate(() =>
        JSON.stringify({
          url: location.href,
          readyState: document.readyState,
          hydratedMark: document.documentElement.hasAttribute('data-hydrated'),
          failedCalls: [...document.querySelectorAll('[data-testid=slot-error-detail]')].map((e) => e.textContent),
          main: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').slice(0, 600),
        }),
      )
      .catch((e: unknown) => `unreadable: ${String(e)}`),
    5_000,
    'did not answer within 5 s',
  );
  const matching = await within(element.count().then(String).catch((e: unknown) => `unreadable: ${String(e)}`), 5_000, 'not counted within 5 s');
  return `${page}; elements matching ${String(element)}: ${matching}`;
}

/**
 * Waits until an element answers (tests/helpers/browser.ts elementHydrated): before that, the
 * server's HTML does not answer clicks or keys. Each look at the element has a limit of its own
 * (a locator otherwise waits up to the context's 30 s for an element that is not there, and the
 * poll cannot stop it), so the wait ends on time and says what the page was in.
 */
export async function hydratedElement(element: Locator, timeoutMs = withinTest(45_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const look = () => element.evaluate(elementHydrated, undefined, { timeout: Math.max(250, Math.min(5_000, deadline - Date.now())) });
  try {
    await expect.poll(look, { timeout: timeoutMs }).toBe(true);
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\nthe page: ${await pageState(element)}`);
  }
}

/**
 * Waits until an element is shown (a card whose call streams after the shell, for one); when it
 * is not, the failure says what the page shows instead, a failed call's message first.
 */
export async function shownElement(element: Locator, timeoutMs = withinTest(45_000)): Promise<void> {
  try {
    await element.waitFor({ timeout: timeoutMs });
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\nthe page: ${await pageState(element)}`);
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
    await closeWithin(current.context, slow(20_000));
    current = null;
    expected = null;
    expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await closeBrowser();
  });
  /** One opening in a fresh context, each step within what is left of `deadline`; a step that fails says which it was. */
  const openOnce = async (web: string, loginId: string, path: string, wait: { ready: string; interactive: string }, options: BrowserContextOptions, deadline: number): Promise<Watched> => {
    const left = () => Math.max(1_000, deadline - Date.now());
    const watched = await openPage(options);
    current = watched;
    const step = async (name: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        throw new Error(`opening ${path} as ${loginId}: ${name} did not finish: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
    await step('sign-in', () => sessionCookie(watched.context, web, loginId, left()));
    await step('navigation', () => watched.page.goto(`${web}${path}`, { timeout: left() }));
    await step(`showing ${wait.ready}`, () => shownElement(watched.page.locator(wait.ready), left()));
    // The screen answers once it has hydrated (its chunk loads after the server's HTML).
    await step(`hydrating ${wait.interactive}`, () => hydratedElement(watched.page.locator(wait.interactive), left()));
    return watched;
  };
  /**
   * Opens a portal address signed in. On a loaded machine the browser driver has, about once in
   * 400 openings, stopped answering a page's element lookups (locator waits) while the page itself
   * had hydrated and showed the screen (seen in CI and once in a probe of 600 openings, never
   * otherwise). The first opening therefore has a part of the budget; when one of its steps does
   * not finish, that is said with the page's state, and the address is opened once more in a
   * fresh context with what is left. A screen that does not come fails both, naming its step.
   */
  const open = async function open(loginId: string, path: string, wait: { ready: string; interactive: string }, options: BrowserContextOptions = {}): Promise<Page> {
    const web = typeof webUrl === 'string' ? webUrl : webUrl();
    // Inside the test's limit (withinTest), so that a failure names its step, not the test's time-out.
    const start = Date.now();
    const budget = withinTest(45_000, 0.6);
    try {
      return (await openOnce(web, loginId, path, wait, options, start + Math.round(budget * 0.45))).page;
    } catch (err) {
      console.log(`${err instanceof Error ? err.message : String(err)}\n→ opening it again in a fresh context`);
      const first = current;
      current = null;
      if (first) await closeWithin(first.context, 5_000);
      const again = await openOnce(web, loginId, path, wait, options, start + budget);
      // What the first page logged still counts (afterEach fails the test on it).
      if (first) again.problems.unshift(...first.problems);
      return again.page;
    }
  };
  /** A test that makes a call fail on purpose names the console errors it expects (this test only). */
  return Object.assign(open, { expectProblems: (pattern: RegExp) => void (expected = pattern) });
}
