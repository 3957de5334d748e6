// `npm run trace-tasks -- URL [runs] [minMs]`: where a page's main-thread time goes while it loads
// (issue 16). Loads URL in chromium as Lighthouse's phone (412×823, unthrottled), traces it and
// samples its JavaScript, then prints every main-thread task longer than minMs (default 12: four
// times that is Lighthouse's 50 ms blocking threshold under its 4× CPU) with the layout, style,
// paint and parse time inside it and the functions that ran most, and an estimate of the blocking
// time (each task after the first paint × 4 − 50 ms). A site must be running at URL (npm start).
// TRACE_BLOCK=<regexp> aborts matching requests (to see what a resource costs, e.g. '/fonts/').
// Durations vary with the machine's load: compare runs made minutes apart, on a quiet machine.
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/helpers/chromium.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const [url, runsArg = '3', minArg = '12'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run trace-tasks -- URL [runs] [minMs]');
  process.exit(2);
}
const MIN_US = Number(minArg) * 1000;
const INSIDE = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet'];
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const estimates: number[] = [];
try {
  for (let run = 0; run < Number(runsArg); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (process.env.TRACE_BLOCK) await page.route(new RegExp(process.env.TRACE_BLOCK), (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await cdp.send('Profiler.start');
    await page.goto(url);
    // Hydrated (design-system/hooks/hydration.tsx), then what follows it (pop-ups, late layouts).
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });
    await page.waitForTimeout(2500);
    const { profile } = await cdp.send('Profiler.stop');
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();

    // The renderer's main thread that parsed the page (a navigation may start in another renderer).
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const parses = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length;
    const main = mains.sort((a, b) => parses(b) - parses(a))[0];
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
    const t0 = Math.min(...onMain.map((e) => e.ts));

    // JavaScript samples at their time (the profiler and the trace share the clock).
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const samples: { ts: number; name: string }[] = [];
    let at = profile.startTime;
    (profile.samples ?? []).forEach((id, i) => {
      at += profile.timeDeltas?.[i] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      samples.push({ ts: at, name: `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}:${frame.columnNumber}` });
    });

    let blocking = 0;
    console.log(`\nrun ${run + 1}: ${url} (first paint at ${((fcp - t0) / 1000).toFixed(0)} ms)`);
    for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur! > MIN_US)) {
      const end = task.ts + task.dur!;
      const inside = new Map<string, number>();
      for (const e of onMain) if (INSIDE.includes(e.name) && e.ts >= task.ts && e.ts + e.dur! <= end) inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur! / 1000);
      const functions = new Map<string, number>();
      for (const s of samples) if (s.ts >= task.ts && s.ts <= end) functions.set(s.name, (functions.get(s.name) ?? 0) + 0.1);
      const script = [...functions.values()].reduce((a, b) => a + b, 0);
      const after = task.ts >= fcp;
      const blocks = after ? Math.max(0, (task.dur! / 1000) * 4 - 50) : 0;
      blocking += blocks;
      const parts = [...inside].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      console.log(`  ${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000).toFixed(1).padStart(6)} ms ${after ? '' : '(before the first paint) '}blocking×4 ${blocks.toFixed(0).padStart(4)} | script ${script.toFixed(1)} ms ${parts.join(', ')}`);
      const top = [...functions].sort((a, b) => b[1] - a[1]).slice(0, 4);
      if (top.length > 0) console.log(`           ${top.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' · ')}`);
    }
    console.log(`  estimated blocking time (tasks after the first paint, ×4 − 50 ms): ${blocking.toFixed(0)} ms`);
    estimates.push(blocking);
  }
} finally {
  await browser.close();
}
console.log(`\nestimated blocking time per run: ${estimates.map((e) => e.toFixed(0)).join(', ')} ms`);
