// `npx tsx scripts/lantern-graph.ts [path]`: what Lighthouse's simulation (Lantern) waits for before
// a page's first and largest contentful paint. Runs Lighthouse (mobile, simulated throttling) on the
// production build over a fresh embedded database, like scripts/lighthouse.ts, and prints for each
// of the four paint graphs (optimistic and pessimistic FCP and LCP) every request and main-thread
// task in it with its simulated start and end: the request that ends last is the one to look at.
// Issue 29: it showed the entry script's 98 KB download ending at the simulated first paint.
import '../server/lib/node-env.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { loadConfig } from '../server/config.ts';
import { start } from '../server/start.ts';

const page = process.argv[2] ?? '/';
if (!page.startsWith('/')) {
  console.error('usage: npx tsx scripts/lantern-graph.ts [path, e.g. /hotel/101]');
  process.exit(2);
}
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-lantern-'));
const started = await start(loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN' }));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const url = started.web.url + page;
  // The first load warms the page cache, as for any visitor after the first.
  await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  timings.clear();
  const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!run) throw new Error(`lighthouse gave no result for ${url}`);
  const audits = run.lhr.audits;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  console.log(`${page}: performance ${Math.round((run.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`);
  for (const [label, nodes] of timings) {
    if (!/FirstContentfulPaint|LargestContentfulPaint/.test(label)) continue;
    console.log(`\n${label} (start, end in simulated ms)`);
    const rows = [...nodes].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? '?'} ${node.request.priority} ${(node.request.transferSize / 1024).toFixed(1)} KB ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
          : `main thread: a task of ${(node.duration / 1000).toFixed(1)} ms observed`;
      console.log(`  ${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}  ${what}`);
    }
  }
} finally {
  await chrome.kill();
  await started.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
