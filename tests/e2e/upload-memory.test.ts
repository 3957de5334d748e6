import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSealer } from '../../server/web/middleware/owner-session.ts';
import { slow } from '../helpers/waits.ts';

// Large bodies cannot make the web app hold them. Issue 11, point 4: "any visitor can send 14 MB
// bodies to the inquiry registration; 30 of them, 10 at a time, took the process from 837 MB to
// 1.8 GB". Issue 25, point 7: "any signed-in user can make the web app hold 13 MB bodies: 30
// parallel bodies took the web app from 569 MB to 1,285 MB (owners' parallel uploads: 2,274 MB)".
// The web app runs as in production (Procfile `web:`), in a process of its own, in front of the
// operator API in another (`api:`, its database made by `release:`); this test is the load, and
// reads the web app's memory from /proc while it runs.
let api: ChildProcess;
let webApp: ChildProcess;
let web: string;
let dataDir: string;
const secret = crypto.randomBytes(32).toString('base64url');

const rssMb = async (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * The process's resident memory once it has settled: three readings 100 ms apart within 1 MB of
 * one another (the last test's buffers freed), or the last reading when it keeps moving for
 * slow(5 s). A condition, not a fixed sleep.
 */
async function settledRssMb(pid: number): Promise<number> {
  const readings: number[] = [];
  const until = Date.now() + slow(5_000);
  for (;;) {
    readings.push(await rssMb(pid));
    const last = readings.slice(-3);
    if ((last.length === 3 && Math.max(...last) - Math.min(...last) < 1) || Date.now() > until) return readings.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `script` in a process of its own and resolves the address it logs once it listens. */
function serve(script: string, env: Record<string, string>, started: RegExp): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'INFO', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const found = started.exec(out);
      if (found) resolve({ child, url: found[1]! });
    });
    child.once('exit', (code) => reject(new Error(`${script} ended (${code}) before listening:\n${out}`)));
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-upload-memory-'));
  const release = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/release.ts'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'WARN' }, stdio: 'inherit' });
  expect(release.status).toBe(0);
  const started = await serve('server/api/main.ts', { API_PORT: '0' }, /api listening on (http:\/\/[\w.:]+)/);
  api = started.child;
  const front = await serve('server/web/main.ts', { PORT: '0', API_URL: started.url, SESSION_SECRET: secret }, /web listening on (http:\/\/[\w.:]+)/);
  webApp = front.child;
  web = front.url;
}, slow(240_000));

afterAll(async () => {
  for (const child of [webApp, api]) {
    if (!child || child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Posts `body` as fast as the web app reads it; resolves the status (0: the connection was cut first). */
function post(target: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const { port } = new URL(web);
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: target, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** One anonymous upload: a form with a made-up verification and `mb` of file. */
function anonymousUpload(mb: number, kind: 'multipart' | 'json'): Promise<number> {
  const boundary = 'raonattack';
  const fields = JSON.stringify({ company_seq: 100, hotel_seq: 101, lang_type: 'KOR', phone: '010-5555-0000', verification_token: 'forged'.repeat(10) });
  const file = Buffer.alloc(mb * 1024 * 1024, 0x41);
  const body =
    kind === 'multipart'
      ? Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${fields}\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`), file, Buffer.from(`\r\n--${boundary}--\r\n`)])
      : Buffer.from(JSON.stringify({ attachments: [{ file_name: 'a.pdf', content_type: 'application/pdf', data_base64: file.toString('base64') }] }));
  return post('/bff/brand/branding/voc/register', { 'content-type': kind === 'multipart' ? `multipart/form-data; boundary=${boundary}` : 'application/json' }, body);
}

/** The web app's resident memory: idle (settled), and its peak while `load` runs. */
async function memoryUnder<T>(load: () => Promise<T>): Promise<{ idle: number; peak: number; result: T }> {
  const idle = await settledRssMb(webApp.pid!);
  let peak = idle;
  const sampler = setInterval(() => void rssMb(webApp.pid!).then((mb) => (peak = Math.max(peak, mb)), () => undefined), 25);
  try {
    const result = await load();
    return { idle, peak, result };
  } finally {
    clearInterval(sampler);
  }
}

const count = (statuses: number[]) => [...new Set(statuses)].sort().map((s) => `${s}×${statuses.filter((x) => x === s).length}`).join(', ');

describe('anonymous uploads (issue 11, point 4)', () => {
  it('keep the web app within 200 MB of idle under 30 large anonymous uploads, 10 at a time, and refuse every one', async () => {
    // Idle: started, a page and an API call served.
    await fetch(`${web}/`);
    await fetch(`${web}/bff/brand/branding/category_info/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ company_seq: 100, hotel_seq: 100, lang_type: 'KOR', category_type: 'voc' }) });
    const { idle, peak, result: statuses } = await memoryUnder(async () => {
      const all: number[] = [];
      for (const kind of ['multipart', 'json'] as const) {
        for (let round = 0; round < 3; round++) all.push(...(await Promise.all(Array.from({ length: 10 }, () => anonymousUpload(10, kind)))));
      }
      return all;
    });
    console.log(`anonymous uploads: web app idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB); answers ${count(statuses)}`);
    // Refused: 400 (the verification is checked first), 413 (too large to be an inquiry), or the
    // connection cut under the rest of a refused body (0).
    expect(statuses.every((s) => s === 400 || s === 413 || s === 0)).toBe(true);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(0);
    expect(peak - idle).toBeLessThan(200);
  });
});

