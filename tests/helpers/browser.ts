import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { SEOUL_OFFSET_MS } from '../../contracts/seoul-clock.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { slow } from './waits.ts';

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and CSP violations seen by any page of the context. */
  problems: string[];
}

let browser: Browser | null = null;

export async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No chromium found: install Debian\'s package (apt-get install -y chromium) or set CHROMIUM_PATH.');
  browser ??= await chromium.launch({ executablePath, args: chromiumArgs });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/**
 * Marks every event pop-up as "don't show again today" (client/lib/popupHide.ts) before any page
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

/** A page in a fresh context that records every console error, page error and CSP violation. */
export async function openPage(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await (await launch()).newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 }, ...options });
  // Playwright's 30 s for an action or a navigation, stretched on a busy machine (tests/helpers/waits.ts).
  context.setDefaultTimeout(slow(30_000));
  context.setDefaultNavigationTimeout(slow(30_000));
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
