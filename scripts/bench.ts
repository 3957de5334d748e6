// `npm run bench`: the page cache (a hit), full server-side rendering (a miss: every request a new
// address) and express.static serving the same bytes, side by side in one run on loopback, and the
// initial JavaScript of / and /hotel/101 (brotli). A benchmark, not a test: it prints figures for
// the closing notes (DESIGN §6).
import '../server/lib/node-env.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import express from 'express';
import { loadConfig } from '../server/config.ts';
import { listen } from '../server/lib/http.ts';
import { start } from '../server/start.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

// Never reset: no address of a miss run is asked for twice in the whole benchmark.
let unique = 0;

async function load(url: string, headers: Record<string, string>, uniquePaths = false) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    // A miss: each request asks for an address never asked for before (checked below).
    ...(uniquePaths ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/?bench=${unique++}` }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-bench-'));
const started = await start(loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN', RENDER_THREADS: process.env.RENDER_THREADS }));
// autocannon is not a browser: like any bot it gets the whole page at once (DESIGN §7).
const headers = { 'accept-language': 'ko-KR,ko;q=0.9', 'accept-encoding': 'gzip', 'user-agent': 'autocannon/9 (benchmark)' };
try {
  const page = await fetch(started.web.url + '/', { headers });
  const html = await page.text();

  // The same bytes from express.static, with the same compression middleware in front.
  const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-bench-static-'));
  await fs.writeFile(path.join(staticDir, 'index.html'), html);
  const compression = (await import('compression')).default;
  const staticApp = express();
  staticApp.use(compression());
  staticApp.use(express.static(staticDir));
  const staticServer = await listen(staticApp, 0, '127.0.0.1');

  // Warm up each (the JIT, the render threads), then measure one after the other in the same run.
  let hit, stat, miss;
  try {
    await load(started.web.url + '/', headers);
    hit = await load(started.web.url + '/', headers);
    await load(staticServer.url + '/index.html', headers);
    stat = await load(staticServer.url + '/index.html', headers);
    await load(started.web.url + '/', headers, true);
    miss = await load(started.web.url + '/', headers, true);
  } finally {
    await staticServer.close();
  }
  // What the miss run asked for was rendered: a new address answers MISS, and HIT only the second time.
  const probe = `${started.web.url}/?bench=${unique++}`;
  const states = [];
  for (let i = 0; i < 2; i++) states.push((await fetch(probe, { headers })).headers.get('x-cache'));
  if (states.join() !== 'MISS,HIT') throw new Error(`a new address answered ${states.join(' then ')}, not MISS then HIT`);

  const row = (name: string, r: { rps: number; p99: number }) => `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(`\nGET / (gzip) — ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${os.cpus().length} cores`);
  console.log(row('page cache hit', hit));
  console.log(row('express.static (same bytes)', stat));
  console.log(row('miss: full SSR, new address each', miss));
  console.log(`hit ÷ static: ${((hit.rps / stat.rps) * 100).toFixed(1)} %   miss ÷ static: ${((miss.rps / stat.rps) * 100).toFixed(1)} %`);
  console.log(`HTML of /: ${(html.length / 1024).toFixed(1)} KB`);

  // Initial JavaScript: every script the page loads before anything is clicked, brotli-compressed.
  for (const path of ['/', '/hotel/101']) {
    const pageHtml = await (await fetch(started.web.url + path, { headers })).text();
    // Script tags and module preloads, or (a cached page) the list its loader adds after the first paint.
    const srcs = [...pageHtml.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    let raw = 0;
    let br = 0;
    for (const src of new Set(srcs)) {
      const body = Buffer.from(await (await fetch(started.web.url + src)).arrayBuffer());
      raw += body.length;
      br += zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    console.log(`initial JavaScript of ${path}: ${new Set(srcs).size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(br / 1024).toFixed(1)} KB brotli`);
  }
} finally {
  await started.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
