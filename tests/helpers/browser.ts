import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

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

/** A page in a fresh context that records every console error, page error and CSP violation. */
export async function openPage(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await (await launch()).newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 }, ...options });
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
