// Issue 11, point 8 on the web app's side: bad input sent to the site is refused by the web app
// itself, never passed on to the operator API (and never a 502 or 500). The real web app (production
// build) runs over the real api with a counting proxy between them, so each test can tell which
// addresses reached the api.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { buildIfMissing } from '../../server/start.ts';
import { createWebApp } from '../../server/web/app.ts';
import { downloadTarget } from '../../server/web/render/assets.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { slow } from '../helpers/waits.ts';

let api: TestApi;
let proxy: http.Server;
let web: RunningServer;
/** Every address the web app asked the api for, in order. */
const reached: string[] = [];

beforeAll(async () => {
  buildIfMissing();
  api = await startApi();
  const upstream = new URL(api.url);
  proxy = http.createServer((req, res) => {
    reached.push(req.url ?? '');
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  web = await listen(await createWebApp({ config: loadConfig({ API_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'ERROR' }) }), 0, '127.0.0.1');
}, slow(120_000));
afterAll(async () => {
  await web?.close();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await api?.close();
});

/** A request sent as written: fetch would resolve %2e%2e segments before sending. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: web.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What the api was asked while `action` ran (the content-version poll aside). */
async function reachedDuring(action: () => Promise<void>): Promise<string[]> {
  const from = reached.length;
  await action();
  return reached.slice(from).filter((url) => !url.includes('content/version'));
}

const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

describe('the BFFs refuse bodies the api must not see', () => {
  let session = '';
  beforeAll(async () => {
    const login = await fetch(`${web.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }) });
    expect(login.status).toBe(200);
    session = login.headers.get('set-cookie')!.split(';')[0]!;
  });

  it.each([
    ['/bff/brand/branding/main', 'brand'],
    ['/bff/brand/branding/mobile/auth_code/send', 'brand'],
    ['/bff/member/home/oper/period', 'member'],
    ['/bff/member/notice/list', 'member'],
    ['/bff/member/auth/login', 'member'],
  ])('%s: 10,000-deep JSON, NUL characters and corrupt gzip get a 4xx envelope from the web app itself', async (path) => {
    const headers = { 'content-type': 'application/json', cookie: session };
    const asked = await reachedDuring(async () => {
      for (const [label, body] of [['deep array', deepArray], ['deep object', deepObject], ['NUL', JSON.stringify({ company_seq: 100, hotel_seq: 101, loginId: 'a\u0000', phone: '010-1234-5678\u0000' })]] as const) {
        const res = await raw('POST', path, headers, body);
        expect(res.status, `${path} ${label}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(JSON.parse(res.text), label).toMatchObject({ result: false, code: 'E400', message: expect.any(String) });
      }
      const gzip = await raw('POST', path, { ...headers, 'content-encoding': 'gzip' }, 'this is not gzip');
      expect(gzip.status, gzip.text).toBe(400);
      expect(JSON.parse(gzip.text)).toMatchObject({ result: false, code: 'E400' });
      const unknownEncoding = await raw('POST', path, { ...headers, 'content-encoding': 'compress' }, '{}');
      expect(unknownEncoding.status, unknownEncoding.text).toBe(415);
      expect(JSON.parse(unknownEncoding.text)).toMatchObject({ result: false, code: 'E415' });
    });
    expect(asked).toEqual([]);
  });

  it('still passes a good body on (the control)', async () => {
    const asked = await reachedDuring(async () => {
      const brand = await raw('POST', '/bff/brand/branding/main', { 'content-type': 'application/json' }, JSON.stringify({ company_seq: 100, hotel_seq: 101 }));
      expect(brand.status).toBe(200);
      const member = await raw('POST', '/bff/member/home/oper/period', { 'content-type': 'application/json', cookie: session }, JSON.stringify({}));
      expect(member.status, member.text).toBe(200);
      // A gzip body that is gzip is read and passed on.
      const gzipped = await raw('POST', '/bff/brand/branding/main', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, zlib.gzipSync(JSON.stringify({ company_seq: 100, hotel_seq: 101 })));
      expect(gzipped.status).toBe(200);
    });
    expect(asked).toEqual(['/brand/branding/main', '/client/api/home/oper/period', '/brand/branding/main']);
  });
});

describe('/crs/download/ reaches the api download route only', () => {
  it.each([
    '/crs/download/%2e%2e/%2e%2e/healthz',
    '/crs/download/..%2f..%2fhealthz',
    '/crs/download/100/100/..%2f..%2f..%2fhealthz',
    '/crs/download/100/100/%2e%2e/%2e%2e/%2e%2e/healthz',
    '/crs/download/100/100/hotel/%2E%2E/x.svg',
    '/crs/download/100/100/hotel/..%5c..%5chealthz',
    '/crs/download/100/100/hotel%2f101/logo.svg',
    '/crs/download/100/100/hotel/101/.hidden',
    '/crs/download/100/100/hotel/101/logo/%c0%ae',
    '/crs/download/100/100/%c0%ae%c0%ae/x.png',
    '/crs/download/100/100/%ff/x.png',
    '/crs/download/100/100/a%00b/x.png',
    '/crs/download/100/100/x.png',
    '/crs/download/abc/100/hotel/x.png',
    '/crs/download/100/100/hotel//x.png',
    '/crs/download/100/100/hotel/101/logo/sokcho.svg/',
  ])('%s: 400 text, nothing asked of the api', async (path) => {
    let res: Awaited<ReturnType<typeof raw>> | undefined;
    const asked = await reachedDuring(async () => {
      res = await raw('GET', path);
    });
    expect(res!.status, res!.text).toBe(400);
    expect(res!.headers['content-type']).toMatch(/^text\/plain/);
    expect(res!.text).toBe('The file address is not valid.');
    expect(asked).toEqual([]);
  });

  it('passes a stored file through, with its query string as before', async () => {
    const asked = await reachedDuring(async () => {
      const logo = await raw('GET', '/crs/download/100/100/hotel/101/logo/sokcho.svg');
      expect(logo.status).toBe(200);
      expect(logo.text).toContain('<svg');
      const versioned = await raw('GET', '/crs/download/100/100/hotel/101/logo/sokcho.svg?v=2');
      expect(versioned.status).toBe(200);
      // Plain segments written percent-encoded are the same file: rebuilt to the same address, it
      // is the one the web process now keeps from the first download (public-files.ts), not asked again.
      const encoded = await raw('GET', '/crs/download/100/100/hotel/101/logo/sokcho%2Esvg');
      expect(encoded.status).toBe(200);
      expect(encoded.text).toBe(logo.text);
    });
    expect(asked).toEqual(['/crs/download/100/100/hotel/101/logo/sokcho.svg', '/crs/download/100/100/hotel/101/logo/sokcho.svg?v=2']);
  });

  it('downloadTarget: rebuilt from decoded plain segments, or null', () => {
    const target = (path: string) => downloadTarget(path.split('?')[0]!, path);
    expect(target('/crs/download/100/100/hotel/101/logo/sokcho.svg')).toBe('crs/download/100/100/hotel/101/logo/sokcho.svg');
    expect(target('/crs/download/100/100/voc/202611/R-1.pdf?x=1&y=%20')).toBe('crs/download/100/100/voc/202611/R-1.pdf?x=1&y=%20');
    for (const bad of ['/crs/download/100/100/hotel/..', '/crs/download/100/100/Hotel/x.png', '/crs/download/100/100/hotel/x.png?a=\u00e9', '/crs/download/0/100/hotel/x.png', '/crs/downloadx/100/100/a/b.png']) {
      expect(target(bad), bad).toBeNull();
    }
  });
});
