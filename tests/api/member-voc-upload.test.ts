// Issue 25, points 3 and 7: the owner's inquiry with attachments through the web app's BFF to the
// real API, with a slow API between them (scripts/slow-proxy.mjs, a process of its own that holds
// each request before passing it on). The owner is told the truth: confirmed, or not saved; a retry
// never saves a second inquiry. Large bodies are read for owners only, a few at a time.
import crypto from 'node:crypto';
import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { setLogLevel } from '../../server/lib/logger.ts';
import { createApiClient, deadlineFor, type ApiClient } from '../../server/web/api-client.ts';
import { memberBff } from '../../server/web/bff/member-bff.ts';
import { memberUpload, type MemberUploadOptions } from '../../server/web/bff/member-upload.ts';
import { createSealer, readSession, type OwnerSession } from '../../server/web/middleware/owner-session.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';
import { slowProxy } from '../helpers/slow-proxy.ts';
import { slow } from '../helpers/waits.ts';

/** The web app's usual deadline for one call, short here so that a slow API is quickly slower than it. */
const BASE_MS = 1000;

let api: TestApi;
let proxy: Awaited<ReturnType<typeof slowProxy>>;
let client: ApiClient;
const sealer = createSealer(crypto.randomBytes(32));
const servers: RunningServer[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The web app's warnings (an upload that timed out) are what these tests cause on purpose.
  setLogLevel('ERROR');
  api = await startApi();
  proxy = await slowProxy(api.url, 0);
  client = createApiClient(proxy.url, BASE_MS);
  for (const id of ['sokcho01', 'multi01', 'sokcho02']) tokens[id] = await api.token(id);
}, slow(60_000));
afterAll(async () => {
  for (const server of servers) await server.close(1000);
  client?.close();
  proxy?.close();
  await api?.close();
});

/** The BFF as the web app mounts it (session, then /bff/member), with the upload's options. */
async function webApp(upload?: MemberUploadOptions, through = client): Promise<string> {
  const app = express();
  app.use(readSession(sealer));
  // Log-outs end nothing here: these tests only send inquiries.
  app.use('/bff/member', memberBff(through, sealer, { end: async () => 'confirmed' as const }, upload ? memberUpload(through, upload) : undefined));
  const server = await listen(app, 0, '127.0.0.1');
  servers.push(server);
  return server.url;
}

/** The session cookie of a signed-in user (the real token for owners). */
function cookie(loginId: string, userType: 'MEMBERSHIP' | 'GENERAL' = 'MEMBERSHIP'): string {
  const session: OwnerSession = {
    token: tokens[loginId] ?? 'x'.repeat(40),
    expiresAt: Date.now() + 3_600_000,
    user: { user_type: userType, loginId, member_no_list: [], hotel_code: userType === 'MEMBERSHIP' ? 13 : null, user_name: '' },
  };
  return `bookingUserAuth=${sealer.seal(session)}`;
}

/** A PDF of `bytes` bytes (the API checks the first bytes of each file). */
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

/** An owner's inquiry as the portal's form sends it, with `files` attached, under `key`. */
function inquiry(key: string, files: Buffer[], title = '누수 점검 요청'): string {
  return JSON.stringify({
    ...sampleBody('/client/api/voc/create'),
    title,
    client_key: key,
    attachments: files.map((f, i) => ({ file_name: `사진 ${i + 1}.pdf`, content_type: 'application/pdf', data_base64: f.toString('base64') })),
  });
}

interface Answered {
  status: number;
  headers: Headers;
  body: { result: boolean; code?: string; message?: string; result_data?: { data: { voc_seq: number } } };
}

async function send(web: string, body: string, who = cookie('sokcho01')): Promise<Answered> {
  const res = await fetch(`${web}/bff/member/voc/create`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: who }, body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answered['body'] };
}

const saved = async (key: string) => {
  const [row] = await api.db.query<{ vocs: number; files: number }>(
    `SELECT count(DISTINCT v.voc_seq)::int AS vocs, count(a.file_seq)::int AS files
       FROM member_vocs v LEFT JOIN member_voc_attachments a ON a.voc_seq = v.voc_seq WHERE v.client_key = $1`,
    [key],
  );
  return row!;
};

