import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SEOUL_OFFSET_MS } from '../../contracts/seoul-clock.ts';
import { chromiumArgs, chromiumPath, type ChromiumKind } from './chromium.ts';
import { slow, withinTest } from './waits.ts';

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and CSP violations seen by any page of the context. */
  problems: string[];
}

const browsers = new Map<ChromiumKind, Browser>();

/** One browser per test file: the headless shell unless a suite needs the full browser's pixels (tests/helpers/chromium.ts). */
export async function launch(kind: ChromiumKind = 'shell'): Promise<Browser> {
  const executablePath = chromiumPath(kind);
  if (!executablePath) throw new Error('No chromium found: run `node scripts/ensure-chromium.mjs` (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.');
  let browser = browsers.get(kind);
  if (!browser) {
    browser = await chromium.launch({ executablePath, args: chromiumArgs });
    browsers.set(kind, browser);
  }
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map((b) => b.close()));
}

/**
 * Marks every event pop-up as "don't show again today" (site/lib/popupHide.ts) before any page
 * script runs, so that none covers the page. It runs in the page: "today" is computed there, at
 * the moment the page loads, by the page's own rule (the Seoul day of the browser's clock), with
 * the one clock's offset (contracts/seoul-clock.ts) handed in, since a page cannot import it.
 */
export async function hidePopupsToday(context: BrowserContext): Promise<void> {
  await context.addInitScript((offsetMs: number) => {
    const today = new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
    const hidden: Record<string, string> = {};
    for (let seq = 1; seq <= 200; seq++) hidden[String(seq)] = today;
    // Also runs in about:blank pages (new windows, axe's own page), which have no storage.
    if (location.protocol.startsWith('http')) localStorage.setItem('c_popupHidden', JSON.stringify(hidden));
  }, SEOUL_OFFSET_MS);
}

