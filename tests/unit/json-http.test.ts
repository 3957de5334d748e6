import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createJsonHttp, UpstreamError } from '../../server/lib/json-http.ts';
import { slow } from '../helpers/waits.ts';

/** A local server whose behaviour each test sets. */
async function serve(handler: http.RequestListener): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('json-http (web app → operator API)', () => {
  it('posts JSON under the base path and returns status, headers and the parsed answer', async () => {
    const server = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'retry-after': '60' });
        res.end(JSON.stringify({ path: req.url, got: JSON.parse(body), auth: req.headers.authorization, encoding: req.headers['accept-encoding'] }));
      });
    });
    closers.push(server.close);
    const client = createJsonHttp(server.url, { timeoutMs: 5000, headers: { 'accept-encoding': 'identity' } });
    closers.push(client.close);
    const answer = await client.post('home/main/info', { a: 1, text: '한글' }, { headers: { authorization: 'Bearer t' } });
    expect(answer.status).toBe(201);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.body).toEqual({ path: '/base/home/main/info', got: { a: 1, text: '한글' }, auth: 'Bearer t', encoding: 'identity' });
  });

  it('ends a call the API never answers within its deadline, with a clear error', async () => {
    const server = await serve(() => {
      /* never answers */
    });
    closers.push(server.close);
    const client = createJsonHttp(server.url, { timeoutMs: 5000 });
    closers.push(client.close);
    const started = Date.now();
    const error = await client.post('slow', {}, { timeoutMs: 300 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe('ETIMEDOUT');
    expect((error as Error).message).toMatch(/did not answer POST \/slow within 300 ms/);
    expect(Date.now() - started).toBeLessThan(slow(4000));
  });

  it('asks once more only where the caller allows it: statuses for reads, never for the rest', async () => {
    let answers = [503, 200];
    const server = await serve((_req, res) => {
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));
    });
    closers.push(server.close);
    const client = createJsonHttp(server.url, { timeoutMs: 5000 });
    closers.push(client.close);
    const retried = await client.post('read', {}, { retry: { statuses: [502, 503, 504] } });
    expect(retried.status).toBe(200);
    expect(server.hits()).toBe(2);
    answers = [503, 200];
    const once = await client.post('write', {});
    expect(once.status).toBe(503);
    expect(server.hits()).toBe(3);
  });

  it('refuses an answer that is not JSON instead of passing it on', async () => {
    const server = await serve((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>'));
    closers.push(server.close);
    const client = createJsonHttp(server.url, { timeoutMs: 5000 });
    closers.push(client.close);
    const error = await client.post('x', {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe('EBADJSON');
  });

  it('opens downloads on kept-alive connections without piling up deadlines on them', async () => {
    const server = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('file'));
    closers.push(server.close);
    const client = createJsonHttp(server.url, { timeoutMs: 5000 });
    closers.push(client.close);
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      for (let i = 0; i < 15; i++) {
        const res = await client.open(`crs/download/${i}.txt`);
        let text = '';
        for await (const chunk of res) text += (chunk as Buffer).toString();
        expect(text).toBe('file');
        expect(res.socket ? res.socket.listenerCount('timeout') : 0).toBeLessThanOrEqual(1);
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('ends a download whose body stops coming', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('part');
    });
    closers.push(server.close);
    const client = createJsonHttp(server.url, { timeoutMs: 5000 });
    closers.push(client.close);
    const res = await client.open('crs/download/stuck.txt', { idleMs: 300 });
    const error = await (async () => {
      for await (const _chunk of res) {
        /* reads until the deadline */
      }
    })().catch((err: unknown) => err);
    expect((error as UpstreamError).code).toBe('ETIMEDOUT');
  });
});
