// @clock: the page cache's generation is the content version and the Seoul day
// The web tier's page cache (DESIGN §6, issue 5): public pages served from memory as pre-compressed
// bytes, forgotten when content changes (migration 004's version), never for authenticated
// requests or personal pages. Runs the real web app (production build) over the real api.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { buildIfMissing } from '../../server/start.ts';
import { CONTENT_POLL_MS, createWebApp } from '../../server/web/app.ts';
import { SEARCH_BURST } from '../../server/web/middleware/search-limit.ts';
import { inlineHashes } from '../../server/web/render/vike.ts';
import { PAGES_TAG, SURROGATE_CONTROL } from '../../server/web/render/shared-cache.ts';
import { seoulDay } from '../../server/web/middleware/request-context.ts';
import { getContentVersion } from '../../server/api/domain/content.ts';
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
      // Rendered whole by the render pool (off the main thread), for this request only.
      expect(res.headers.get('x-cache')).toBe('BYPASS');
      // Its phases (issue 30, point 5): React's own render of the tree is part of it, and not all of it.
      const timing = Object.fromEntries([...res.headers.get('server-timing')!.matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
      expect(Object.keys(timing)).toEqual(['brand', 'data', 'react', 'document', 'finish', 'store']);
      expect(timing.react).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  // Issue 25, point 4: a keyword, another page's parameter or a value the page does not accept
  // is the page without it: no render, the same cached bytes.
  it('answers a keyword or made-up parameters on a page that does not read them from the cache', async () => {
    const first = await get('/');
    const body = await first.text();
    for (const address of ['/?keyword=a', '/?keyword=%EA%B0%9C%EC%9E%A5&tab=1', `/?tab=${Math.random()}`, '/?state=2&page=3&status=ended&category=9', '/?type=golf']) {
      const res = await get(address);
      expect(res.headers.get('x-cache'), address).toBe('HIT');
      expect(await res.text(), address).toBe(body);
    }
    const notices = await get('/support');
    const noticesBody = await notices.text();
    for (const address of ['/support?state=1', '/support?state=9', '/support?tab=x', '/support?page=0', '/support?category=2', '/support?keyword=%20']) {
      const res = await get(address);
      expect(res.headers.get('x-cache'), address).toBe('HIT');
      expect(await res.text(), address).toBe(noticesBody);
    }
    // The footer's ?tab= is the page's ?state=: one page, one entry, and its canonical address says state.
    const faq = await get('/support?state=2');
    const faqBody = await faq.text();
    expect(faqBody).toMatch(/<link rel="canonical" href="[^"]*\/support\?state=2"/);
    const viaTab = await get('/support?tab=2&utm_source=footer');
    expect(viaTab.headers.get('x-cache')).toBe('HIT');
    expect(await viaTab.text()).toBe(faqBody);
  });

  it('serves a search page’s canonical and hreflang addresses without its keyword', async () => {
    const html = await (await get('/support?state=2&keyword=%EC%88%98%EC%98%81%EC%9E%A5&utm_source=x')).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/support\?state=2"/);
    // React writes the attribute as hrefLang: HTML attribute names are case-insensitive.
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/support\?state=2&amp;lang=en"/i);
    expect(html).not.toMatch(/<link [^>]*href="[^"]*keyword/);
    expect(html).not.toMatch(/<meta property="og:url" content="[^"]*keyword/);
  });

  // Issue 25, point 4: a junk session cookie or an Authorization header is an anonymous visitor.
  it('serves a junk session cookie and an Authorization header from the cache; a session that opens is never cached', async () => {
    await (await get('/')).arrayBuffer();
    const junk = await get('/', { ...ko, cookie: 'bookingUserAuth=sealed-token' });
    expect(junk.headers.get('x-cache')).toBe('HIT');
    const forged = await get('/', { ...ko, cookie: 'bookingUserAuth=v1.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.headers.get('x-cache')).toBe('HIT');
    const bearer = await get('/', { ...ko, authorization: 'Bearer x' });
    expect(bearer.headers.get('x-cache')).toBe('HIT');
    const login = await fetch(`${web.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url }, body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    for (let i = 0; i < 2; i++) {
      const owner = await get('/', { ...ko, cookie });
      expect(owner.status).toBe(200);
      expect(owner.headers.get('x-cache')).toBe('BYPASS');
    }
  });

  // Issue 25, point 4: searches are limited per visitor address, with a clear 429.
  it('limits searches per visitor address: a 429 page with Retry-After past a generous allowance, the envelope for client navigation', async () => {
    const flood = { ...ko, 'x-forwarded-for': '198.51.100.23' };
    let passed = 0;
    let refused: Response | null = null;
    // Ten at a time until one is refused (the allowance refills by one a second meanwhile).
    for (let round = 0; round < 20 && !refused; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/support?keyword=q${round}-${i}`, flood)));
      for (const res of answers) {
        if (res.status === 200) passed++;
        else if (res.status === 429) refused ??= res;
        else throw new Error(`unexpected ${res.status}`);
        if (res !== refused) await res.arrayBuffer();
      }
    }
    expect(passed).toBeGreaterThanOrEqual(SEARCH_BURST);
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const page = await refused!.text();
    expect(refused!.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page).toContain('검색이 너무 많습니다');
    // Ten at once: the allowance refills by one a second, and on a busy machine a second or more
    // may have passed since the refusal (one probe alone then passed, CI of stop 32).
    const probes = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/support/index.pageContext.json?keyword=again${i}`, flood)));
    const json = probes.find((res) => res.status === 429);
    expect(json, `statuses ${probes.map((res) => res.status).join(',')}`).toBeDefined();
    expect(await json!.json()).toMatchObject({ result: false, code: 'E429' });
    for (const res of probes) if (res !== json) await res.arrayBuffer();
    // Pages (hits and misses) and other visitors' searches are not limited.
    await (await get('/', flood)).arrayBuffer();
    expect((await get('/?keyword=a', flood)).headers.get('x-cache')).toBe('HIT');
    expect((await get('/support?state=3', flood)).status).toBe(200);
    expect((await get('/support?keyword=spa', { ...ko, 'x-forwarded-for': '198.51.100.24' })).status).toBe(200);
  });

  // Issue 25, point 8: a hit answered before Express carries HSTS when the request came over TLS
  // (here through the trusted loopback proxy), as every answer of the app does; a plain one none.
  it('adds HSTS to cache hits that came over TLS, and to no other', async () => {
    await (await get('/brand')).arrayBuffer();
    const overTls = await get('/brand', { ...ko, 'x-forwarded-proto': 'https' });
    expect(overTls.headers.get('x-cache')).toBe('HIT');
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await get('/brand');
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // A page first rendered for a TLS request does not hand its HSTS to plain requests.
    const first = await get('/terms?state=2', { ...ko, 'x-forwarded-proto': 'https' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('strict-transport-security')).not.toBeNull();
    const after = await get('/terms?state=2');
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(after.headers.get('strict-transport-security')).toBeNull();
  });

  // Issue 30: the headers a shared cache (Varnish, deploy/varnish/default.vcl) keeps a page by,
  // and the generation it asks for after a purge.
  it('tells a shared cache which pages it may keep, and answers the content version it asks for', async () => {
    const version = async () => (await getContentVersion(api.db)).version;
    const day = seoulDay();
    const page = await get('/brand');
    await page.arrayBuffer();
    expect(page.headers.get('surrogate-control')).toBe(SURROGATE_CONTROL);
    expect(page.headers.get('xkey')).toBe(PAGES_TAG);
    expect(page.headers.get('x-content-generation')).toBe(`${await version()}|${day}`);
    // Browsers still get the private, revalidated page.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // Never for a search, a personal page or a not-found page.
    for (const path of ['/support?state=1&keyword=%EA%B0%9C%EC%9E%A5', '/login-member', '/no-such-page']) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get('surrogate-control'), path).toBeNull();
    }
    // A shared cache that purged for a newer version asks for it: the page is of that version at
    // once, not after this process's next poll.
    await get('/facility');
    await api.db.query("UPDATE faq_translations SET question = question || ' ' WHERE faq_seq = (SELECT min(faq_seq) FROM faq_translations)");
    const wanted = `${await version()}|${day}`;
    const res = await get('/facility', { ...ko, 'x-content-generation': wanted });
    await res.arrayBuffer();
    expect(res.headers.get('x-content-generation')).toBe(wanted);
    expect(res.headers.get('x-cache')).toBe('MISS');
  });

  it('never caches a personal page', async () => {
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
