import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../server/lib/json-http.ts';
import { listen } from '../../server/lib/http.ts';
import { log } from '../../server/lib/logger.ts';
import { CONTENT_VERSION_TIMEOUT_MS, createApiClient, deadlineFor, downloadDeadline, signInDeadline, type ApiClient } from '../../server/web/api-client.ts';
import { bff } from '../../server/web/bff/bff.ts';
import { outageServer } from '../helpers/tcp.ts';

describe('deadlines that fit the upload (issue 11, point 5)', () => {
  it('adds a second per 512 KB to the usual deadline', () => {
    expect(deadlineFor(3000, 0)).toBe(3000);
    expect(deadlineFor(3000, 2_000)).toBe(4000);
    // The inquiry's largest body (10 MB of files as base64 in JSON, about 13.4 MB).
    expect(deadlineFor(3000, 14 * 1024 * 1024)).toBe(3000 + 28_000);
  });

  it('gives small calls the usual deadline and refuses large JSON bodies (files come as multipart)', async () => {
    const seen: { path: string; timeoutMs?: number }[] = [];
    const api = {
      timeoutMs: 3000,
      forward: async (path: string, _body: unknown, _ip: string | undefined, opts: { timeoutMs?: number } = {}) => {
        seen.push({ path, timeoutMs: opts.timeoutMs });
        return { status: 200, body: { result: true, code: 'S001', result_data: {} } };
      },
    } as unknown as ApiClient;
    const app = express();
    app.use('/bff', bff(api));
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const big = JSON.stringify({ attachments: [{ data_base64: 'A'.repeat(3 * 1024 * 1024) }] });
      const refused = await fetch(`${server.url}/bff/brand/branding/voc/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(refused.status).toBe(413);
      expect((await refused.json()).message).toMatch(/multipart\/form-data/);
      expect((await fetch(`${server.url}/bff/brand/branding/mobile/auth_code/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
      expect(seen).toEqual([{ path: 'brand/branding/mobile/auth_code/send', timeoutMs: 4000 }]);
    } finally {
      await server.close();
    }
  });
});

describe('every call of the web app to an API that accepts connections and never answers (issue 14, point 3)', () => {
  const closers: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** The API once it answers again: a success for every kind of call. */
  async function answeringApi(): Promise<{ port: number }> {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('file');
        const data = req.url!.endsWith('content/version') ? { version: 7, changed_at: '2026-11-24T00:00:00Z' } : req.url!.endsWith('term/list') ? { brand_term_list: [] } : {};
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: true, code: 'S001', result_data: data }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
    return { port: (server.address() as AddressInfo).port };
  }

  /** Resolves with how the call ended (the error or the value) and after how long. */
  const timed = async <T>(call: Promise<T>) => {
    const started = performance.now();
    const outcome = await call.then(
      (value) => ({ value, error: null }),
      (err: unknown) => ({ value: null, error: err as Error }),
    );
    return { ...outcome, ms: performance.now() - started };
  };

  it('ends each call in a clear error within seconds, with the deadline that fits it, then works again when the API answers', async () => {
    const target = await answeringApi();
    const link = await outageServer({ host: '127.0.0.1', port: target.port });
    closers.push(() => link.close());
    await link.hole();
    const baseMs = 2000;
    const api = createApiClient(`http://127.0.0.1:${link.port}`, baseMs);
    // The content version has a deadline of its own, whatever the usual one: shown with a long one.
    const patient = createApiClient(`http://127.0.0.1:${link.port}`, 30_000);
    closers.push(api.close, patient.close);
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const scope = { company_seq: 1, hotel_seq: 101, lang_type: 'KOR' } as const;

    const [read, version, forward, signIn, signOut, memberRead, memberWrite, download] = await Promise.all([
      timed(api.termList(scope)),
      timed(patient.contentVersion()),
      timed(api.forward('brand/branding/mobile/auth_code/send', {}, '198.51.100.1')),
      timed(api.ownerSignIn({ loginId: 'sokcho01', password: 'demo1234!' }, '198.51.100.1')),
      timed(api.ownerSignOut('token')),
      timed(api.member('client/api/notice/list', {}, 'token', '198.51.100.1', false)),
      timed(api.member('client/member/voc/create', {}, 'token', '198.51.100.1', true)),
      timed(api.download('crs/download/1/101/hotel/logo.svg')),
    ]);
    // Brand reads render the page without the data (SPEC §8) and say why in the log.
    expect(read.value).toBeNull();
    expect(warnings).toHaveBeenCalledWith('brand call failed', { path: 'brand/branding/term/list', error: expect.stringMatching(/did not answer POST \/brand\/branding\/term\/list within 2000 ms/) });
    expect(version.value).toBeNull();
    const deadlines: [string, { error: Error | null }, number][] = [
      ['forward', forward, baseMs],
      ['sign-in', signIn, signInDeadline(baseMs)],
      ['sign-out', signOut, baseMs],
      ['member read', memberRead, baseMs],
      ['member write', memberWrite, baseMs],
      ['download', download, downloadDeadline(baseMs)],
    ];
    for (const [name, outcome, ms] of deadlines) {
      expect(outcome.error, name).toBeInstanceOf(UpstreamError);
      expect((outcome.error as UpstreamError).code, name).toBe('ETIMEDOUT');
      expect(outcome.error!.message, name).toMatch(new RegExp(`^the operator API at 127\\.0\\.0\\.1:${link.port} did not answer (POST|GET) /\\S+ within ${ms} ms$`));
    }
    // Without deadlines each of these hung with the API. Bounds generous for a busy machine: the
    // longest deadline is the sign-in's 7 s, the content version's 1 s (not the 30 s it was given).
    expect(signInDeadline(baseMs)).toBe(7000);
    expect(CONTENT_VERSION_TIMEOUT_MS).toBe(1000);
    for (const outcome of [read, forward, signOut, memberRead, memberWrite]) expect(outcome.ms).toBeLessThan(15_000);
    // A download may wait for one of the API's slots: 10 s more (issue 25, point 1).
    expect(downloadDeadline(baseMs)).toBe(12_000);
    expect(download.ms).toBeGreaterThanOrEqual(11_900);
    expect(download.ms).toBeLessThan(25_000);
    expect(version.ms).toBeLessThan(15_000);
    expect(signIn.ms).toBeGreaterThanOrEqual(6900);
    expect(signIn.ms).toBeLessThan(20_000);

    // The API answers again: the next calls succeed, on the same clients.
    await link.pass();
    expect(await api.termList(scope)).toEqual({ brand_term_list: [] });
    expect(await patient.contentVersion()).toBe(7);
    expect((await api.forward('brand/branding/mobile/auth_code/send', {}, undefined)).status).toBe(200);
    expect((await api.ownerSignIn({ loginId: 'sokcho01', password: 'demo1234!' }, undefined)).status).toBe(200);
    expect(await api.ownerSignOut('token')).toBe(true);
    expect((await api.member('client/member/voc/create', {}, 'token', undefined, true)).status).toBe(200);
    const file = await api.download('crs/download/1/101/hotel/logo.svg');
    let text = '';
    for await (const chunk of file) text += (chunk as Buffer).toString();
    expect(text).toBe('file');
    vi.restoreAllMocks();
  });
});
