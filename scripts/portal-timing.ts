// `npx tsx scripts/portal-timing.ts [path] [runs]` (issue 26, point 3): how a portal address of
// the production build arrives for a signed-in owner. Four processes: the operator API with its
// embedded database, a proxy in front of it (scripts/slow-proxy.mjs), the web app against the
// proxy, and this one, which only sends requests and reads the answers.
// 1. Time to first byte (the streamed shell) and to the complete page, `runs` (30) requests one
//    after another once the web app is warm, the API answering at once: p50 and p90.
// 2. Whether each card streams on its own after the shell: one request while the proxy holds
//    home/monthly/booking 300 ms and home/oper/dtl 900 ms (every other call at once); when each
//    card's HTML arrived, and when each API call was asked for (no call may wait for another's
//    answer: issue 26's "no waterfall").
// 3. Initial JavaScript of /member (brotli, scripts/initial-js.ts), signed in.
import '../server/lib/node-env.ts';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { slowProxy } from '../tests/helpers/slow-proxy.ts';
import { initialJavaScript } from './initial-js.ts';

const PATH = process.argv[2] ?? '/member/operation';
const RUNS = Number(process.argv[3] ?? 30);
const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** What marks each card's HTML in the page (data-testid or another attribute), by the address. */
const CARDS: Record<string, Record<string, string>> = {
  '/member/operation': { bookings: '<figure', daily: 'data-testid="operation-daily"', monthly: 'data-testid="operation-monthly"' },
  '/member': { profit: 'data-testid="profit-table"', kpi: 'data-testid="kpi"', reservations: 'data-testid="reservations"', notices: 'data-testid="notices"', period: 'data-testid="operation-period"' },
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function child(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ url: string; stop(): void }> {
  const proc = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out: string | null = '';
    // Read to the end (an unread pipe would stop the process once full), kept until it is ready.
    proc.stdout.on('data', (chunk: Buffer) => {
      if (out === null) return;
      out += chunk.toString();
      const found = ready.exec(out);
      if (!found) return;
      out = null;
      resolve({ url: found[1]!.replace('localhost', '127.0.0.1'), stop: () => proc.kill('SIGTERM') });
    });
    proc.once('exit', (code) => reject(new Error(`${args.join(' ')} ended (${code}) before listening:\n${out}`)));
  });
}

/** One GET: when its first byte of body and its end came, and each piece of it with its time. */
function get(url: string, cookie: string, agent: http.Agent): Promise<{ ttfb: number; whole: number; pieces: { at: number; text: string }[] }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const pieces: { at: number; text: string }[] = [];
    http
      .get(url, { agent, headers: { cookie, 'user-agent': browserUa, 'accept-language': 'ko-KR' } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => pieces.push({ at: performance.now() - t0, text: chunk.toString('utf8') }));
        res.on('end', () => resolve({ ttfb: pieces[0]?.at ?? Number.NaN, whole: performance.now() - t0, pieces }));
      })
      .on('error', reject);
  });
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-portal-timing-'));
const api = await child(['--import', 'tsx', 'server/start.ts'], { PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN' }, /api\s+(http:\/\/[\w.:]+)/);
const proxy = await slowProxy(api.url, 0);
const web = await child(['--import', 'tsx', 'server/web/main.ts'], { API_URL: proxy.url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'INFO' }, /web listening on (http:\/\/[\w.:]+)/);
try {
  const login = await fetch(`${web.url}/bff/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web.url },
    body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }),
  });
  const setCookie = login.headers.get('set-cookie');
  if (login.status !== 200 || !setCookie) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = setCookie.split(';')[0]!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  // 1. Warm (the render code compiled and optimised), then timed one after another.
  for (let i = 0; i < 20; i++) await get(web.url + PATH, cookie, agent);
  const ttfb: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await get(web.url + PATH, cookie, agent);
    ttfb.push(r.ttfb);
    whole.push(r.whole);
  }
  console.log(`GET ${PATH}, signed in, ${RUNS} requests one after another, API answering at once, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`  first byte: p50 ${percentile(ttfb, 50).toFixed(1)} ms  p90 ${percentile(ttfb, 90).toFixed(1)} ms`);
  console.log(`  complete:   p50 ${percentile(whole, 50).toFixed(1)} ms  p90 ${percentile(whole, 90).toFixed(1)} ms`);

  // 2. Each card on its own: two calls held, at different lengths.
  await proxy.setDelay(300, 'home/monthly/booking');
  await proxy.setDelay(900, 'home/oper/dtl');
  const before = (await proxy.log()).length;
  const sent = performance.now();
  const held = await get(web.url + PATH, cookie, agent);
  const calls = (await proxy.log()).slice(before);
  await proxy.setDelay(0);
  const cards = CARDS[PATH] ?? {};
  const shellAt = held.pieces.findIndex((p) => p.text.includes('<div id="root">'));
  console.log(`\nGET ${PATH} with home/monthly/booking held 300 ms and home/oper/dtl 900 ms: first byte ${held.ttfb.toFixed(0)} ms, complete ${held.whole.toFixed(0)} ms, ${held.pieces.length} pieces`);
  console.log(`  shell (root) in piece ${shellAt} at ${held.pieces[shellAt]?.at.toFixed(0)} ms; cards in the shell's piece: ${Object.entries(cards).filter(([, marker]) => held.pieces[shellAt]?.text.includes(marker)).map(([name]) => name).join(', ') || 'none'}`);
  for (const [name, marker] of Object.entries(cards)) {
    const i = held.pieces.findIndex((p) => p.text.includes(marker));
    console.log(`  ${name.padEnd(13)} ${i < 0 ? 'not in the page' : `piece ${i}, at ${held.pieces[i]!.at.toFixed(0)} ms`}`);
  }
  // The proxy's clock started earlier: times relative to the first call of this page.
  const t0 = Math.min(...calls.map((c) => c.arrived));
  console.log(`  API calls of the page (ms after its first call; asked → answered), first at ${(t0 - 0).toFixed(0)} proxy-ms, request sent ${(performance.now() - sent).toFixed(0)} ms ago:`);
  for (const c of calls) console.log(`    ${(c.arrived - t0).toFixed(0).padStart(5)} → ${c.answered === null ? '   -' : (c.answered - t0).toFixed(0).padStart(5)}  ${c.path.replace(/^\/client\/(api|member)\//, '')}`);

  // 3. Initial JavaScript of /member.
  const [name, ...value] = cookie.split('=');
  for (const r of await initialJavaScript(web.url, ['/member'], { cookies: [{ name: name!, value: value.join('=') }] })) {
    console.log(`\ninitial JavaScript of ${r.page} (390 px phone): ${r.files} files, ${(r.raw / 1024).toFixed(1)} KB raw, ${(r.br / 1024).toFixed(1)} KB brotli`);
    for (const s of r.scripts) console.log(`  ${(s.br / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  }
  agent.destroy();
} finally {
  web.stop();
  proxy.close();
  api.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