describe('portal uploads (issue 25, point 7)', () => {
  /** The session cookie of a real sign-in through the web app. */
  async function signIn(loginId: string): Promise<string> {
    const res = await fetch(`${web}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId, password: 'demo1234!' }) });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }

  /** An owner's inquiry of 13.4 MB as the portal sends it: 10 MB of PDFs in base64. */
  function inquiry(n: number): Buffer {
    const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20 + (n % 60))]).toString('base64');
    return Buffer.from(
      JSON.stringify({
        company_seq: 100, hotel_seq: null, lang_type: 'KOR', category_seq: 1, title: `첨부 ${n}`, content: '첨부 파일을 보냅니다.', client_key: crypto.randomUUID(),
        attachments: [4, 4, 1.9].map((mb, i) => ({ file_name: `${n}-${i}.pdf`, content_type: 'application/pdf', data_base64: pdf(Math.round(mb * 1024 * 1024)) })),
      }),
    );
  }

  it('keep the web app within 100 MB of idle under 30 parallel 13 MB bodies of two owners: two read at a time, the others refused with 503', async () => {
    const owners = [await signIn('sokcho01'), await signIn('multi01')];
    // Warm: the upload path has run once (a small inquiry).
    const small = Buffer.from(JSON.stringify({ company_seq: 100, hotel_seq: null, lang_type: 'KOR', category_seq: 1, title: '준비', content: '준비' }));
    expect(await post('/bff/member/voc/create', { 'content-type': 'application/json', cookie: owners[0]! }, small)).toBe(200);
    const bodies = Array.from({ length: 30 }, (_, i) => inquiry(i));
    expect(bodies[0]!.length).toBeGreaterThan(13 * 1024 * 1024);
    const { idle, peak, result: statuses } = await memoryUnder(() => Promise.all(bodies.map((body, i) => post('/bff/member/voc/create', { 'content-type': 'application/json', cookie: owners[i % 2]! }, body))));
    console.log(`owners' uploads: web app idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB); answers ${count(statuses)}`);
    // Saved (200), or refused while two others were being read (503, Retry-After) or for the day (429).
    expect(statuses.every((s) => s === 200 || s === 503 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(peak - idle).toBeLessThanOrEqual(100);
  }, slow(180_000));

  it('keep the web app within 100 MB of idle under 30 parallel 13 MB bodies of a signed-in user who is not an owner: each refused unread (403)', async () => {
    // A session of a GENERAL account (guest01), sealed with the web app's key: the portal refuses
    // such accounts at sign-in, and this call refuses their sessions on its own too.
    const session = createSealer(secret).seal({ token: 'x'.repeat(40), expiresAt: Date.now() + 3_600_000, user: { user_type: 'GENERAL', loginId: 'guest01', member_no_list: [], hotel_code: null, user_name: '' } });
    const bodies = Array.from({ length: 30 }, (_, i) => inquiry(100 + i));
    const { idle, peak, result: statuses } = await memoryUnder(() => Promise.all(bodies.map((body) => post('/bff/member/voc/create', { 'content-type': 'application/json', cookie: `bookingUserAuth=${session}` }, body))));
    console.log(`a non-owner's uploads: web app idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB); answers ${count(statuses)}`);
    expect(statuses.every((s) => s === 403 || s === 0)).toBe(true);
    expect(peak - idle).toBeLessThanOrEqual(100);
  }, slow(120_000));
});