/** Holds every script of the site at `web` until release() (the HTML and styles come at once), as a slow network or CPU would. */
export async function holdScripts(context: BrowserContext, web: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const origin = new URL(web).origin;
  await context.route(
    (url) => url.origin === origin && /\.m?js$/.test(url.pathname),
    async (route) => {
      await released;
      // The page may be gone by then (a test that failed early): nothing to deliver.
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/**
 * The fonts chromium actually drew the visible text of the page with (DevTools' platform fonts), by
 * the text's script: every element of `root` whose own text holds a letter of `script`, up to 40.
 * `custom` marks a web font (a page's cut or the whole Pretendard), as opposed to a system face.
 */
export async function drawnWith(page: Page, script: 'Hangul' | 'Latin' | 'Han' | 'Hiragana' | 'Thai', root = 'body'): Promise<string[]> {
  const marked = await page.evaluate(
    ({ script, root }) => {
      const letter = new RegExp(`\\p{Script=${script}}`, 'u');
      let n = 0;
      for (const el of document.querySelectorAll(`${root}, ${root} *`)) {
        const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent).join('');
        const box = el.getBoundingClientRect();
        if (n < 40 && letter.test(own) && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible') {
          el.setAttribute('data-font-probe', '');
          n += 1;
        }
      }
      return n;
    },
    { script, root },
  );
  if (marked === 0) throw new Error(`no visible ${script} text in ${root}`);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root: doc } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: doc.nodeId, selector: '[data-font-probe]' });
    const families = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const f of fonts) families.add(`${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
    }
    return [...families].sort();
  } finally {
    await page.evaluate(() => document.querySelectorAll('[data-font-probe]').forEach((el) => el.removeAttribute('data-font-probe')));
    await cdp.detach();
  }
}
/** A context's cookies and storage, as Playwright saves them (browser.newContext({ storageState })). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs `loginId` in to the web app at `web` through its BFF (as the log-in page does) and returns
 * the signed-in storage state, saved to `file` when given: Playwright's way to sign in once and
 * start every later context signed in.
 */
export async function signedInState(web: string, loginId: string, password: string, file?: string): Promise<StorageState> {
  const context = await (await launch()).newContext();
  try {
    const res = await context.request.post(`${web}/bff/member/auth/login`, { data: { loginId, password }, timeout: slow(30_000) });
    if (res.status() !== 200) throw new Error(`signing ${loginId} in at ${web} answered ${res.status()}: ${await res.text()}`);
    return await context.storageState(file ? { path: file } : {});
  } finally {
    await context.close();
  }
}

/** Where a retried test's contexts record their Playwright trace (tests/setup/retry-trace.ts); null: no trace. */
let traceTarget: string | null = null;
let traced = 0;

export function setTraceTarget(file: string | null): void {
  traceTarget = file;
  traced = 0;
}

/** Records the context's trace until it closes, then saves it to `file` (`npx playwright-core show-trace file`). */
async function traceUntilClosed(context: BrowserContext, file: string): Promise<void> {
  await context.tracing.start({ screenshots: true, snapshots: true });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await context.tracing.stop({ path: file }).catch((err: unknown) => console.log(`the trace ${file} could not be saved: ${String(err)}`));
    console.log(`trace of the retry: npx playwright-core show-trace ${path.relative(process.cwd(), file)}`);
    return close(options);
  };
}

/** A page in a fresh context that records every console error, page error and CSP violation. */
export async function openPage(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await (await launch()).newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 }, ...options });
  if (traceTarget) await traceUntilClosed(context, traced++ === 0 ? traceTarget : traceTarget.replace(/\.zip$/, `-${traced}.zip`));
  // Playwright's 30 s for an action or a navigation, stretched on a busy machine, but ending before
  // the test's own limit (tests/helpers/waits.ts): an action that cannot happen then fails with
  // Playwright's log of what it waited for, not as a bare time-out of the test.
  context.setDefaultTimeout(withinTest(30_000, 0.5));
  context.setDefaultNavigationTimeout(withinTest(30_000, 0.5));
  const problems: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // A page served with an error status on purpose (404, 400) logs its own status: not a problem.
      const isDocumentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
      if (!isDocumentStatus) problems.push(`${page.url()}: console error: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => problems.push(`${page.url()}: uncaught: ${err.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { page, context, problems };
}

/**
 * One context per key (a language and a width, an owner) for a matrix of screens that change
 * nothing (issue 27, point 4): one browser walking the site's pages, its cache warm, instead of a
 * new context per screen; its cookies are cleared before each screen (what the site remembers of a
 * visit, the hotel or the language, lives in cookies). The file checks each test's problems with
 * `problems.splice(0)`, leaves a walking context open (`walks(watched)`), and closes them all
 * after the file (`closeAll`).
 */
export function contextWalk({ keepCookies = false }: { keepCookies?: boolean } = {}) {
  const open = new Map<string, Watched>();
  return {
    /** The walk's context for `key`: the one open, or a new one from `start` (openPage with `options` by default). */
    async get(key: string, options: BrowserContextOptions, prepare?: (watched: Watched) => Promise<void>, start: () => Promise<Watched> = () => openPage(options)): Promise<Watched> {
      const known = open.get(key);
      if (known && !known.page.isClosed()) {
        // Each screen as a new visitor would see it (no hotel or language remembered from the
        // screen before), with the browser's cache warm; a signed-in walk keeps its session.
        if (!keepCookies) await known.context.clearCookies();
        return known;
      }
      const watched = await start();
      if (prepare) await prepare(watched);
      open.set(key, watched);
      return watched;
    },
    walks(watched: Watched | null): boolean {
      return watched !== null && [...open.values()].includes(watched);
    },
    async closeAll(): Promise<void> {
      for (const { context } of open.values()) await context.close().catch(() => undefined);
      open.clear();
    },
  };
}

/** The user agent of the e2e files' 390 px phone: the server renders the mobile layout first for it. */
export const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * Whether an element answers a visitor: the page has hydrated with no lazily loaded part still on
 * its way (`<html data-hydrated>`, design-system/hooks/hydration.tsx), the app's own signal, never
 * a renderer's private keys on DOM nodes (issue 26). A part streamed after the shell (the owner
 * portal's cards, each its own Suspense boundary) answers too once the page has hydrated: React
 * hydrates first the boundary a click or a key lands in and then replays the event (selective
 * hydration), and a form typed into before hydration keeps what was typed (useTypedBeforeHydration).
 * Self-contained, since it runs in the page.
 */
export function elementHydrated(el: Element): boolean {
  return el.isConnected && document.documentElement.hasAttribute('data-hydrated');
}

/**
 * Waits until the page has hydrated (`<html data-hydrated>`, set by the app once its first render
 * has hydrated and no lazily loaded part is still on its way) with the brand site's header on it:
 * before that, its menus and buttons do not answer. One place for what "hydrated" means.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') && document.querySelector('header[data-scrolled]') !== null);
}

/**
 * Resolves once the page's DOM has not changed for `quietMs` (its renders, streamed parts and
 * late calls have settled), or after `limitMs` whichever is first: a page that keeps changing
 * (a clock, an animation) is still checked, just not before the limit.
 */
export async function domQuiet(page: Page, quietMs = 300, limitMs = slow(10_000)): Promise<void> {
  await page.evaluate(
    ([quiet, limit]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const cap = setTimeout(done, limit);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [quietMs, limitMs] as const,
  );
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The part of a page axe reads: selectors of what to read (the whole page when left out) and what to leave out. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * axe's violations on the page. axe-core is put into the page once (a later run on the same page
 * reuses it) and asked for its violations only. Issue 27: AxeBuilder (@axe-core/playwright) injects
 * axe again on every run, collects every pass, and opens a page of its own to finish — 2.1 s a run
 * against 0.6 s for injecting and running axe here (15 pages, this machine kind; docs/decisions.md).
 * A page with frames still goes through AxeBuilder, which reads each frame.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    let builder = new AxeBuilder({ page });
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    return (await builder.analyze()).violations;
  }
  // Page.evaluate runs outside the page's CSP, as AxeBuilder's injection does.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(({ include, exclude }) => {
    const context = include ? (exclude ? { include: [[include]], exclude: [[exclude]] } : { include: [[include]] }) : exclude ? { exclude: [[exclude]] } : document;
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    return axe.run(context, { resultTypes: ['violations'] }).then((r) => r.violations);
  }, scope);
}

/** axe's serious and critical violations: the ones every browser suite refuses. */
export const isSerious = (v: AxeResults['violations'][number]): boolean => v.impact === 'serious' || v.impact === 'critical';

/**
 * axe's serious and critical findings on the page as it stands once hydrated and settled, each as
 * `rule: every node it names`. axe reads the DOM over several tasks: run on a page that is still
 * changing, it can pair an element with a label from before a render (a finding that is not on
 * the page). A run that does not end within `limitMs` fails with that said, not as the test's
 * time-out. Findings are confirmed by a second run once the page has settled again.
 */
export async function seriousAxeFindings(page: Page, limitMs = withinTest(30_000, 0.3)): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: limitMs });
  await domQuiet(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe did not finish within ${limitMs} ms on ${page.url()}`)), limitMs);
  });
  const run = async () => {
    const result = await Promise.race([axeViolations(page), limit]);
    return result
      .filter(isSerious)
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  try {
    const first = await run();
    if (first.length === 0) return first;
    // A late answer (a call the screen makes after hydrating) can change the page while axe reads
    // it: what a person meets is the page once settled, so the findings are those of a second
    // run on the settled page. A finding that is on the page stays; one that is gone is said.
    await domQuiet(page, 1_000);
    const second = await run();
    const gone = first.filter((f) => !second.includes(f));
    if (gone.length > 0) console.log(`axe on ${page.url()}: gone once the page settled: ${gone.join('; ')}`);
    return second;
  } finally {
    clearTimeout(timer);
  }
}

let manifest: Record<string, { file?: string }> | null = null;

/**
 * The address of the browser chunk built from a source module (vike's client manifest,
 * dist/assets.json, read once: the build does not change during a run): for tests that a part's
 * code was, or was not, fetched.
 */
export function chunkOf(source: string): string {
  manifest ??= JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../dist/assets.json'), 'utf8')) as Record<string, { file?: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of its own in dist/assets.json: build first (npx vite build)`);
  return `/${file}`;
}

/**
 * Whether this page load has fetched the chunk built from `source` (chunkOf). A resource's timing
 * entry exists once its download has finished: after an action that starts one, wait for what only
 * its code can do before asking.
 */
export function chunkFetched(page: Page, source: string): Promise<boolean> {
  return page.evaluate((pathname) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === pathname), chunkOf(source));
}
