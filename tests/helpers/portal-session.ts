// Shared by the owner portal's e2e files: a signed-in browser context without going through the
// login page, and the contexts the portal is checked in (phone, English).
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { e2eServer } from './e2e-server.ts';
import { closeBrowser, contextWalk, elementHydrated, openPage, signedInState, type StorageState, type Watched } from './browser.ts';
import { slow, withinTest } from './waits.ts';

export { DEMO_PASSWORD } from '../../server/db/seed-owners.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-owners.ts';
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
          failedCalls: [...document.querySelectorAll('[data-testid=slot-error-detail]')].map((e) => `${e.textContent} ${e.getAttribute('data-message') ?? ''}`),
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
 * The storage state (cookies) of `loginId` signed in once for the run (tests/helpers/e2e-global-setup.ts):
 * a context made with it starts signed in, as Playwright's saved authentication does.
 */
export function ownerState(loginId: string): string {
  const state = e2eServer().ownerStates[loginId];
  if (!state) throw new Error(`${loginId} has no saved sign-in: add it to SIGNED_IN_OWNERS in tests/helpers/e2e-global-setup.ts`);
  return state;
}

/**
 * A portal screen's tests: `open` opens a portal address as an owner signed in once for the run
 * (saved storage state, ownerState), waits until `ready` is shown and the page has hydrated
 * `interactive`, and the test fails on any console error, uncaught error or CSP violation the
 * page showed during it.
 *
 * Each test gets a fresh context, unless `walk` is set: then one context per owner and set of
 * context options walks every screen the file opens (a matrix: the screens change nothing), as a
 * person clicking through the portal would, and closes at the end of the file.
 *
 * A step that does not finish says which it was and what the page showed; nothing is opened again
 * behind the test's back (a retry of the whole test gathers a trace, tests/setup/retry-trace.ts,
 * and counts as a failure in npm test's report).
 */
export function reportPages(webUrl: string | (() => string), { walk = false }: { walk?: boolean } = {}) {
  let current: Watched | null = null;
  let expected: RegExp | null = null;
  const walking = contextWalk({ keepCookies: true });
  afterEach(async () => {
    if (!current) return;
    const problems = current.problems.splice(0).filter((p) => !(expected && expected.test(p)));
    if (!walk) await closeWithin(current.context, slow(20_000));
    current = null;
    expected = null;
    expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await walking.closeAll();
    await closeBrowser();
  });
  // A file with a web app of its own (portal-voc) signs each owner in there once, for the file.
  const ownServerStates = new Map<string, Promise<StorageState>>();
  const stateFor = (web: string, loginId: string): string | Promise<StorageState> => {
    if (web === e2eServer().webUrl) return ownerState(loginId);
    let state = ownServerStates.get(loginId);
    if (!state) {
      state = signedInState(web, loginId, DEMO_PASSWORD);
      ownServerStates.set(loginId, state);
    }
    return state;
  };
  const contextFor = async (web: string, loginId: string, options: BrowserContextOptions): Promise<Watched> => {
    const start = async () => openPage({ ...options, storageState: await stateFor(web, loginId) });
    return walk ? walking.get(`${loginId} ${JSON.stringify(options)}`, options, undefined, start) : start();
  };
  /** Opens a portal address signed in, each step within the test's limit; a step that fails says which it was and what the page showed. */
  const open = async function open(loginId: string, path: string, wait: { ready: string; interactive: string }, options: BrowserContextOptions = {}): Promise<Page> {
    const web = typeof webUrl === 'string' ? webUrl : webUrl();
    const deadline = Date.now() + withinTest(45_000, 0.6);
    const left = () => Math.max(1_000, deadline - Date.now());
    const watched = await contextFor(web, loginId, options);
    current = watched;
    const step = async (name: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        throw new Error(`opening ${path} as ${loginId}: ${name} did not finish: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
    await step('navigation', () => watched.page.goto(`${web}${path}`, { timeout: left() }));
    await step(`showing ${wait.ready}`, () => shownElement(watched.page.locator(wait.ready), left()));
    // The screen answers once it has hydrated (its chunk loads after the server's HTML).
    await step(`hydrating ${wait.interactive}`, () => hydratedElement(watched.page.locator(wait.interactive), left()));
    return watched.page;
  };
  /** A test that makes a call fail on purpose names the console errors it expects (this test only). */
  return Object.assign(open, { expectProblems: (pattern: RegExp) => void (expected = pattern) });
}
