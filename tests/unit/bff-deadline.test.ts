import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from '../../server/lib/http.ts';
import { deadlineFor, type ApiClient } from '../../server/web/api-client.ts';
import { bff } from '../../server/web/bff.ts';

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
