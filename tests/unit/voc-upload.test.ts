import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS } from '../../contracts/limits.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import type { ApiClient } from '../../server/web/api-client.ts';
import { bff } from '../../server/web/bff/bff.ts';
import { HEAD_MS, vocUpload, type VocUploadOptions } from '../../server/web/bff/voc-upload.ts';
import { slow } from '../helpers/waits.ts';

// Issue 11, point 4: anonymous visitors cannot make the site hold large bodies.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const fields = { company_seq: 100, hotel_seq: 101, lang_type: 'KOR', phone: '010-5555-1234', verification_token: 'x'.repeat(40), title: '문의' };

interface Seen {
  path: string;
  body: Record<string, unknown>;
  timeoutMs?: number;
}

function fakeApi(validProof: boolean, seen: Seen[]): ApiClient {
  return {
    timeoutMs: 3000,
    forward: async (path: string, body: Record<string, unknown>, _ip: string | undefined, opts: { timeoutMs?: number } = {}) => {
      seen.push({ path, body, timeoutMs: opts.timeoutMs });
      if (path.endsWith('auth_code/proof')) return { status: 200, body: { result: true, code: 'S001', result_data: { valid: validProof } } };
      return { status: 200, body: { result: true, code: 'S001', result_data: { voc_seq: 1, receipt_no: 'V20261124-ABCD1234', created_at: '2026-11-24T00:00:00.000Z' } } };
    },
  } as unknown as ApiClient;
}

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(api: ApiClient, upload?: VocUploadOptions): Promise<string> {
  const app = express();
  if (upload) app.post('/bff/brand/branding/voc/register', vocUpload(api, upload));
  app.use('/bff', bff(api));
  server = await listen(app, 0, '127.0.0.1');
  return server.url;
}

