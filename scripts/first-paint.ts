// `npx tsx scripts/first-paint.ts URL`: a page's first contentful paint, largest contentful paint
// and hydration as the browser itself reports them (paint timing, not Lighthouse's simulation), the
// median of N loads (default 10) in a fresh context each. FIRST_PAINT_VISIT=cold (default) loads the
// page with an empty cache, warm after one visit (the scripts cached); FIRST_PAINT_THROTTLE=mobile
// slows the load as Lighthouse's mobile profile does (150 ms, 1.6 Mbps, the CPU 4× slower), applied
// by Chrome itself. Used for issue 29's figures in docs/decisions.md.
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { z } from 'zod';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

const parsedUrl = z.string().url().safeParse(process.argv[2]);
const parsedEnv = z
  .object({
    FIRST_PAINT_RUNS: z.coerce.number().int().min(1).max(50).default(10),
    FIRST_PAINT_VISIT: z.enum(['cold', 'warm']).default('cold'),
    FIRST_PAINT_THROTTLE: z.enum(['none', 'mobile']).default('none'),
  })
  .safeParse(process.env);
if (!parsedUrl.success || !parsedEnv.success) {
  const problem = !parsedUrl.success ? `not an address: ${JSON.stringify(process.argv[2] ?? '')}` : z.prettifyError(parsedEnv.error!);
  console.error(`usage: npx tsx scripts/first-paint.ts URL (FIRST_PAINT_RUNS=1–50, FIRST_PAINT_VISIT=cold|warm, FIRST_PAINT_THROTTLE=none|mobile)\n${problem}`);
  process.exit(2);
}
const url = parsedUrl.data;
const env = parsedEnv.data;

interface Timing { fcp: number; lcp: number; hydrated: number }
// Lighthouse's own mobile profile and screen, so that the two measure the same phone.
const profile = throttling.mobileSlow4G;
const { width, height } = screenEmulationMetrics.mobile;
// The browser people use (as Lighthouse's runs), not the headless shell the e2e suite drives.
const executablePath = chromiumPath('full');
if (!executablePath) throw new Error('chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const runs: Timing[] = [];
try {
  for (let i = 0; i < env.FIRST_PAINT_RUNS; i++) {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR' });
    const page = await context.newPage();
    if (env.FIRST_PAINT_VISIT === 'warm') {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.goto('about:blank');
    }
    if (env.FIRST_PAINT_THROTTLE === 'mobile') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile.rttMs, downloadThroughput: bytesPerSecond(profile.throughputKbps), uploadThroughput: bytesPerSecond(profile.uploadThroughputKbps) });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });
    runs.push(
      await page.evaluate(
        () =>
          new Promise<Timing>((resolve) => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
            const hydrated = performance.getEntriesByType('mark').find((m) => m.name === 'hydrated:shell')?.startTime ?? Number.NaN;
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({ fcp, lcp: entries[entries.length - 1]!.startTime, hydrated });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (key: keyof Timing) => Math.round(runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]!);
console.log(`${url} (${env.FIRST_PAINT_VISIT}, throttle ${env.FIRST_PAINT_THROTTLE}, ${runs.length} loads)`);
for (const r of runs) console.log(`  FCP ${Math.round(r.fcp)} ms  LCP ${Math.round(r.lcp)} ms  hydrated ${Math.round(r.hydrated)} ms`);
console.log(`median: FCP ${median('fcp')} ms  LCP ${median('lcp')} ms  hydrated ${median('hydrated')} ms`);
