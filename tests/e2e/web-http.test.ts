import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { loadConfig } from '../../server/config.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { createWebApp } from '../../server/web/app.ts';
import { slow } from '../helpers/waits.ts';

const web = e2eServer().webUrl;
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('the web app over HTTP', () => {
  it('puts the per-request nonce on every inline and module script of a personal (uncached) page, with no unsafe-inline in script-src', async () => {
    const res = await fetch(web + '/login-member', { headers: { 'user-agent': chrome } });
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // On a phone the brand layout suspends while streaming: React's runtime scripts carry the nonce too.
    const phone = await fetch(web + '/login-member', { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36' } });
    const phoneNonce = /'nonce-([^']+)'/.exec(phone.headers.get('content-security-policy')!)![1]!;
    const phoneScripts = (await phone.text()).match(/<script\b[^>]*>/g)!;
    // At least the page context, vike's global context and the entry (the translations are an
    // asset the head preloads, not a script: issue 16); any streaming script besides carries it too.
    expect(phoneScripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of phoneScripts) expect(tag).toContain(`nonce="${phoneNonce}"`);
    const second = await fetch(web + '/login-member');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('keeps a single CSP header (vike\'s own is not copied)', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve) => http.get(web + '/', resolve));
    res.resume();
    const raw = res.rawHeaders.filter((_, i) => i % 2 === 0).filter((h) => h.toLowerCase() === 'content-security-policy');
    expect(raw).toHaveLength(1);
  });

  it('streams a personal page to a browser: the head arrives before the document ends', async () => {
    const chunks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      http.get(web + '/login-member', { headers: { 'user-agent': chrome } }, (res) => {
        expect(res.headers['transfer-encoding']).toBe('chunked');
        res.setEncoding('utf8');
        res.on('data', (c: string) => chunks.push(c));
        res.on('end', resolve);
      }).on('error', reject);
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toContain('<head>');
    expect(chunks.join('')).toContain('</html>');
  });

  it('answers /healthz', async () => {
    const res = await fetch(web + '/healthz');
    expect(await res.json()).toMatchObject({ result: true, code: 'S001' });
  });

  it('passes stored files through from the api, refusing traversal', async () => {
    const logo = await fetch(web + '/crs/download/100/100/hotel/102/logo/naksan.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const bad = await fetch(web + '/crs/download/100/100/hotel/..%2F..%2F/x.svg');
    expect([400, 404]).toContain(bad.status);
  });

  it('still renders the page when the brand answer is result false (unknown hotel)', async () => {
    const res = await fetch(web + '/', { headers: { cookie: 'c_hotel=999', 'accept-language': 'ko-KR' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('머무는 순간이 여행이 되는 곳');
    expect(html).not.toContain('<address');
  });
});

describe('when the operator API is down', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so every call is refused at once.
    const config = loadConfig({ API_URL: 'http://127.0.0.1:9', API_TIMEOUT_MS: '500', LOG_LEVEL: 'ERROR' });
    server = await listen(await createWebApp({ config }), 0, '127.0.0.1');
  });
  afterAll(async () => {
    await server.close();
  });

  it('renders the page without brand data instead of failing', async () => {
    const started = Date.now();
    const res = await fetch(server.url + '/', { headers: { 'accept-language': 'ko-KR' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>라온 호텔앤리조트</title>');
    expect(html).toContain('머무는 순간이 여행이 되는 곳');
    expect(Date.now() - started).toBeLessThan(slow(1500));
  });
});
