// `npm run bench:libraries`: the figures behind two libraries the card names and the code does not
// use (docs/decisions.md, issue 26, point 5), measured side by side in one run:
// - got 14 against server/lib/json-http.ts for web → API calls: the same POST of JSON to the same
//   server in another process (scripts/bench-libraries-server.mjs), kept-alive, 20 in flight;
// - dayjs with its utc and timezone plugins against contracts/seoul-clock.ts for Asia/Seoul dates:
//   time per call, and what each adds to a browser bundle (esbuild, minified, brotli 11).
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { buildSync } from 'esbuild';
import got from 'got';
import { addDays, seoulDay } from '../contracts/seoul-clock.ts';
import { createJsonHttp } from '../server/lib/json-http.ts';

const CALLS = 20_000;
const IN_FLIGHT = 20;

async function httpClients(): Promise<void> {
  const server = fork(path.join(import.meta.dirname, 'bench-libraries-server.mjs'), [], { stdio: 'inherit' });
  const port: number = await new Promise((resolve) => server.once('message', (m) => resolve(m as number)));
  const url = `http://127.0.0.1:${port}`;
  const body = { company_seq: 100, hotel_seq: 101, lang_type: 'KOR', target_ym: '202611', member_no_list: ['13-1507-01'] };
  const viaGot = got.extend({ prefixUrl: url, timeout: { request: 3000 }, retry: { limit: 0 }, agent: { http: new http.Agent({ keepAlive: true }) } });
  const own = createJsonHttp(url, { timeoutMs: 3000 });
  const run = async (name: string, call: () => Promise<unknown>) => {
    for (let i = 0; i < 2000; i++) await call();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let next = 0;
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => { while (next++ < CALLS) await call(); }));
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    console.log(`  ${name.padEnd(10)} ${(CALLS / (ms / 1000)).toFixed(0).padStart(6)} calls/s, client CPU ${((cpu.user + cpu.system) / CALLS).toFixed(0)} µs a call`);
  };
  console.log(`web → API client, ${CALLS} POSTs of JSON, ${IN_FLIGHT} in flight, server in its own process:`);
  for (let round = 0; round < 2; round++) {
    await run('got 14', () => viaGot.post('client/api/home/room/profit', { json: body }).json());
    await run('json-http', () => own.post('client/api/home/room/profit', body));
  }
  server.kill();
}

function dates(): void {
  dayjs.extend(utc);
  dayjs.extend(timezone);
  const n = 200_000;
  const now = Date.now();
  const time = (fn: (i: number) => string) => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn(i);
    return ((performance.now() - t0) / n) * 1000;
  };
  console.log('Asia/Seoul dates, per call:');
  const a = time((i) => dayjs(now + i * 1000).tz('Asia/Seoul').format('YYYY-MM-DD'));
  const b = time((i) => seoulDay(now + i * 1000));
  console.log(`  the Seoul day of an instant: dayjs.tz ${a.toFixed(2)} µs, seoul-clock ${b.toFixed(2)} µs`);
  const c = time((i) => dayjs.tz('2026-11-27', 'Asia/Seoul').add(i % 40, 'day').format('YYYY-MM-DD'));
  const d = time((i) => addDays('2026-11-27', i % 40));
  console.log(`  a date plus n days:          dayjs.tz ${c.toFixed(2)} µs, seoul-clock ${d.toFixed(2)} µs`);
  const bundle = (contents: string) => {
    const out = buildSync({ stdin: { contents, resolveDir: path.join(import.meta.dirname, '..'), loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false }).outputFiles[0]!.contents;
    return zlib.brotliCompressSync(out, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  };
  const withDayjs = bundle("import dayjs from 'dayjs'; import utc from 'dayjs/plugin/utc.js'; import tz from 'dayjs/plugin/timezone.js'; dayjs.extend(utc); dayjs.extend(tz); export const f = (n: number) => dayjs(n).tz('Asia/Seoul').format('YYYY-MM-DD');");
  const withClock = bundle("export * from './contracts/seoul-clock.ts';");
  console.log(`  in a browser bundle: dayjs + utc + timezone ${(withDayjs / 1024).toFixed(1)} KB brotli, seoul-clock (all of it) ${(withClock / 1024).toFixed(1)} KB`);
}

await httpClients();
dates();