/** A multipart body: the fields part, then files; optionally a huge filler file. */
function multipart(parts: { name: string; value?: string; file?: { name: string; type: string; bytes: Buffer } }[]) {
  const boundary = '----raon' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: ${p.file.type}\r\n\r\n`), p.file.bytes, Buffer.from('\r\n'));
    else chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

describe('the inquiry upload (voc/register as multipart)', () => {
  it('forwards a verified inquiry with its files (base64 for the API) and a deadline that fits their size', async () => {
    const seen: Seen[] = [];
    const url = await start(fakeApi(true, seen));
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024, 1)]);
    const { body, type } = multipart([{ name: 'fields', value: JSON.stringify(fields) }, { name: 'attachments', file: { name: '영수증.png', type: 'image/png', bytes: big } }]);
    const res = await fetch(`${url}/bff/brand/branding/voc/register`, { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(200);
    expect((await res.json()).result_data.receipt_no).toBe('V20261124-ABCD1234');
    const register = seen.find((s) => s.path === 'brand/branding/voc/register')!;
    expect(register.body).toMatchObject({ ...fields, attachments: [{ file_name: '영수증.png', content_type: 'image/png' }] });
    const attachments = register.body.attachments as { data_base64: string }[];
    expect(Buffer.from(attachments[0]!.data_base64, 'base64').equals(big)).toBe(true);
    expect(register.timeoutMs).toBeGreaterThanOrEqual(3000 + 6000);
  });

  // Issue 29: the web app counts "10 MB" as the browser and the API do (contracts/limits.ts).
  it('forwards files of exactly 10 MB together and refuses one byte more with 413', async () => {
    const seen: Seen[] = [];
    const url = await start(fakeApi(true, seen));
    const half = ATTACHMENT_LIMITS.maxTotalBytes / 2;
    const fileOf = (bytes: number) => Buffer.concat([png, Buffer.alloc(bytes - png.length, 1)]);
    const send = async (second: number) => {
      const { body, type } = multipart([
        { name: 'fields', value: JSON.stringify(fields) },
        { name: 'attachments', file: { name: 'a.png', type: 'image/png', bytes: fileOf(half) } },
        { name: 'attachments', file: { name: 'b.png', type: 'image/png', bytes: fileOf(second) } },
      ]);
      return fetch(`${url}/bff/brand/branding/voc/register`, { method: 'POST', headers: { 'content-type': type }, body });
    };
    expect((await send(half)).status).toBe(200);
    expect(seen.filter((s) => s.path === 'brand/branding/voc/register')).toHaveLength(1);
    const over = await send(half + 1);
    expect(over.status).toBe(413);
    expect(seen.filter((s) => s.path === 'brand/branding/voc/register')).toHaveLength(1);
  });

  it('refuses an unverified upload at its fields, without reading the files, and never forwards it', async () => {
    const seen: Seen[] = [];
    const url = await start(fakeApi(false, seen));
    const port = Number(new URL(url).port);
    // 10 MB announced, sent slowly: the answer comes before the body has been sent.
    const head = multipart([{ name: 'fields', value: JSON.stringify(fields) }]).body.subarray(0, -('--\r\n'.length + 40));
    const answer = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const boundaryMatch = /^--(\S+)\r\n/.exec(head.toString())!;
      const boundary = boundaryMatch[1]!;
      const fieldsPart = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(fields)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
      let sent = 0;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/bff/brand/branding/voc/register', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * 1024 * 1024) } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, sentWhenAnswered: sent }));
      });
      req.on('error', () => undefined);
      req.write(fieldsPart);
      sent += fieldsPart.length;
      const chunk = Buffer.alloc(64 * 1024, 7);
      const timer = setInterval(() => {
        if (sent >= 9 * 1024 * 1024 || req.destroyed) return clearInterval(timer);
        req.write(chunk);
        sent += chunk.length;
      }, 20);
      setTimeout(() => reject(new Error('no answer')), 60_000).unref();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'E400', errors: [{ path: 'verification_token' }] });
    expect(answer.sentWhenAnswered).toBeLessThan(9 * 1024 * 1024);
    expect(seen.map((s) => s.path)).toEqual(['brand/branding/mobile/auth_code/proof']);
  });

  it('refuses files sent before the fields, and bodies larger than any valid inquiry before reading them', async () => {
    const seen: Seen[] = [];
    const url = await start(fakeApi(true, seen));
    const first = multipart([{ name: 'attachments', file: { name: 'a.png', type: 'image/png', bytes: png } }, { name: 'fields', value: JSON.stringify(fields) }]);
    const early = await fetch(`${url}/bff/brand/branding/voc/register`, { method: 'POST', headers: { 'content-type': first.type }, body: first.body });
    expect(early.status).toBe(400);
    const huge = await fetch(`${url}/bff/brand/branding/voc/register`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.alloc(12 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(seen.filter((s) => s.path.endsWith('voc/register'))).toEqual([]);
  });
});

/**
 * A connection that sends `first` at once, then `rest` a few bytes at a time every `everyMs`, as a
 * slow attacker would; resolves with what the server answered and when the connection was closed.
 */
function trickle(port: number, first: Buffer, rest: Buffer, everyMs: number, step = 1): { done: Promise<{ answer: string; closedAfterMs: number }>; sent: () => number; open: () => boolean } {
  const socket = net.connect(port, '127.0.0.1');
  const began = Date.now();
  let answer = '';
  let offset = 0;
  socket.on('data', (c: Buffer) => (answer += c.toString()));
  socket.on('error', () => undefined);
  socket.write(first);
  const timer = setInterval(() => {
    if (offset >= rest.length || socket.destroyed) return clearInterval(timer);
    socket.write(rest.subarray(offset, offset + step));
    offset += step;
  }, everyMs);
  const done = new Promise<{ answer: string; closedAfterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - began });
    }),
  );
  return { done, sent: () => offset, open: () => !socket.destroyed && answer === '' };
}

/** The request line and headers of an upload announcing `length` bytes. */
const head = (boundary: string, length: number) =>
  Buffer.from(`POST /bff/brand/branding/voc/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`);

/** The status and JSON of a raw HTTP answer. */
function parsed(raw: string): { status: number; body: Record<string, unknown> } {
  const [top, ...rest] = raw.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(top ?? '')?.[1] ?? 0), body: JSON.parse(rest.join('\r\n\r\n') || '{}') as Record<string, unknown> };
}

describe('slow connections do not hold the inquiry uploads up (issue 25, point 5)', () => {
  const upload = async (url: string, phone: string) => {
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024, 1)]);
    const { body, type } = multipart([{ name: 'fields', value: JSON.stringify({ ...fields, phone }) }, { name: 'attachments', file: { name: 'a.png', type: 'image/png', bytes: big } }]);
    const began = Date.now();
    const res = await fetch(`${url}/bff/brand/branding/voc/register`, { method: 'POST', headers: { 'content-type': type }, body });
    return { status: res.status, ms: Date.now() - began };
  };

  it('drops a head that has not arrived within 10 s (408, connection closed); two such connections take no slot, and a third upload goes through at once', async () => {
    const seen: Seen[] = [];
    const url = await start(fakeApi(true, seen));
    const port = Number(new URL(url).port);
    const boundary = 'slowhead';
    // The fields part a byte every 200 ms: its 300 bytes would take a minute.
    const fieldsPart = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(fields)}\r\n`);
    const slowOnes = [trickle(port, head(boundary, 5 * 1024 * 1024), fieldsPart, 200), trickle(port, head(boundary, 5 * 1024 * 1024), fieldsPart, 200)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await upload(url, '010-5555-7777');
    expect(third.status).toBe(200);
    // Before the fix both slots were taken by the slow heads: the third waited 10 s, then got 503.
    expect(third.ms).toBeLessThan(HEAD_MS / 2);
    expect(slowOnes.every((s) => s.sent() < fieldsPart.length && s.open())).toBe(true);
    for (const slowOne of slowOnes) {
      const { answer, closedAfterMs } = await slowOne.done;
      expect(parsed(answer)).toMatchObject({ status: 408, body: { result: false, code: 'E408' } });
      expect(closedAfterMs).toBeGreaterThanOrEqual(HEAD_MS - 100);
      expect(closedAfterMs).toBeLessThan(HEAD_MS + slow(5_000));
    }
    expect(seen.filter((s) => s.path.endsWith('voc/register'))).toHaveLength(1);
  }, slow(40_000));

  it('gives one slot to one verified phone, and drops a verified upload that trickles its files (408): a third upload goes through at once', async () => {
    const seen: Seen[] = [];
    const limits = { idleMs: 4_000, graceMs: 4_000, minBytesPerS: 16 * 1024 };
    const url = await start(fakeApi(true, seen), { progress: limits, waitMs: 10_000 });
    const port = Number(new URL(url).port);
    const boundary = 'slowfile';
    // The head at once (a valid proof of one number), then the file 100 bytes every 100 ms: 1 KB/s.
    const start_ = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(fields)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const file = Buffer.alloc(1024 * 1024, 3);
    const length = start_.length + file.length + 64;
    const slowOnes = [trickle(port, Buffer.concat([head(boundary, length), start_]), file, 100, 100), trickle(port, Buffer.concat([head(boundary, length), start_]), file, 100, 100)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await upload(url, '010-5555-8888');
    expect(third.status).toBe(200);
    // Without a slot per phone the two took both slots: the third waited until the first was dropped.
    expect(slowOnes.every((s) => s.open())).toBe(true);
    for (const slowOne of slowOnes) {
      const { answer } = await slowOne.done;
      expect(parsed(answer)).toMatchObject({ status: 408, body: { code: 'E408', message: expect.stringMatching(/too slow/) } });
    }
    expect(seen.filter((s) => s.path.endsWith('voc/register'))).toHaveLength(1);
  }, slow(40_000));
});
