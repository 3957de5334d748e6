// The web tier's page cache (DESIGN §6, issue 5): public pages served from memory as pre-compressed
// bytes, forgotten when content changes (migration 004's version), never for authenticated
// requests or personal pages. Runs the real web app (production build) over the real api.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { buildIfMissing } from '../../server/start.ts';
import { CONTENT_POLL_MS, createWebApp } from '../../server/web/app.ts';
import { inlineHashes } from '../../server/web/vike.ts';
import { startApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
let web: RunningServer;
const ko = { 'accept-language': 'ko-KR', 'accept-encoding': 'gzip' };

beforeAll(async () => {
  buildIfMissing();
  api = await startApi();
  web = await listen(await createWebApp({ config: loadConfig({ API_URL: api.url, LOG_LEVEL: 'ERROR' }) }), 0, '127.0.0.1');
}, 120_000);
afterAll(async () => {
  await web?.close();
  await api?.dispose();
});

const get = (path: string, headers: Record<string, string> = ko) => fetch(web.url + path, { headers });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the page cache', () => {
  it('renders a public page once and serves the same bytes from memory afterwards', async () => {
    const first = await get('/brand');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body1 = await first.text();
    const second = await get('/brand');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(body1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 to a browser that holds the page', async () => {
    const first = await get('/facility');
    const etag = first.headers.get('etag')!;
    const again = await get('/facility', { ...ko, 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('compresses a page well (brotli) from its first hit on; a miss pays only for a quick gzip', async () => {
    await get('/terms');
    const firstHit = await fetch(web.url + '/terms', { headers: { ...ko, 'accept-encoding': 'br, gzip' } });
    expect(firstHit.headers.get('content-encoding')).toBe('gzip');
    await firstHit.arrayBuffer();
    await sleep(300);
    const res = await fetch(web.url + '/terms', { headers: { ...ko, 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch decodes br itself; the text must be the page.
    expect(raw.toString()).toContain('<html');
  });

  it('keeps one entry per language, hotel and device', async () => {
    const koPage = await (await get('/package')).text();
    const enRes = await get('/package', { 'accept-language': 'en-US' });
    expect(enRes.headers.get('x-cache')).toBe('MISS');
    const enPage = await enRes.text();
    expect(koPage).toContain('lang="ko"');
    expect(enPage).toContain('lang="en"');
    const hotel = await get('/package', { ...ko, cookie: 'c_hotel=101' });
    expect(hotel.headers.get('x-cache')).toBe('MISS');
    const phone = await get('/package', { ...ko, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' });
    expect(phone.headers.get('x-cache')).toBe('MISS');
  });

  it('forgets pages when their content changes', async () => {
    const before = await (await get('/')).text();
    const [offer] = await api.db.query<{ offer_seq: number; title: string }>(
      `SELECT o.offer_seq, t.title FROM offers o JOIN offer_translations t ON t.offer_seq = o.offer_seq AND t.lang_type = 'KOR'
       WHERE o.kind = 'promotion' ORDER BY o.offer_seq`,
    );
    const shown = await api.post('/brand/branding/promotion/list', { company_seq: 100, hotel_seq: 100, lang_type: 'KOR', page: 1, page_size: 3 });
    const first = (shown.body as { result_data: { promotion_list: { promotion_seq: number; title: string }[] } }).result_data.promotion_list[0]!;
    expect(before).toContain(first.title);
    expect(offer).toBeTruthy();
    const versionBefore = await api.post('/brand/branding/content/version', {});
    await api.db.query(`UPDATE offer_translations SET title = $1 WHERE offer_seq = $2 AND lang_type = 'KOR'`, ['가을 한정 특가 (변경됨)', first.promotion_seq]);
    const versionAfter = await api.post('/brand/branding/content/version', {});
    const v = (a: typeof versionBefore) => (a.body as { result_data: { version: number } }).result_data.version;
    expect(v(versionAfter)).toBeGreaterThan(v(versionBefore));
    await sleep(CONTENT_POLL_MS * 2 + 200);
    const res = await get('/');
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(await res.text()).toContain('가을 한정 특가 (변경됨)');
  });

  // Issue 14, point 1: a made-up query string cannot make a miss, nor push pages out.
  it('serves every address of a page from one entry, whatever else its query string says', async () => {
    const first = await get('/promotion?utm_source=mail');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.text();
    for (const address of ['/promotion', '/promotion?bust=1', '/promotion?g=7&x=%ED%95%9C', '/promotion?lang=xx&y']) {
      const res = await get(address);
      expect(res.headers.get('x-cache'), address).toBe('HIT');
      expect(await res.text(), address).toBe(body);
    }
    // A parameter the page reads is another page.
    const ended = await get('/promotion?status=ended&utm_source=mail');
    expect(ended.headers.get('x-cache')).toBe('MISS');
    expect(await ended.text()).not.toBe(body);
    expect((await get('/promotion?status=ended')).headers.get('x-cache')).toBe('HIT');
  });

  it('renders a page asked for by many at once only once: the others wait for that render', async () => {
    // 30 visitors of a page nobody has asked for yet, all at the same moment (tracking tags differ).
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(`/hotel/102?utm_campaign=c${i}`)));
    const states = answers.map((res) => res.headers.get('x-cache'));
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    // The rest waited for that render (SHARED) or came after it was stored (HIT).
    expect(states.filter((state) => state === 'SHARED').length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'MISS' || state === 'SHARED' || state === 'HIT')).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    expect((await get('/hotel/102')).headers.get('x-cache')).toBe('HIT');
  });

  it('renders a search for whoever asks and never stores it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/support?state=1&keyword=%EA%B0%9C%EC%9E%A5');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('never caches an authenticated request or a personal page', async () => {
    const auth = await get('/', { ...ko, cookie: 'bookingUserAuth=sealed-token' });
    expect(auth.headers.get('x-cache')).toBeNull();
    const again = await get('/', { ...ko, cookie: 'bookingUserAuth=sealed-token' });
    expect(again.headers.get('x-cache')).toBeNull();
    const bearer = await get('/', { ...ko, authorization: 'Bearer x' });
    expect(bearer.headers.get('x-cache')).toBeNull();
    for (const path of ['/login-member', '/start']) {
      const res = await get(path);
      expect(res.headers.get('x-cache')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('does not keep a not-found page', async () => {
    const a = await get('/no-such-page');
    expect(a.status).toBe(404);
    const b = await get('/no-such-page');
    expect(b.status).toBe(404);
    expect(b.headers.get('x-cache')).toBe('MISS');
  });

  it('sends a cached page with a policy of hashes that covers each inline style and script, and no nonce', async () => {
    const res = await get('/support?state=2');
    const html = await res.text();
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('unsafe-inline');
    const { scripts, styles } = inlineHashes(html);
    expect(styles.length).toBeGreaterThan(0);
    for (const hash of [...scripts, ...styles]) expect(csp).toContain(hash);
    expect(html).not.toMatch(/nonce="/);
  });
});

/** A TCP proxy to the api that can be cut: refused connections and every open one closed, as when the api is down. */
async function cuttableProxy(target: string) {
  const { port, hostname } = new URL(target);
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

// Issue 14, point 1: while the API is away, visitors get the pages cached so far, and nothing
// rendered meanwhile (with parts missing) is kept.
describe('the page cache while the API is away', () => {
  it('keeps serving the last good pages, stores none rendered meanwhile, and stores again once the API is back', async () => {
    const proxy = await cuttableProxy(api.url);
    const app = await listen(await createWebApp({ config: loadConfig({ API_URL: proxy.url, API_TIMEOUT_MS: '1000', LOG_LEVEL: 'ERROR', RENDER_THREADS: '0' }) }), 0, '127.0.0.1');
    const fetchPage = (path: string) => fetch(app.url + path, { headers: ko });
    try {
      expect((await fetchPage('/brand')).headers.get('x-cache')).toBe('MISS');
      const good = await (await fetchPage('/brand')).text();
      proxy.cut();
      // Several version checks fail: the cache is not emptied.
      await sleep(CONTENT_POLL_MS * 3 + 500);
      const stale = await fetchPage('/brand');
      expect(stale.headers.get('x-cache')).toBe('HIT');
      expect(await stale.text()).toBe(good);
      // A page first asked for now renders without the API's parts, and is not kept.
      const partial = await fetchPage('/facility');
      expect(partial.headers.get('x-cache')).toBe('MISS');
      await partial.arrayBuffer();
      expect((await fetchPage('/facility')).headers.get('x-cache')).toBe('MISS');
      proxy.restore();
      await sleep(CONTENT_POLL_MS * 2 + 500);
      const whole = await fetchPage('/facility');
      expect(whole.status).toBe(200);
      await whole.arrayBuffer();
      expect((await fetchPage('/facility')).headers.get('x-cache')).toBe('HIT');
    } finally {
      await app.close();
      await proxy.close();
    }
  });
});
