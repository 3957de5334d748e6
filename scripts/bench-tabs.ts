// What a browser test pays for a new tab (issue 27, point 4): the figure for keeping tabs between
// e2e tests (tried and taken back for now: docs/decisions.md, issue 27's second round). The site (production build, embedded
// database, ephemeral ports) runs in this process; chromium opens /room/101/1 until hydrated and
// its fonts are in, five times each way after a first, unmeasured time:
// - a new context and a new tab each time (what a test did before);
// - a new tab in one context (its HTTP cache warm);
// - the same tab (what a kept tab costs, after its reset: cookies cleared, a plain file between);
// - the same tab through about:blank (how Playwright's own context reuse resets a tab).
// `npx tsx scripts/bench-tabs.ts`; prints ms per page for each.
import '../server/lib/node-env.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { loadConfig } from '../server/config.ts';
import { buildIfMissing, start } from '../server/start.ts';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

buildIfMissing();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-bench-tabs-'));
const started = await start(loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN' }));
const web = started.web.url;
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
const options: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: 'ko-KR' };
const ROUNDS = 5;

async function load(page: Page): Promise<void> {
  await page.goto(`${web}/room/101/1`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function measure(label: string, once: () => Promise<void>): Promise<void> {
  await once();
  const began = performance.now();
  for (let i = 0; i < ROUNDS; i++) await once();
  console.log(`${label.padEnd(44)} ${Math.round((performance.now() - began) / ROUNDS)} ms per page`);
}

try {
  await measure('new context and tab', async () => {
    const context = await browser.newContext(options);
    await load(await context.newPage());
    await context.close();
  });
  const context = await browser.newContext(options);
  await measure('new tab, one context', async () => {
    const page = await context.newPage();
    await load(page);
    await page.close();
  });
  const page = await context.newPage();
  await measure('kept tab (reset: cookies, a plain file between)', async () => {
    await page.goto(`${web}/robots.txt`);
    await context.clearCookies();
    await load(page);
  });
  await measure('kept tab through about:blank', async () => {
    await page.goto('about:blank');
    await load(page);
  });
} finally {
  await browser.close();
  await started.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
