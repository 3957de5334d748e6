// `npm run soak`: the site under steady load for a long while (issue 14, point 6). The site runs as
// `npm start` runs it, in its own process; this process only generates load. First the capacity of
// the mix is measured (each kind at full speed, together), then the mix runs at SOAK_SHARE (70 %)
// of it for SOAK_MINUTES (10). Three kinds run side by side:
//   public pages   a visitor's pages in several languages, phone and desktop
//   portal pages   a signed-in owner's /member screens (streamed, never cached)
//   API calls      the operator API's brand reads, and member calls through the web app
// It reports requests, errors and p99 per kind, and the site's memory (RSS) every 30 s; it fails
// on any error or non-2xx answer, or when memory after warm-up grows by 10 % or more.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SHARE = Number(process.env.SOAK_SHARE ?? 0.7);
const WARMUP_S = Number(process.env.SOAK_WARMUP_SECONDS ?? 90);
const SAMPLE_S = 30;
const root = path.resolve(import.meta.dirname, '..');
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function startSite(dataDir: string): Promise<{ child: ChildProcess; web: string; api: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    // One owner's member calls at machine speed are the load here, not a person: the per-owner limit
    // (MEMBER_CALLS_PER_MINUTE, issue 25 point 8) would turn them into 429s.
    env: { ...process.env, PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN', MEMBER_CALLS_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let web = '';
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      web ||= /^\s*web\s+(http:\/\/\S+)/.exec(line)?.[1] ?? '';
      const api = /^\s*api\s+(http:\/\/\S+)/.exec(line)?.[1];
      if (web && api) resolve({ child, web: web.replace('localhost', '127.0.0.1'), api: api.replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code) => reject(new Error(`the site exited (${code}) before it was ready`)));
  });
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function signIn(web: string): Promise<string> {
  const res = await fetch(`${web}/bff/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web },
    body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }),
  });
  const cookie = res.headers.get('set-cookie');
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

interface Kind {
  name: string;
  url: string;
  requests: autocannon.Request[];
  connections: number;
}

function kinds(web: string, api: string, cookie: string): Kind[] {
  const langs = ['ko', 'en', 'ja', 'zh-CN', 'vi'];
  const pages = ['/', '/brand', '/hotel/101', '/hotel/101/rooms', '/hotel/102', '/promotion', '/package', '/facility', '/support', '/support?state=2', '/terms'];
  const publicRequests = pages.flatMap((p, i) =>
    langs.map((lang, j) => ({ method: 'GET' as const, path: `${p}${p.includes('?') ? '&' : '?'}lang=${lang}`, headers: { 'user-agent': (i + j) % 3 ? DESKTOP : PHONE, 'accept-encoding': 'gzip, br' } })),
  );
  const portal = ['/member', '/member/operation', '/member/revenue', '/member/income', '/member/board', '/member/mypage?tab=tax'].map((p) => ({
    method: 'GET' as const,
    path: p,
    headers: { cookie, 'user-agent': DESKTOP, 'accept-encoding': 'gzip' },
  }));
  const json = { 'content-type': 'application/json' };
  const apiRequests = [
    { method: 'POST' as const, path: '/brand/branding/main', headers: json, body: JSON.stringify({ company_seq: 100, hotel_seq: 101, lang_type: 'KOR' }) },
    { method: 'POST' as const, path: '/brand/branding/notice/list', headers: json, body: JSON.stringify({ company_seq: 100, hotel_seq: 100, lang_type: 'KOR', page: 1, page_size: 10 }) },
    { method: 'POST' as const, path: '/brand/branding/promotion/list', headers: json, body: JSON.stringify({ company_seq: 100, hotel_seq: 100, lang_type: 'ENG', page: 1, page_size: 12, status: 'ongoing' }) },
  ];
  const memberCall = { method: 'POST' as const, path: '/bff/member/home/main/info', headers: { ...json, cookie, origin: web }, body: JSON.stringify({}) };
  return [
    { name: 'public pages', url: web, requests: publicRequests, connections: 6 },
    { name: 'portal pages', url: web, requests: portal, connections: 2 },
    { name: 'API calls (operator API)', url: api, requests: apiRequests, connections: 2 },
    { name: 'member calls (web app BFF)', url: web, requests: [memberCall], connections: 2 },
  ];
}

async function run(kind: Kind, opts: { duration: number; rate?: number }) {
  const result = await autocannon({
    url: kind.url,
    connections: kind.connections,
    duration: opts.duration,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    requests: kind.requests,
    timeout: 30,
  });
  return { kind: kind.name, rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'raon-soak-'));
console.log('starting the site as `npm start` runs it …');
const site = await startSite(dataDir);
let failed = false;
try {
  const cookie = await signIn(site.web);
  const mix = kinds(site.web, site.api, cookie);
  // Every address once, so the capacity run measures a running site, not its first renders.
  for (const kind of mix) for (const r of kind.requests) await fetch(kind.url + r.path, { method: r.method, headers: r.headers as Record<string, string>, body: r.body as string | undefined });
  console.log('capacity: the mix at full speed for 20 s …');
  const capacity = await Promise.all(mix.map((kind) => run(kind, { duration: 20 })));
  for (const c of capacity) console.log(`  ${c.kind.padEnd(30)} ${c.rps.toFixed(0).padStart(6)} req/s  p99 ${c.p99} ms`);
  const total = capacity.reduce((sum, c) => sum + c.rps, 0);
  console.log(`  together ${total.toFixed(0)} req/s; the soak runs at ${(SHARE * 100).toFixed(0)} %: ${(total * SHARE).toFixed(0)} req/s for ${MINUTES} min`);

  const samples: { at: number; rss: number }[] = [];
  const began = Date.now();
  const sampler = setInterval(() => {
    const rss = rssMb(site.child.pid!);
    samples.push({ at: (Date.now() - began) / 1000, rss });
    console.log(`  ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s  RSS ${rss.toFixed(0)} MB`);
  }, SAMPLE_S * 1000);
  const results = await Promise.all(mix.map((kind, i) => run(kind, { duration: MINUTES * 60, rate: Math.max(1, Math.round(capacity[i]!.rps * SHARE)) })));
  clearInterval(sampler);

  console.log(`\nsoak: ${MINUTES} min at ${(SHARE * 100).toFixed(0)} % of capacity, ${os.availableParallelism()} cores, site and load generator in separate processes`);
  for (const r of results) {
    console.log(`  ${r.kind.padEnd(30)} ${r.total.toString().padStart(8)} requests  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  errors ${r.errors}  non-2xx ${r.non2xx}  timeouts ${r.timeouts}`);
    if (r.errors > 0 || r.non2xx > 0 || r.timeouts > 0) failed = true;
  }
  const afterWarmup = samples.filter((s) => s.at >= WARMUP_S);
  if (afterWarmup.length >= 2) {
    const first = afterWarmup[0]!.rss;
    const last = afterWarmup[afterWarmup.length - 1]!.rss;
    const peak = Math.max(...afterWarmup.map((s) => s.rss));
    const growth = (last - first) / first;
    console.log(`  memory after ${WARMUP_S} s of warm-up: ${first.toFixed(0)} MB → ${last.toFixed(0)} MB at the end (peak ${peak.toFixed(0)} MB): ${(growth * 100).toFixed(1)} % (budget < 10 %)`);
    if (growth >= 0.1) failed = true;
  }
  const stopAt = Date.now();
  const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
  site.child.kill('SIGTERM');
  const code = await exited;
  console.log(`  SIGTERM → exit ${code} in ${Date.now() - stopAt} ms`);
  if (code !== 0) failed = true;
} finally {
  if (site.child.exitCode === null) site.child.kill('SIGKILL');
  await fsp.rm(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\n✗ soak failed' : '\n✓ soak passed: no errors, memory flat');
process.exit(failed ? 1 : 0);
