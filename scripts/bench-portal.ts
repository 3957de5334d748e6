// `npm run bench` (second part): the owner portal (DESIGN §6, issue 10).
// 1. Time to first byte of /member for a signed-in owner at 10 connections while every call to the
//    operator API takes 2 s: the web app runs in its own process, against a proxy that holds each
//    API request 2 s; this process only sends requests and reads the first bytes. Budget: p99 < 50 ms.
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
import { loadConfig } from '../server/config.ts';
import { start } from '../server/start.ts';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

const DELAY_MS = Number(process.env.BENCH_API_DELAY_MS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TTFB_BUDGET_MS = 50;
const JS_BUDGET_KB = 150;
const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A proxy that holds every request `delay` ms, then passes it to the API. */
function slowProxy(target: string, delay: number): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const upstream = http.request(target + req.url, { method: req.method, headers: req.headers, agent }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.writeHead(502).end());
        upstream.end(Buffer.concat(chunks));
      }, delay);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }) });
    }),
  );
}

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
async function firstBytes(url: string, cookie: string): Promise<{ ttfb: number[]; whole: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const ttfb: number[] = [];
  const whole: number[] = [];
  const until = Date.now() + DURATION_S * 1000;
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

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-bench-portal-'));
const started = await start(loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN' }));
const proxy = await slowProxy(started.api!.url, DELAY_MS);
const web = await webProcess(proxy.url, dataDir);
let failed = false;
try {
  const cookie = await signIn(web.url);
  await firstBytes(web.url + '/member', cookie); // warm-up: JIT, keep-alive connections
  const { ttfb, whole } = await firstBytes(web.url + '/member', cookie);
  const p99 = percentile(ttfb, 99);
  console.log(`\nGET /member, signed in, every API call held ${DELAY_MS} ms — ${CONNECTIONS} connections, ${DURATION_S} s, web app in its own process, ${os.cpus().length} cores`);
  console.log(`first byte (streamed shell): p50 ${percentile(ttfb, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${Math.max(...ttfb).toFixed(1)} ms over ${ttfb.length} requests`);
  console.log(`whole page (data streamed in): p50 ${percentile(whole, 50).toFixed(0)} ms  p99 ${percentile(whole, 99).toFixed(0)} ms`);
  if (p99 >= TTFB_BUDGET_MS) {
    failed = true;
    console.log(`✗ first byte p99 ${p99.toFixed(1)} ms ≥ ${TTFB_BUDGET_MS} ms`);
  }
  // Initial JavaScript on the real API (no delay), as an owner opening the portal.
  const direct = await webProcess(started.api!.url, dataDir);
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
  await proxy.close();
  await started.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
