// `npm run bench` (second part): the owner portal (DESIGN §6, issue 10).
// 1. Time to first byte of /member for a signed-in owner at 10 connections while every call to the
//    operator API takes 2 s. Four processes: the API (with its embedded database), a proxy that
//    holds each API request 2 s (scripts/slow-proxy.mjs), the web app against that proxy, and this
//    one, which only sends requests and reads the first bytes. The web app is first warmed up as a
//    server that has been running (10 s with the API answering at once), then timed for
//    BENCH_SECONDS (30) with the delay on. Budget: p99 < 50 ms.
//    BENCH_BURSTS=N times N rounds of 10 requests sent at the same instant on new connections instead
//    (the harshest arrival pattern); BENCH_VERBOSE=1 prints every time.
// 2. Initial JavaScript of /member in chromium (every script fetched until the network is idle,
//    brotli): budget ≤ 150 KB. Exits non-zero when a budget is missed.
import '../server/lib/node-env.ts';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';
import { slowProxy } from '../tests/helpers/slow-proxy.ts';

const DELAY_MS = Number(process.env.BENCH_API_DELAY_MS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
const TTFB_BUDGET_MS = 50;
const JS_BUDGET_KB = 150;
const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The web app alone (Procfile `web:`) in a child process, against `apiUrl`. */
async function webProcess(apiUrl: string, dataDir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), '--import', 'tsx', 'server/web/main.ts'], {
    env: { ...process.env, API_URL: apiUrl, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'INFO', API_TIMEOUT_MS: String(DELAY_MS + 3000) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /web listening on (http:\/\/[\w.:]+)/.exec(out);
      if (found) resolve(found[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`the web process ended (${code}) before listening:\n${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** CONNECTIONS loops of GET /member, each timing its first byte of body (the streamed shell) and reading the rest. */
async function firstBytes(url: string, cookie: string, seconds = DURATION_S): Promise<{ ttfb: number[]; whole: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const ttfb: number[] = [];
  const whole: number[] = [];
  const until = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      let first = true;
      http
        .get(url, { agent, headers: { cookie, 'user-agent': browserUa, 'accept-language': 'ko-KR' } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            if (first && chunk.includes('<head>')) {
              first = false;
              ttfb.push(performance.now() - t0);
            }
          });
          res.on('end', () => {
            whole.push(performance.now() - t0);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < until) await one();
  }));
  agent.destroy();
  return { ttfb, whole };
}

async function bursts(url: string, cookie: string, rounds: number): Promise<{ ttfb: number[]; whole: number[] }> {
  const ttfb: number[] = [];
  const whole: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const round: number[] = [];
    await Promise.all(Array.from({ length: CONNECTIONS }, () => new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      let first = true;
      http.get(url, { agent, headers: { cookie, 'user-agent': browserUa, 'accept-language': 'ko-KR' } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (first && chunk.includes('<head>')) { first = false; round.push(performance.now() - t0); }
        });
        res.on('end', () => { whole.push(performance.now() - t0); resolve(); });
      }).on('error', reject);
    })));
    agent.destroy();
    console.log('burst', round.map((v) => v.toFixed(0)).join(' '));
    ttfb.push(...round);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ttfb, whole };
}

async function signIn(web: string): Promise<string> {
  const res = await fetch(web + '/bff/member/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }) });
  const cookie = res.headers.get('set-cookie');
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

async function initialJs(web: string, cookie: string, width: number, height: number): Promise<{ files: number; kb: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath()!, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR' });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: web }]);
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.body());
    });
    await page.goto(web + '/member', { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const br = bodies.reduce((sum, b) => sum + zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
    return { files: bodies.length, kb: br / 1024 };
  } finally {
    await browser.close();
  }
}

/** The operator API with its embedded database in a process of its own (`npm start`'s), so its queries do not share this process with the load. */
async function apiProcess(dataDir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    // Ten connections of one owner's /member for 30 s make thousands of member calls: load, not a
    // person, so the per-owner limit (MEMBER_CALLS_PER_MINUTE, issue 25 point 8) is lifted here.
    env: { ...process.env, PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN', MEMBER_CALLS_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /api\s+(http:\/\/[\w.:]+)/.exec(out);
      if (found) resolve(found[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`the api process ended (${code}) before listening:\n${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-bench-portal-'));
const started = await apiProcess(dataDir);
const proxy = await slowProxy(started.url, DELAY_MS);
const web = await webProcess(proxy.url, dataDir);
let failed = false;
try {
  const cookie = await signIn(web.url);
  // Warm-up, as a server that has been running: the API answering at once, so the render code is
  // compiled and optimised (a few hundred pages) before the API is slowed down and timed.
  await proxy.setDelay(0);
  await firstBytes(web.url + '/member', cookie, 10);
  await proxy.setDelay(DELAY_MS);
  const { ttfb, whole } = process.env.BENCH_BURSTS ? await bursts(web.url + '/member', cookie, Number(process.env.BENCH_BURSTS)) : await firstBytes(web.url + '/member', cookie);
  const p99 = percentile(ttfb, 99);
  if (process.env.BENCH_VERBOSE) console.log(ttfb.map((v) => v.toFixed(0)).join(" "));
  console.log(`\nGET /member, signed in, every API call held ${DELAY_MS} ms — ${CONNECTIONS} connections, ${DURATION_S} s, web app, API, slow proxy and this load generator each in its own process, ${os.cpus().length} cores`);
  console.log(`first byte (streamed shell): p50 ${percentile(ttfb, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${Math.max(...ttfb).toFixed(1)} ms over ${ttfb.length} requests`);
  console.log(`whole page (data streamed in): p50 ${percentile(whole, 50).toFixed(0)} ms  p99 ${percentile(whole, 99).toFixed(0)} ms`);
  if (p99 >= TTFB_BUDGET_MS) {
    failed = true;
    console.log(`✗ first byte p99 ${p99.toFixed(1)} ms ≥ ${TTFB_BUDGET_MS} ms`);
  }
  // Initial JavaScript on the real API (no delay), as an owner opening the portal.
  const direct = await webProcess(started.url, dataDir);
  try {
    const directCookie = await signIn(direct.url);
    for (const [width, height] of [[1440, 900], [390, 844]] as const) {
      const js = await initialJs(direct.url, directCookie, width, height);
      console.log(`initial JavaScript of /member at ${width}px: ${js.files} files, ${js.kb.toFixed(1)} KB brotli (budget ${JS_BUDGET_KB} KB)`);
      if (js.kb > JS_BUDGET_KB) {
        failed = true;
        console.log(`✗ initial JavaScript of /member ${js.kb.toFixed(1)} KB > ${JS_BUDGET_KB} KB`);
      }
    }
  } finally {
    direct.stop();
  }
} finally {
  web.stop();
  proxy.close();
  started.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
