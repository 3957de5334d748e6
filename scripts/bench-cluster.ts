// `npm run bench:cluster` (issue 30, point 5): the deployment in small (scripts/cluster.ts: Varnish
// in front of two web processes, an API process, PostgreSQL and Redis), loaded from this process
// only (autocannon), which starts the cluster's processes and otherwise only generates load.
//
//   1. Hits: the same page, gzip, through Varnish and from one web process's own page cache (the
//      same bytes: Varnish keeps the gzip the web process sends, fetched after the web process made
//      its better gzip, and both sizes are printed).
//   2. A content change under load: 100 connections across the site's pages; the hit p99 with no
//      change, then the same load while the content changes three times. Budget: p99 ≤ 3× the hit
//      p99, 0 errors, each change shown within 5 s.
//   3. A web process killed under load (SIGKILL), then started again: 0 failed requests.
//   4. The API process restarted under load: 0 failed requests.
//   5. Misses against their floor: every public page (the sitemap) in every language on a desktop
//      and a phone, each asked for once of one web process; the web process's CPU per miss (all its
//      threads, from /proc) against React's own render of the page's tree with its data in memory
//      (Server-Timing `react`, +onBeforeRenderHtml/+onAfterRenderHtml), and each phase's mean.
//
// BENCH_SECONDS (default 10) sets each run's length; BENCH_PART=misses runs the fifth part alone; DATABASE_URL the database (default a database
// of its own on the local server, dropped at the end). Exits 1 when a budget is not met.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { DESKTOP_UA, PHONE_UA, sitemapTargets } from './sitemap-targets.ts';
import { freePort, startCluster, type Cluster } from './cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `raon_bench_cluster_${process.pid}`;
const DESKTOP = DESKTOP_UA;
const PHONE = PHONE_UA;
const gzipKo = { 'user-agent': DESKTOP, 'accept-language': 'ko-KR,ko;q=0.9', 'accept-encoding': 'gzip' };

/** The site's pages, as visitors of several languages and devices ask for them. */
const SITE: { path: string; headers: Record<string, string> }[] = [
  '/', '/hotel/101', '/hotel/102', '/hotel/103', '/brand', '/support', '/promotion', '/package', '/terms',
  '/hotel/101/rooms', '/hotel/102/facility', '/facility', '/?lang=en', '/hotel/101?lang=ja', '/support?lang=zh-CN',
].flatMap((path) => [
  { path, headers: gzipKo },
  { path, headers: { ...gzipKo, 'user-agent': PHONE } },
  { path, headers: { ...gzipKo, 'accept-language': 'en-US,en;q=0.9' } },
]);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  failed: number;
}

async function load(url: string, requests: { path: string; headers: Record<string, string> }[], during?: () => Promise<void>, seconds = SECONDS, connections = CONNECTIONS): Promise<Run> {
  const instance = autocannon({ url, connections, duration: seconds, requests: requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })) });
  const side = during?.();
  const result = await instance;
  await side;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, requests: result.requests.total, failed: result.non2xx + result.errors + result.timeouts };
}

