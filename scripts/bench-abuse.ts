// `npm run bench` (third part): anonymous floods that used to get past the page cache (issue 25,
// point 4). Three processes: the site as `npm start` runs it, an attacker (this script again, with
// --attack: autocannon, 50 connections, every request a new address), and this one, which times
// visitors' cached pages meanwhile (4 connections). For each flood:
//   keyword on pages that do not search   /?keyword=<new>, /brand?keyword=<new> …
//   searches                              /support?keyword=<new>, /support?state=2&keyword=<new>
//   made-up keys and values               /?<new>=<new>, /?tab=<new>, /support?state=<new>&page=<new> …
// it prints what the attacker got (answers by status and X-Cache: how many renders it forced) and
// the cached pages' p50/p99 during the flood, against the same pages with no flood. Budget: p99
// ≤ 50 ms under every flood. BENCH_SECONDS (default 10) sets each run's length.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACK_CONNECTIONS = 50;
const VISITOR_CONNECTIONS = 4;
const P99_BUDGET_MS = 50;
const root = path.resolve(import.meta.dirname, '..');
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const browser = { 'user-agent': DESKTOP, 'accept-language': 'ko-KR,ko;q=0.9', 'accept-encoding': 'gzip, br' };
/** The visitors' pages: cached before the floods start. */
const VISITOR_PAGES = ['/', '/support?state=2', '/promotion', '/hotel/101'];

type Kind = 'keyword' | 'search' | 'keys';
const KINDS: { kind: Kind; name: string }[] = [
  { kind: 'keyword', name: 'keyword on pages that do not search' },
  { kind: 'search', name: 'searches (support notices and FAQ)' },
  { kind: 'keys', name: 'made-up keys and values' },
];

/** A new address of the flood `kind` for the n-th request. */
function target(kind: Kind, n: number): string {
  const word = `${n.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  switch (kind) {
    case 'keyword':
      return `${['/', '/brand', '/hotel/101', '/promotion', '/facility'][n % 5]}?keyword=${word}`;
    case 'search':
      return n % 2 ? `/support?keyword=${word}` : `/support?state=2&keyword=${word}`;
    case 'keys':
      return [`/?${word}=${n}`, `/?tab=${word}`, `/support?state=${word}&page=${word}`, `/promotion?status=${word}&page=-${n}`, `/facility?type=${word}`, `/support?tab=${word}&category=${word}`][n % 6]!;
  }
}

/** --attack <web> <kind> <seconds>: the attacker's process. Prints one JSON line of what it got. */
async function attack(web: string, kind: Kind, seconds: number): Promise<void> {
  let n = 0;
  const answers: Record<string, number> = {};
  const result = await autocannon({
    url: web,
    connections: ATTACK_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => ({ ...req, path: target(kind, n++), headers: { ...req.headers, ...browser } }),
        onResponse: (status: number, _body: string, _context: object, headers?: http.IncomingHttpHeaders) => {
          const cache = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-cache')?.[1] ?? '-';
          const key = `${status} ${String(cache)}`;
          answers[key] = (answers[key] ?? 0) + 1;
        },
      },
    ],
  });
  console.log(JSON.stringify({ rps: result.requests.average, total: result.requests.total, errors: result.errors, timeouts: result.timeouts, answers }));
}

function startSite(dataDir: string): Promise<{ child: ChildProcess; web: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const web = /^\s*web\s+(http:\/\/\S+)/.exec(line)?.[1];
      if (web) resolve({ child, web: web.replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code) => reject(new Error(`the site exited (${code}) before it was ready`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function cacheState(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: browser }, (res) => {
        res.resume();
        res.on('end', () => resolve(`${res.statusCode} ${String(res.headers['x-cache'])}`));
      })
      .on('error', reject);
  });
}

/** The visitors: cached pages in turn from VISITOR_CONNECTIONS connections, for `seconds`. */
async function visitors(web: string, seconds: number): Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number }> {
  let n = 0;
  const result = await autocannon({
    url: web,
    connections: VISITOR_CONNECTIONS,
    duration: seconds,
    headers: browser,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: VISITOR_PAGES[n++ % VISITOR_PAGES.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-bench-abuse-'));
  console.log('starting the site as `npm start` runs it (a fresh database: the first start seeds it) …');
  const site = await startSite(dataDir);
  const failures: string[] = [];
  try {
    for (const page of VISITOR_PAGES) await cacheState(`${site.web}${page}`);
    for (const page of VISITOR_PAGES) {
      const state = await cacheState(`${site.web}${page}`);
      if (state !== '200 HIT') throw new Error(`${page} is not a cache hit (${state})`);
    }
    await visitors(site.web, 2); // warm-up: JIT, and the better compression of the pages' first hits
    const quiet = await visitors(site.web, DURATION_S);
    const row = (name: string, v: Awaited<ReturnType<typeof visitors>>) =>
      `  ${name.padEnd(44)} ${v.rps.toFixed(0).padStart(6)} req/s   p50 ${String(v.p50).padStart(3)} ms   p99 ${String(v.p99).padStart(4)} ms${v.non2xx || v.errors ? `   ${v.non2xx} non-2xx, ${v.errors} errors` : ''}`;
    const lines = [row('no flood', quiet)];
    for (const { kind, name } of KINDS) {
      const attacker = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--attack', site.web, kind, String(DURATION_S + 2)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      const report = new Promise<string>((resolve, reject) => {
        let out = '';
        attacker.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
        attacker.once('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').pop()!) : reject(new Error(`the attacker exited (${code})`))));
      });
      // The flood runs a second before and after the timed visitors.
      await new Promise((r) => setTimeout(r, 1000));
      const during = await visitors(site.web, DURATION_S);
      const flood = JSON.parse(await report) as { rps: number; total: number; errors: number; timeouts: number; answers: Record<string, number> };
      const answers = Object.entries(flood.answers)
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => `${count} × ${key}`)
        .join(', ');
      lines.push(row(`flood: ${name}`, during));
      lines.push(`      attacker, ${ATTACK_CONNECTIONS} connections: ${flood.total} requests (${flood.rps.toFixed(0)} req/s), ${flood.errors} errors, ${flood.timeouts} timeouts: ${answers}`);
      const ok = during.p99 <= P99_BUDGET_MS && during.non2xx === 0 && during.errors === 0;
      if (!ok) failures.push(`${name}: cached pages' p99 ${during.p99} ms (budget ≤ ${P99_BUDGET_MS} ms), ${during.non2xx} non-2xx, ${during.errors} errors`);
    }
    console.log(`\ncached pages (${VISITOR_PAGES.join(', ')}) from ${VISITOR_CONNECTIONS} connections, ${DURATION_S} s each, while an attacker floods from ${ATTACK_CONNECTIONS} connections;`);
    console.log(`${os.availableParallelism()} cores; site, attacker and visitors in separate processes; budget p99 ≤ ${P99_BUDGET_MS} ms`);
    for (const line of lines) console.log(line);
  } finally {
    await stop(site.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nbelow budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[2] === '--attack') await attack(process.argv[3]!, process.argv[4] as Kind, Number(process.argv[5]));
else await main();