/** Waits until the proxy has passed a voc/create on and the API has answered it: the request the web app gave up on has been decided. */
async function decided(count: number): Promise<{ status: number }[]> {
  const deadline = Date.now() + slow(30_000);
  for (;;) {
    const answers = (await proxy.answers()).filter((a) => a.url === '/client/api/voc/create');
    if (answers.length >= count) return answers;
    if (Date.now() > deadline) throw new Error(`the API answered ${answers.length} of ${count} inquiries in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an owner inquiry with 10 MB of attachments through a slow API (issue 25, point 3)', () => {
  it('is confirmed when the API saves it after the usual deadline, and a retry with the same key answers it again without a second one', async () => {
    const web = await webApp();
    const key = crypto.randomUUID();
    // 10 MB of files (the most an inquiry may carry), about 13.4 MB of JSON.
    const files = [pdf(4 * 1024 * 1024), pdf(4 * 1024 * 1024), pdf(2 * 1024 * 1024 - 64 * 1024)];
    const body = inquiry(key, files);
    expect(deadlineFor(BASE_MS, body.length)).toBeGreaterThan(20_000);
    // The API takes 4 s to get it: four times the usual deadline. Before the fix the web app gave up
    // after 1 s (502) while the API saved the inquiry 3 s later.
    await proxy.setDelay(4_000);
    const before = (await proxy.answers()).length;
    const first = await send(web, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await saved(key)).toEqual({ vocs: 1, files: 3 });
    // The owner sends it again (a lost answer, a double click): the same inquiry, still one.
    await proxy.setDelay(0);
    const again = await send(web, body);
    expect(again.status).toBe(200);
    expect(again.body.result_data?.data.voc_seq).toBe(first.body.result_data?.data.voc_seq);
    expect(await saved(key)).toEqual({ vocs: 1, files: 3 });
    expect((await proxy.answers()).length - before).toBe(2);
  }, slow(90_000));

  it('is not saved when the API gets it too late, says so (504), and the retry with the same key saves it once', async () => {
    const web = await webApp();
    const key = crypto.randomUUID();
    const body = inquiry(key, [pdf(200 * 1024)]);
    // Its deadline is 2 s (1 s and 1 s per 512 KB); the proxy holds it 5 s.
    expect(deadlineFor(BASE_MS, body.length)).toBe(2_000);
    await proxy.setDelay(5_000);
    const before = (await proxy.answers()).filter((a) => a.url === '/client/api/voc/create').length;
    const late = await send(web, body);
    expect(late.status).toBe(504);
    expect(late.body).toMatchObject({ result: false, code: 'E504', message: expect.stringMatching(/nothing was saved/) });
    // The API gets it 3 s after the web app gave up, and refuses it: nothing saved, truly.
    const answers = await decided(before + 1);
    expect(answers.at(-1)!.status).toBe(504);
    expect(await saved(key)).toEqual({ vocs: 0, files: 0 });
    await proxy.setDelay(0);
    const again = await send(web, body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await saved(key)).toEqual({ vocs: 1, files: 1 });
  }, slow(60_000));
});

/**
 * An upload announcing `length` bytes, sent at about 3 MB/s: the answer's status and how much had
 * been sent when it came, and how much when the connection was closed.
 */
function slowUpload(web: string, who: string, length: number): Promise<{ status: number; sentWhenAnswered: number; sentWhenClosed: number }> {
  const { port } = new URL(web);
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    let sentWhenAnswered = -1;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/bff/member/voc/create', headers: { 'content-type': 'application/json', 'content-length': String(length), cookie: who } }, (res) => {
      status = res.statusCode ?? 0;
      sentWhenAnswered = sent;
      res.resume();
    });
    req.on('error', () => undefined);
    req.on('close', () => resolve({ status, sentWhenAnswered, sentWhenClosed: sent }));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const timer = setInterval(() => {
      if (sent >= length - chunk.length || req.destroyed) return clearInterval(timer);
      req.write(chunk);
      sent += chunk.length;
    }, 20);
  });
}

describe('large bodies are read for owners only, and a few at a time (issue 25, point 7)', () => {
  it('refuses a session that is not an owner’s (403) and no session (401) before reading the body, and cuts the connection', async () => {
    const web = await webApp();
    const size = 13 * 1024 * 1024;
    for (const [who, status] of [[cookie('guest01', 'GENERAL'), 403], ['', 401]] as const) {
      const answer = await slowUpload(web, who, size);
      expect(answer.status).toBe(status);
      // Answered at once (13 MB at 3 MB/s take four seconds), and the connection cut (LINGER_MS) before the rest was sent.
      expect(answer.sentWhenAnswered).toBeGreaterThanOrEqual(0);
      expect(answer.sentWhenAnswered).toBeLessThan(size / 4);
      expect(answer.sentWhenClosed).toBeLessThan(size - 64 * 1024);
    }
  });

  it('reads two bodies at once, one per owner: the others wait, then get 503 with Retry-After', async () => {
    // A usual deadline longer than the API's 3 s below: the first two are saved.
    const patient = createApiClient(proxy.url, 10_000);
    const web = await webApp({ waitMs: 1_000 }, patient);
    // The API takes 3 s for each: the first two hold their slots that long.
    await proxy.setDelay(3_000);
    try {
      const started = Date.now();
      const answers = await Promise.all([
        send(web, inquiry(crypto.randomUUID(), [pdf(1024)], '동시 1'), cookie('sokcho01')),
        send(web, inquiry(crypto.randomUUID(), [pdf(1024)], '동시 2'), cookie('multi01')),
        // A third owner, and a second inquiry of the first: no slot within 1 s.
        new Promise<Answered>((resolve) => setTimeout(() => resolve(send(web, inquiry(crypto.randomUUID(), [pdf(1024)], '동시 3'), cookie('sokcho02'))), 300)),
        new Promise<Answered>((resolve) => setTimeout(() => resolve(send(web, inquiry(crypto.randomUUID(), [pdf(1024)], '동시 4'), cookie('sokcho01'))), 300)),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 503, 503]);
      for (const refused of answers.slice(2)) {
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(refused.body).toMatchObject({ result: false, code: 'E503' });
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    } finally {
      patient.close();
      await proxy.setDelay(0);
    }
  }, slow(60_000));
});
