import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slow } from '../helpers/waits.ts';

// Issue 11, point 4: "any visitor can send 14 MB bodies to the inquiry registration; 30 of them,
// 10 at a time, took the process from 837 MB to 1.8 GB". The same attack on `npm start` in a
// process of its own, its memory read from /proc while it runs.
let child: ChildProcess;
let web: string;
let dataDir: string;

const rssMb = async (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-upload-memory-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { env: { ...process.env, PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN' }, stdio: ['ignore', 'pipe', 'inherit'] });
  web = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const found = /web\s+(http:\/\/[\w.:]+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code}) before listening:\n${out}`)));
  });
}, slow(180_000));

afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise((resolve) => child?.once('exit', resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** One anonymous upload: a form with a made-up verification and `mb` of file, sent as fast as the server reads it. */
function upload(mb: number, kind: 'multipart' | 'json'): Promise<number> {
  const { port } = new URL(web);
  return new Promise((resolve) => {
    const boundary = 'raonattack';
    const fields = JSON.stringify({ company_seq: 100, hotel_seq: 101, lang_type: 'KOR', phone: '010-5555-0000', verification_token: 'forged'.repeat(10) });
    const file = Buffer.alloc(mb * 1024 * 1024, 0x41);
    const body =
      kind === 'multipart'
        ? Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${fields}\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`), file, Buffer.from(`\r\n--${boundary}--\r\n`)])
        : Buffer.from(JSON.stringify({ attachments: [{ file_name: 'a.pdf', content_type: 'application/pdf', data_base64: file.toString('base64') }] }));
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/bff/brand/branding/voc/register', headers: { 'content-type': kind === 'multipart' ? `multipart/form-data; boundary=${boundary}` : 'application/json', 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('anonymous uploads (issue 11, point 4)', () => {
  it('keeps the process within 200 MB of idle under 30 large anonymous uploads, 10 at a time, and refuses every one', async () => {
    // Idle: started, a page and an API call served.
    await fetch(`${web}/`);
    await fetch(`${web}/bff/brand/branding/category_info/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ company_seq: 100, hotel_seq: 100, lang_type: 'KOR', category_type: 'voc' }) });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = await rssMb(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => void rssMb(child.pid!).then((mb) => (peak = Math.max(peak, mb)), () => undefined), 25);
    const statuses: number[] = [];
    try {
      for (const kind of ['multipart', 'json'] as const) {
        for (let round = 0; round < 3; round++) statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => upload(10, kind)))));
      }
    } finally {
      clearInterval(sampler);
    }
    console.log(`upload attack: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB); answers ${[...new Set(statuses)].join(', ')}`);
    // Refused: 400 (the verification is checked first), 413 (too large to be an inquiry), or the
    // connection closed under the rest of a refused body (0).
    expect(statuses.every((s) => s === 400 || s === 413 || s === 0)).toBe(true);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(0);
    expect(peak - idle).toBeLessThan(200);
  });
});