async function sizeOf(url: string, headers: Record<string, string>): Promise<{ bytes: number; edge: string | null }> {
  const res = await fetch(url, { headers });
  // fetch decodes gzip: the length on the wire is Content-Length.
  await res.arrayBuffer();
  return { bytes: Number(res.headers.get('content-length') ?? -1), edge: res.headers.get('x-edge-cache') };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (r: Run) => `${Math.round(r.rps).toLocaleString('en')}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.requests.toLocaleString('en')} requests, ${r.failed} failed`;

async function warm(cluster: Cluster): Promise<void> {
  // Each web process renders and optimises every page (two asks), then Varnish keeps them.
  for (const web of cluster.webUrls) for (const r of SITE) for (let i = 0; i < 2; i++) await (await fetch(`${web}${r.path}`, { headers: r.headers })).arrayBuffer();
  await sleep(500);
  for (let i = 0; i < 2; i++) for (const r of SITE) await (await fetch(`${cluster.url}${r.path}`, { headers: r.headers })).arrayBuffer();
}

/** CPU seconds (user + system, every thread) a process has used so far, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

async function misses(cluster: Cluster, db: pg.Client): Promise<void> {
  // A new content version: every page is a miss again.
  await db.query("UPDATE faq_translations SET question = question || ' ' WHERE faq_seq = (SELECT min(faq_seq) FROM faq_translations)");
  await sleep(2_500);
  const web = cluster.webUrls[1]!;
  const pid = cluster.pids().webs[1]!;
  const apiPid = cluster.pids().api!;
  const targets = sitemapTargets(await (await fetch(`${web}/sitemap.xml`)).text());
  // The first quarter warms the process up; the rest is measured.
  const warm = targets.length >> 2;
  const phases = new Map<string, number>();
  let counted = 0;
  let bytes = 0;
  let cpu0 = 0;
  let api0 = 0;
  let t0 = 0;
  for (const [i, target] of targets.entries()) {
    if (i === warm) {
      [cpu0, api0] = await Promise.all([cpuSeconds(pid), cpuSeconds(apiPid)]);
      t0 = performance.now();
    }
    const res = await fetch(`${web}${target.path}`, { headers: { ...gzipKo, 'user-agent': target.ua, 'accept-encoding': 'identity' } });
    const body = await res.arrayBuffer();
    if (res.status !== 200 || res.headers.get('x-cache') !== 'MISS') throw new Error(`${target.path}: ${res.status} ${res.headers.get('x-cache')}, not a miss`);
    if (i < warm) continue;
    counted++;
    bytes += body.byteLength;
    for (const m of (res.headers.get('server-timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)) phases.set(m[1]!, (phases.get(m[1]!) ?? 0) + Number(m[2]));
  }
  const wall = (performance.now() - t0) / counted;
  const [cpu1, api1] = await Promise.all([cpuSeconds(pid), cpuSeconds(apiPid)]);
  const perMiss = ((cpu1 - cpu0) * 1000) / counted;
  const apiPerMiss = ((api1 - api0) * 1000) / counted;
  const mean = (name: string) => (phases.get(name) ?? 0) / counted;
  const floor = mean('react');
  console.log(`\n5. Misses: ${counted} pages never rendered before (${Math.round(bytes / counted / 1024)} KB on average), one at a time, of one web process`);
  console.log(`   the web process: ${perMiss.toFixed(2)} ms of CPU per miss (all its threads); the API process: ${apiPerMiss.toFixed(2)} ms; ${wall.toFixed(2)} ms per miss, wall`);
  console.log(`   the floor, React rendering the tree with its data in memory: ${floor.toFixed(2)} ms → a miss costs ${(perMiss / floor).toFixed(1)}× its floor`);
  console.log(`   phases (mean ms, Server-Timing): ${[...phases.keys()].map((k) => `${k} ${mean(k).toFixed(2)}`).join(', ')}`);
}

async function main(): Promise<void> {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = process.env.DATABASE_URL ?? url.toString();
  const logs: string[] = [];
  const cluster = await startCluster({ port: await freePort(), databaseUrl, dataDir: `/tmp/raon-bench-cluster-${process.pid}`, log: (l) => logs.push(l), logLevel: 'WARN' });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const failures: string[] = [];
  try {
    for (const r of SITE) {
      const res = await fetch(`${cluster.webUrls[0]}${r.path}`, { headers: r.headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}`);
    }
    await warm(cluster);
    if (process.env.BENCH_PART === 'misses') return await misses(cluster, db);

    // 1. Hits, the same page and encoding, 10 and 100 connections.
    const through = await sizeOf(`${cluster.url}/`, gzipKo);
    const own = await sizeOf(`${cluster.webUrls[0]}/`, gzipKo);
    console.log(`\n1. Hits of / (gzip): Varnish sends ${through.bytes} bytes (${through.edge}), a web process's own cache ${own.bytes} bytes`);
    for (const connections of [10, 100]) {
      const varnish = await load(cluster.url, [{ path: '/', headers: gzipKo }], undefined, SECONDS, connections);
      const web = await load(cluster.webUrls[0]!, [{ path: '/', headers: gzipKo }], undefined, SECONDS, connections);
      console.log(`   ${connections} connections: Varnish ${fmt(varnish)}\n   ${' '.repeat(String(connections).length)}              one web process's cache ${fmt(web)} → Varnish ${(varnish.rps / web.rps).toFixed(1)}×`);
      if (varnish.failed + web.failed > 0) failures.push(`hits: ${varnish.failed + web.failed} failed`);
    }

    // 2. A content change under load.
    const hits = await load(cluster.url, SITE);
    console.log(`\n2. ${CONNECTIONS} connections across ${SITE.length} page variants, no change: ${fmt(hits)}`);
    const shownAfter: number[] = [];
    const changes = async () => {
      for (let i = 0; i < 3; i++) {
        await sleep((SECONDS * 1000) / 4);
        const title = `점검 안내 ${Date.now()}`;
        const started = Date.now();
        await db.query("UPDATE notice_translations SET title = $1 WHERE notice_seq = (SELECT min(notice_seq) FROM notice_translations) AND lang_type = 'KOR'", [title]);
        for (;;) {
          const body = await (await fetch(`${cluster.url}/support`, { headers: gzipKo })).text();
          if (body.includes(title)) break;
          if (Date.now() - started > 10_000) break;
          await sleep(50);
        }
        shownAfter.push(Date.now() - started);
      }
    };
    const changing = await load(cluster.url, SITE, changes);
    console.log(`   the same while the content changes 3 times: ${fmt(changing)}`);
    console.log(`   each change shown through the cache after ${shownAfter.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; p99 ${(changing.p99 / Math.max(hits.p99, 1)).toFixed(2)}× the hit p99`);
    if (changing.failed > 0) failures.push(`content change: ${changing.failed} failed`);
    if (shownAfter.some((ms) => ms > 5_000)) failures.push('a content change took more than 5 s to show');
    if (changing.p99 > 3 * Math.max(hits.p99, 1)) failures.push(`content change: p99 ${changing.p99} ms > 3× the hit p99 (${hits.p99} ms)`);

    // 3. A web process killed under load, then started again.
    const kill = await load(cluster.url, [...SITE, { path: '/healthz', headers: gzipKo }], async () => {
      await sleep((SECONDS * 1000) / 3);
      await cluster.killWeb(0);
      await sleep((SECONDS * 1000) / 3);
      await cluster.startWeb(0);
    });
    console.log(`\n3. Web process 1 killed (SIGKILL) a third of the way in, started again at two thirds: ${fmt(kill)}`);
    if (kill.failed > 0) failures.push(`web process killed: ${kill.failed} failed`);

    // 4. The API restarted under load.
    const restart = await load(cluster.url, SITE, async () => {
      await sleep((SECONDS * 1000) / 3);
      await cluster.restartApi();
    });
    console.log(`\n4. The API process restarted (SIGTERM, then started) under load: ${fmt(restart)}`);
    if (restart.failed > 0) failures.push(`API restarted: ${restart.failed} failed`);

    // 5. Misses against their floor.
    await misses(cluster, db);
  } finally {
    await db.end();
    await cluster.stop();
    if (!process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
  const errors = logs.filter((l) => l.includes('"level":"ERROR"'));
  if (errors.length > 0) console.log(`\n${errors.length} error lines in the processes' logs; the first: ${errors[0]}`);
  if (failures.length > 0) {
    console.error(`\n✗ ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\n✓ every budget met');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
