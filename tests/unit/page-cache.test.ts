import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheKeyOf, pageAddressOf } from '../../server/web/middleware/request-context.ts';
import {
  brotli,
  buildEntry,
  cacheFront,
  createPageCache,
  HSTS,
  isCacheablePath,
  pageCacheHits,
  requestIsTls,
  sendCached,
  signedInCheck,
  type CachedPage,
  type FrontChecks,
  type PageRender,
} from '../../server/web/render/page-cache.ts';
import { createSealer } from '../../server/web/middleware/owner-session.ts';
import { brandNamespaces, dropFontPreloads, inlineHashes, pageHotelSeq } from '../../server/web/render/vike.ts';

/** A page of exactly `bytes` bytes as the cache counts them (the buffers themselves do not matter to it). */
function page(bytes: number, body = 'x'): CachedPage {
  return { status: 200, headers: [], etag: `"${body}"`, identity: Buffer.from(body), gzip: Buffer.from(body), br: null, bytes, optimised: false };
}

function fakeReq(init: { method?: string; headers?: Record<string, string>; path?: string } = {}): Request {
  return { method: init.method ?? 'GET', headers: init.headers ?? {}, path: init.path ?? '/', url: init.path ?? '/' } as unknown as Request;
}

interface FakeRes {
  res: Response;
  headers: Record<string, string | number>;
  status: () => number;
  ended: () => boolean;
  body: () => Buffer | undefined;
  locals: Record<string, unknown>;
}

function fakeRes(): FakeRes {
  const headers: Record<string, string | number> = {};
  const locals: Record<string, unknown> = {};
  let ended = false;
  let body: Buffer | undefined;
  const res = {
    statusCode: 200,
    locals,
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    end(chunk?: Buffer) {
      if (ended) throw new Error('end called twice');
      ended = true;
      body = chunk;
      return res;
    },
  };
  return {
    res: res as unknown as Response,
    headers,
    status: () => res.statusCode,
    ended: () => ended,
    body: () => body,
    locals,
  };
}

describe('isCacheablePath', () => {
  it.each(['/', '/brand', '/facility', '/hotel/101', '/hotel/101/rooms', '/promotion/101/7', '/support', '/terms', '/membership', '/starting', '/logouts'])(
    'caches the public page %s',
    (path) => expect(isCacheablePath(path)).toBe(true),
  );

  it.each([
    '/member',
    '/member/',
    '/member/operation',
    '/login-member',
    '/start',
    '/booking-standin/start',
    '/login_success',
    '/logout',
    '/bff/brand/branding/main',
    '/crs/download/100/100/a.jpg',
    '/assets/entry.js',
    '/fonts/pretendard.woff2',
    '/healthz',
  ])('never caches the personal, one-off or static address %s', (path) => expect(isCacheablePath(path)).toBe(false));

  it('skips files (a dot in the last segment) but keeps vike page-context requests', () => {
    expect(isCacheablePath('/favicon.ico')).toBe(false);
    expect(isCacheablePath('/robots.txt')).toBe(false);
    expect(isCacheablePath('/hotel/101/image.png')).toBe(false);
    expect(isCacheablePath('/hotel/101/index.pageContext.json')).toBe(true);
    expect(isCacheablePath('/index.pageContext.json')).toBe(true);
    // A dot in an earlier segment is not a file name.
    expect(isCacheablePath('/v1.2/page')).toBe(true);
  });
});

const sealer = createSealer('s'.repeat(40));
const owner = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-1203-01'], hotel_code: 13, user_name: '김민준' };
const sessionCookie = (expiresAt = Date.now() + 60_000) => `bookingUserAuth=${sealer.seal({ token: 'header.payload.signature-of-enough-length', expiresAt, user: owner })}`;

// Issue 25, point 4: only a session that opens makes a visitor signed in.
describe('signedInCheck', () => {
  it('is false for an anonymous request, a junk session cookie and an Authorization header', () => {
    const signedIn = signedInCheck(sealer);
    expect(signedIn(fakeReq())).toBe(false);
    expect(signedIn(fakeReq({ headers: { cookie: 'c_hotel=101; language=en' } }))).toBe(false);
    expect(signedIn(fakeReq({ headers: { authorization: 'Bearer abc' } }))).toBe(false);
    for (const junk of ['t', 'v1.a.b.c', 'v1.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA', '']) {
      expect(signedIn(fakeReq({ headers: { cookie: `c_hotel=101; bookingUserAuth=${junk}; language=en` } })), junk).toBe(false);
    }
    // Sealed with another key.
    const other = createSealer('o'.repeat(40)).seal({ token: 'header.payload.signature-of-enough-length', expiresAt: Date.now() + 60_000, user: owner });
    expect(signedIn(fakeReq({ headers: { cookie: `bookingUserAuth=${other}` } }))).toBe(false);
  });

  it('is true for a session sealed with the key, anywhere in the header, until it expires', () => {
    let now = Date.now();
    const signedIn = signedInCheck(sealer, () => now);
    const cookie = sessionCookie(now + 1_000);
    expect(signedIn(fakeReq({ headers: { cookie } }))).toBe(true);
    expect(signedIn(fakeReq({ headers: { cookie: `c_hotel=101;${cookie}; language=en` } }))).toBe(true);
    expect(signedIn(fakeReq({ headers: { cookie: `x${cookie}` } }))).toBe(false);
    // Remembered, yet it ends when the session does.
    now += 1_000;
    expect(signedIn(fakeReq({ headers: { cookie } }))).toBe(false);
    expect(signedIn(fakeReq({ headers: { cookie: sessionCookie(Date.now() - 1) } }))).toBe(false);
  });

  it('opens each cookie value once (the hit path pays a lookup)', () => {
    const opened = vi.fn(sealer.open);
    const signedIn = signedInCheck({ open: opened });
    const cookie = sessionCookie();
    for (let i = 0; i < 5; i++) signedIn(fakeReq({ headers: { cookie } }));
    for (let i = 0; i < 5; i++) signedIn(fakeReq({ headers: { cookie: 'bookingUserAuth=junk' } }));
    expect(opened).toHaveBeenCalledTimes(2);
  });
});

// Issue 25, point 8: TLS as Express's req.secure tells it.
describe('requestIsTls', () => {
  const loopbackOnly = (address: string) => address === '127.0.0.1';
  const req = (headers: Record<string, string>, remoteAddress = '127.0.0.1', encrypted = false) => ({ headers, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;
  it('is true on a TLS socket, or for https from a trusted proxy (its first value)', () => {
    const tls = requestIsTls(loopbackOnly);
    expect(tls(req({}, '203.0.113.9', true))).toBe(true);
    expect(tls(req({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(tls(req({ 'x-forwarded-proto': ' https , http' }))).toBe(true);
  });
  it('is false without TLS, for http first, and for a peer that is not a trusted proxy', () => {
    const tls = requestIsTls(loopbackOnly);
    expect(tls(req({}))).toBe(false);
    expect(tls(req({ 'x-forwarded-proto': 'http, https' }))).toBe(false);
    expect(tls(req({ 'x-forwarded-proto': 'https' }, '203.0.113.9'))).toBe(false);
  });
});

describe('createPageCache', () => {
  it('stores and returns a page of the current generation', () => {
    const cache = createPageCache(10_000);
    cache.setGeneration('v1|2025-01-01');
    const p = page(100);
    cache.set('k', p, 'v1|2025-01-01');
    expect(cache.get('k')).toBe(p);
    expect(cache.get('other')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.stats.stores).toBe(1);
    expect(cache.enabled).toBe(true);
    expect(cache.generation).toBe('v1|2025-01-01');
  });

  it('is disabled with no bytes and then stores nothing', () => {
    const cache = createPageCache(0);
    expect(cache.enabled).toBe(false);
    cache.setGeneration('g');
    cache.set('k', page(1), 'g');
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.stats.stores).toBe(0);
  });

  it('forgets every page when the generation changes, and keeps them when it is set to the same value', () => {
    const cache = createPageCache(10_000);
    cache.setGeneration('g1');
    cache.set('a', page(100), 'g1');
    cache.set('b', page(100), 'g1');
    cache.setGeneration('g1');
    expect(cache.size).toBe(2);
    cache.setGeneration('g2');
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
    // Going back to the old generation does not bring anything back.
    cache.setGeneration('g1');
    expect(cache.get('a')).toBeUndefined();
  });

  it('resets the byte count with the generation (a full old generation does not evict new pages)', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g1');
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, page(1000), 'g1');
    cache.setGeneration('g2');
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, page(1000), 'g2');
    expect(cache.size).toBe(4);
    expect(cache.stats.evictions).toBe(0);
  });

  it('does not store a page rendered in an older generation', () => {
    const cache = createPageCache(10_000);
    cache.setGeneration('g1');
    cache.setGeneration('g2');
    cache.set('k', page(100), 'g1');
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.stats.stores).toBe(0);
  });

  it('evicts the least recently used pages first when the bytes run over', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g');
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, page(1000), 'g');
    expect(cache.size).toBe(4);
    expect(cache.stats.evictions).toBe(0);
    // A hit makes a the most recently used: b is now the oldest.
    expect(cache.get('a')).toBeDefined();
    cache.set('e', page(1000), 'g');
    expect(cache.get('b')).toBeUndefined();
    for (const k of ['a', 'c', 'd', 'e']) expect(cache.get(k), k).toBeDefined();
    expect(cache.stats.evictions).toBe(1);
    // Two small pages more than fit: as many old ones leave as needed.
    cache.set('f', page(1000), 'g');
    cache.set('g', page(1000), 'g');
    expect(cache.size).toBe(4);
    expect(cache.stats.evictions).toBe(3);
  });

  it('evicts several pages to make room for one larger page', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g');
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(k, page(500), 'g');
    cache.set('big', page(1000), 'g');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('big')).toBeDefined();
    expect(cache.size).toBe(7);
  });

  it('counts a replaced page once', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g');
    cache.set('a', page(1000), 'g');
    const replacement = page(1000, 'new');
    cache.set('a', replacement, 'g');
    expect(cache.get('a')).toBe(replacement);
    for (const k of ['b', 'c', 'd']) cache.set(k, page(1000), 'g');
    // 4 × 1000 bytes fit exactly: nothing left.
    expect(cache.size).toBe(4);
    expect(cache.stats.evictions).toBe(0);
  });

  it('skips a page larger than a quarter of the cache, keeps one of exactly a quarter', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g');
    cache.set('big', page(1001), 'g');
    expect(cache.get('big')).toBeUndefined();
    expect(cache.stats.stores).toBe(0);
    cache.set('quarter', page(1000), 'g');
    expect(cache.get('quarter')).toBeDefined();
  });

  it('adds brotli bytes to a stored page once, counting them', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g');
    const p = page(1000);
    cache.set('k', p, 'g');
    const br = Buffer.alloc(100, 1);
    cache.addBrotli('k', 'g', br);
    expect(cache.get('k')?.br).toBe(br);
    expect(cache.get('k')?.bytes).toBe(1100);
    // A second result does not replace the first nor count again.
    cache.addBrotli('k', 'g', Buffer.alloc(50));
    expect(cache.get('k')?.br).toBe(br);
    expect(cache.get('k')?.bytes).toBe(1100);
  });

  it('ignores brotli bytes of a page that is not stored or of another generation', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g1');
    cache.set('k', page(1000), 'g1');
    cache.setGeneration('g2');
    cache.set('k', page(1000), 'g2');
    cache.addBrotli('k', 'g1', Buffer.alloc(10));
    expect(cache.get('k')?.br).toBeNull();
    expect(() => cache.addBrotli('missing', 'g2', Buffer.alloc(10))).not.toThrow();
    expect(cache.size).toBe(1);
  });

  it('evicts old pages when brotli bytes push it over its size', () => {
    const cache = createPageCache(4000);
    cache.setGeneration('g');
    for (const k of ['a', 'b', 'c']) cache.set(k, page(1000), 'g');
    cache.set('d', page(900), 'g');
    expect(cache.stats.evictions).toBe(0);
    cache.addBrotli('d', 'g', Buffer.alloc(200));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.br?.length).toBe(200);
    expect(cache.stats.evictions).toBe(1);
  });
});

describe('buildEntry and brotli', () => {
  const html = '<!doctype html><html><body>라온 호텔 &amp; 리조트</body></html>';

  it('keeps the status and headers and the body as UTF-8 bytes', async () => {
    const entry = await buildEntry(404, [['content-type', 'text/html']], html);
    expect(entry.status).toBe(404);
    expect(entry.headers).toEqual([['content-type', 'text/html']]);
    expect(entry.identity.toString('utf8')).toBe(html);
    expect(entry.identity.length).toBe(Buffer.byteLength(html));
    expect(entry.br).toBeNull();
    expect(entry.bytes).toBe(entry.identity.length + entry.gzip.length + 512);
  });

  it('gzips bytes that decompress to the body', async () => {
    const entry = await buildEntry(200, [], html.repeat(50));
    expect(zlib.gunzipSync(entry.gzip).toString('utf8')).toBe(html.repeat(50));
    expect(entry.gzip.length).toBeLessThan(entry.identity.length);
  });

  it('gives a quoted ETag that is the same for the same body and differs for another', async () => {
    const a = await buildEntry(200, [], html);
    const b = await buildEntry(404, [['x', 'y']], html);
    const c = await buildEntry(200, [], `${html} `);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    const sha1 = crypto.createHash('sha1').update(Buffer.from(html)).digest('base64url').slice(0, 22);
    expect(a.etag).toBe(`"${sha1}"`);
  });

  it('brotli round-trips', async () => {
    const input = Buffer.from(html.repeat(20));
    const out = await brotli(input);
    expect(zlib.brotliDecompressSync(out).equals(input)).toBe(true);
  });
});

describe('sendCached', () => {
  const entry = (): Promise<CachedPage> => buildEntry(200, [['content-type', 'text/html; charset=utf-8'], ['vary', 'Cookie']], '<p>hello hello hello hello</p>');

  it('writes the page headers, the ETag and the cache state', async () => {
    const out = fakeRes();
    const e = await entry();
    sendCached(fakeReq(), out.res, e, 'HIT');
    expect(out.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(out.headers['vary']).toBe('Cookie');
    expect(out.headers['etag']).toBe(e.etag);
    expect(out.headers['x-cache']).toBe('HIT');
    const miss = fakeRes();
    sendCached(fakeReq(), miss.res, e, 'MISS');
    expect(miss.headers['x-cache']).toBe('MISS');
  });

  it('answers 304 with no body when If-None-Match is the ETag', async () => {
    const out = fakeRes();
    const e = await entry();
    sendCached(fakeReq({ headers: { 'if-none-match': e.etag, 'accept-encoding': 'gzip, br' } }), out.res, e, 'HIT');
    expect(out.status()).toBe(304);
    expect(out.ended()).toBe(true);
    expect(out.body()).toBeUndefined();
    expect(out.headers['content-encoding']).toBeUndefined();
    expect(out.headers['etag']).toBe(e.etag);
  });

  it('answers the page when If-None-Match names another version', async () => {
    const out = fakeRes();
    const e = await entry();
    sendCached(fakeReq({ headers: { 'if-none-match': '"stale"' } }), out.res, e, 'HIT');
    expect(out.status()).toBe(200);
    expect(out.body()?.equals(e.identity)).toBe(true);
  });

  it('prefers brotli when the page has it and the browser accepts it', async () => {
    const out = fakeRes();
    const e = await entry();
    e.br = zlib.brotliCompressSync(e.identity);
    sendCached(fakeReq({ headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }), out.res, e, 'HIT');
    expect(out.headers['content-encoding']).toBe('br');
    expect(out.body()).toBe(e.br);
    expect(out.headers['content-length']).toBe(e.br.length);
    expect(zlib.brotliDecompressSync(out.body()!).equals(e.identity)).toBe(true);
  });

  it('sends gzip when brotli is not ready yet or not accepted', async () => {
    const e = await entry();
    const notReady = fakeRes();
    sendCached(fakeReq({ headers: { 'accept-encoding': 'gzip, br' } }), notReady.res, e, 'HIT');
    expect(notReady.headers['content-encoding']).toBe('gzip');
    expect(notReady.body()).toBe(e.gzip);
    expect(notReady.headers['content-length']).toBe(e.gzip.length);

    e.br = zlib.brotliCompressSync(e.identity);
    const gzipOnly = fakeRes();
    sendCached(fakeReq({ headers: { 'accept-encoding': 'gzip, deflate' } }), gzipOnly.res, e, 'HIT');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.body()!).equals(e.identity)).toBe(true);
  });

  it('sends the identity bytes when no encoding it has is accepted', async () => {
    const e = await entry();
    e.br = zlib.brotliCompressSync(e.identity);
    for (const accept of [undefined, '', 'deflate', 'identity', 'brotli']) {
      const out = fakeRes();
      sendCached(fakeReq({ headers: accept === undefined ? {} : { 'accept-encoding': accept } }), out.res, e, 'HIT');
      expect(out.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(out.body(), String(accept)).toBe(e.identity);
      expect(out.headers['content-length']).toBe(e.identity.length);
    }
    // br accepted but not yet computed, gzip not accepted: identity.
    const noBr = await entry();
    const out = fakeRes();
    sendCached(fakeReq({ headers: { 'accept-encoding': 'br' } }), out.res, noBr, 'HIT');
    expect(out.headers['content-encoding']).toBeUndefined();
    expect(out.body()).toBe(noBr.identity);
  });

  it('keeps the page status', async () => {
    const out = fakeRes();
    sendCached(fakeReq(), out.res, await buildEntry(404, [], 'not found'), 'MISS');
    expect(out.status()).toBe(404);
  });

  it('sends no body to HEAD but the length of the body GET would get', async () => {
    const e = await entry();
    const out = fakeRes();
    sendCached(fakeReq({ method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }), out.res, e, 'HIT');
    expect(out.status()).toBe(200);
    expect(out.ended()).toBe(true);
    expect(out.body()).toBeUndefined();
    expect(out.headers['content-encoding']).toBe('gzip');
    expect(out.headers['content-length']).toBe(e.gzip.length);
  });
});

describe('pageCacheHits', () => {
  const setup = (generation = 'g') => {
    const cache = createPageCache(100_000);
    if (generation) cache.setGeneration(generation);
    const handler = pageCacheHits(cache, (req) => `key:${req.path}`);
    return { cache, handler };
  };
  const run = (handler: ReturnType<typeof pageCacheHits>, req: Request) => {
    const out = fakeRes();
    const next = vi.fn() as unknown as NextFunction & ReturnType<typeof vi.fn>;
    handler(req, out.res, next);
    return { out, next };
  };

  it('serves a stored page as a HIT without calling the next handler', async () => {
    const { cache, handler } = setup();
    const e = await buildEntry(200, [], '<p>hi</p>');
    cache.set('key:/brand', e, 'g');
    const { out, next } = run(handler, fakeReq({ path: '/brand' }));
    expect(next).not.toHaveBeenCalled();
    expect(out.headers['x-cache']).toBe('HIT');
    expect(out.body()?.toString()).toBe('<p>hi</p>');
    expect(cache.stats.hits).toBe(1);
  });

  it('marks a miss with its key, address and generation for the renderer, to be stored', () => {
    const { cache, handler } = setup();
    const { out, next } = run(handler, fakeReq({ path: '/brand' }));
    expect(next).toHaveBeenCalledOnce();
    expect(out.locals.pageRender).toEqual({ key: 'key:/brand', url: '/brand', generation: 'g', store: true, search: false } satisfies PageRender);
    expect(cache.stats.misses).toBe(1);
  });

  it('passes other methods and other paths through untouched', async () => {
    for (const req of [fakeReq({ path: '/brand', method: 'POST' }), fakeReq({ path: '/member' })]) {
      const { cache, handler } = setup();
      cache.set('key:/brand', await buildEntry(200, [], 'x'), 'g');
      const { out, next } = run(handler, req);
      expect(next).toHaveBeenCalledOnce();
      expect(out.ended()).toBe(false);
      expect(out.locals.pageRender).toBeUndefined();
    }
  });

  // Issue 25, point 4: pages that may not be stored are still rendered off the main thread.
  it('marks a page not to be stored before the first generation, for a search and for a signed-in owner', async () => {
    const signedIn = signedInCheck(sealer);
    const cases: [string, Request][] = [
      ['', fakeReq({ path: '/brand' })],
      ['g', fakeReq({ path: '/support?keyword=spa' })],
      ['g', fakeReq({ path: '/brand', headers: { cookie: sessionCookie() } })],
    ];
    for (const [generation, req] of cases) {
      const cache = createPageCache(100_000);
      if (generation) cache.setGeneration(generation);
      cache.set('key:/brand', await buildEntry(200, [], 'x'), generation);
      const handler = pageCacheHits(cache, () => 'key:/brand', signedIn);
      const { out, next } = run(handler, req);
      expect(next, req.url).toHaveBeenCalledOnce();
      expect(out.ended()).toBe(false);
      expect((out.locals.pageRender as PageRender).store).toBe(false);
      expect(cache.stats.hits + cache.stats.misses).toBe(0);
    }
  });

  it('answers a junk session cookie and an Authorization header from the cache', async () => {
    for (const headers of [{ cookie: 'bookingUserAuth=sealed-token' }, { authorization: 'Bearer x' }] as Record<string, string>[]) {
      const { cache } = setup();
      cache.set('key:/brand', await buildEntry(200, [], 'x'), 'g');
      const { out, next } = run(pageCacheHits(cache, (req) => `key:${req.path}`, signedInCheck(sealer)), fakeReq({ path: '/brand', headers }));
      expect(next).not.toHaveBeenCalled();
      expect(out.headers['x-cache']).toBe('HIT');
    }
  });
});

describe('pageHotelSeq', () => {
  it('reads the hotel of /hotel/{id} pages', () => {
    expect(pageHotelSeq('/hotel/101', 100)).toBe(101);
    expect(pageHotelSeq('/hotel/102/rooms', 100)).toBe(102);
    expect(pageHotelSeq('/hotel/103?tab=x', 100)).toBe(103);
    expect(pageHotelSeq('/hotel/8000/index.pageContext.json', 100)).toBe(8000);
    expect(pageHotelSeq('/hotel/101.pageContext.json', 100)).toBe(101);
  });
  it('takes the hotel of a room, facility, promotion or package detail from its address', () => {
    expect(pageHotelSeq('/room/102/5', 101)).toBe(102);
    expect(pageHotelSeq('/facility/103/7', 101)).toBe(103);
    expect(pageHotelSeq('/promotion/102/3/index.pageContext.json', 101)).toBe(102);
    expect(pageHotelSeq('/package/101/9', 100)).toBe(101);
    expect(pageHotelSeq('/facility', 101)).toBe(101);
    expect(pageHotelSeq('/room/102', 101)).toBe(101);
  });

  it('falls back to the visit hotel everywhere else and for malformed ids', () => {
    expect(pageHotelSeq('/', 101)).toBe(101);
    expect(pageHotelSeq('/hotels/102', 101)).toBe(101);
    expect(pageHotelSeq('/x/hotel/102', 101)).toBe(101);
    expect(pageHotelSeq('/hotel/abc', 101)).toBe(101);
    expect(pageHotelSeq('/hotel/102abc', 101)).toBe(101);
    expect(pageHotelSeq('/hotel/', 101)).toBe(101);
    expect(pageHotelSeq('/hotel/1234567890', 101)).toBe(101);
  });
});

describe('inlineHashes', () => {
  const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it('hashes an inline script exactly as a CSP hash source', () => {
    // sha256("alert(1)") in base64, worked out with node:crypto.
    expect(inlineHashes('<script>alert(1)</script>').scripts).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    expect(sha('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('hashes scripts without src, with attributes and over several lines; skips src and JSON scripts', () => {
    const html = [
      '<head>',
      '<script type="module">import "/a.js";\nstart();</script>',
      '<script src="/assets/entry.js" type="module" async></script>',
      '<script type="module" src="/assets/other.js">ignored()</script>',
      '<script id="vike_pageContext" type="application/json">{"a":1}</script>',
      '<script data-src="x">withDataSrc()</script>',
      '<style>:root{--raon-color-brand:#123456}</style>',
      '<style media="print">body{color:black}</style>',
      '</head>',
    ].join('\n');
    const { scripts, styles } = inlineHashes(html);
    expect(scripts).toEqual([sha('import "/a.js";\nstart();'), sha('withDataSrc()')]);
    expect(styles).toEqual([sha(':root{--raon-color-brand:#123456}'), sha('body{color:black}')]);
  });

  it('lists each hash once and returns empty lists for a page without inline code', () => {
    expect(inlineHashes('<script>a()</script><script>a()</script><style>b{}</style><style>b{}</style>')).toEqual({ scripts: [sha('a()')], styles: [sha('b{}')] });
    expect(inlineHashes('<p>plain</p>')).toEqual({ scripts: [], styles: [] });
  });

  it('hashes an empty inline script (the browser checks it too)', () => {
    expect(inlineHashes('<script></script>').scripts).toEqual([sha('')]);
  });
});

describe('dropFontPreloads', () => {
  it('removes every font preload and keeps the other links', () => {
    const html =
      '<head><link rel="preload" href="/fonts/p-1.woff2" as="font" type="font/woff2" crossorigin>' +
      '<link rel="stylesheet" href="/assets/a.css">' +
      '<link rel="preload" href="/fonts/p-2.woff2" as="font" type="font/woff2" crossorigin>' +
      '<link rel="preload" href="/assets/b.css" as="style">' +
      '<link rel="modulepreload" href="/assets/c.js"></head>';
    expect(dropFontPreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"><link rel="preload" href="/assets/b.css" as="style"><link rel="modulepreload" href="/assets/c.js"></head>',
    );
  });
  it('leaves a page without font preloads as it is', () => {
    const html = '<html><head><title>x</title></head><body>as="font"</body></html>';
    expect(dropFontPreloads(html)).toBe(html);
  });
});

describe('brandNamespaces', () => {
  it("drops the owner portal's ui strings and keeps the brand layout's and the other namespaces", () => {
    const store = {
      common: { hello: '안녕' },
      site: { home: { title: 'x' } },
      ui: {
        header: { login: '로그인' },
        footer: { support: 'Support' },
        memberHeader: { a: 1 },
        memberMenu: { a: 1 },
        memberFooter: { a: 1 },
        charts: { a: 1 },
        dataTable: { a: 1 },
        yearMonthSelect: { a: 1 },
      },
    };
    const out = brandNamespaces(store);
    expect(out).toEqual({ common: store.common, site: store.site, ui: { header: { login: '로그인' }, footer: { support: 'Support' } } });
    // The shared store is not changed.
    expect(Object.keys(store.ui)).toHaveLength(8);
  });
  it('gives an empty ui namespace when there is none', () => {
    expect(brandNamespaces({ common: { a: 'b' } })).toEqual({ common: { a: 'b' }, ui: {} });
  });
});

// Issue 14, point 1: one-off pages churn a share of the cache; pages asked for again stay.
describe('createPageCache: pages asked for again outlive a flood of one-off pages', () => {
  it('evicts never-hit pages first, so a flood of one-offs leaves the proven pages', () => {
    const cache = createPageCache(10_000);
    cache.setGeneration('g');
    for (const k of ['home', 'hotel', 'rooms']) {
      cache.set(k, page(1000), 'g');
      expect(cache.get(k)).toBeDefined(); // asked for again: proven
    }
    for (let i = 0; i < 500; i++) cache.set(`flood-${i}`, page(1000), 'g');
    for (const k of ['home', 'hotel', 'rooms']) expect(cache.get(k), k).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    // The flood kept only the newest one-offs, in the room left.
    expect(cache.get('flood-0')).toBeUndefined();
    expect(cache.get('flood-499')).toBeDefined();
  });

  it('still takes new pages when proven ones fill it: a fifth is always left to them', () => {
    const cache = createPageCache(10_000);
    cache.setGeneration('g');
    for (let i = 0; i < 10; i++) {
      cache.set(`p${i}`, page(1000), 'g');
      cache.get(`p${i}`);
    }
    cache.set('new', page(1000), 'g');
    expect(cache.get('new')).toBeDefined();
    expect(cache.get('p0')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });
});

describe('cacheFront (hits answered before Express)', () => {
  const anyHost: FrontChecks = { acceptsHost: () => true, signedIn: signedInCheck(sealer), tls: () => false };
  async function setup() {
    const cache = createPageCache(100_000);
    cache.setGeneration('g');
    const entry = await buildEntry(200, [['content-type', 'text/html; charset=utf-8'], ['vary', 'Cookie, Accept-Language, User-Agent, Accept-Encoding']], '<html lang="ko">홈</html>');
    const ctx = { locale: 'ko', localeFromUrl: false, site: { hotelSeq: 100, companySeq: 100 }, device: 'desktop' } as const;
    cache.set(cacheKeyOf(ctx, pageAddressOf('/brand')), entry, 'g');
    return { cache, entry };
  }
  function rawReq(url: string, headers: Record<string, string> = {}, method = 'GET') {
    return { url, method, headers: { 'accept-language': 'ko', host: 'localhost:3000', ...headers }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  }
  function rawRes() {
    const out = { status: 0, head: [] as string[], body: undefined as Buffer | undefined };
    const res = {
      writeHead(status: number, head: string[]) {
        out.status = status;
        out.head = head;
      },
      end(body?: Buffer) {
        out.body = body;
      },
    } as unknown as ServerResponse;
    const header = (name: string) => {
      const i = out.head.findIndex((h, j) => j % 2 === 0 && h.toLowerCase() === name);
      return i === -1 ? undefined : out.head[i + 1];
    };
    return { res, out, header };
  }

  it('answers a stored page for any made-up query string, with its head made once', async () => {
    const { cache, entry } = await setup();
    const front = cacheFront(cache, anyHost);
    for (const url of ['/brand', '/brand?utm_source=x', '/brand?bust=1#top', '/brand?keyword=x', '/brand?tab=zz&state=9&page=2']) {
      const { res, out, header } = rawRes();
      expect(front(rawReq(url), res), url).toBe(true);
      expect(out.status).toBe(200);
      expect(out.body?.toString()).toBe('<html lang="ko">홈</html>');
      expect(header('x-cache')).toBe('HIT');
      expect(header('etag')).toBe(entry.etag);
      expect(header('content-length')).toBe(String(entry.identity.length));
    }
    expect(cache.stats.hits).toBe(5);
  });

  // Issue 25, point 4: only a session that opens passes the cache by.
  it('answers a junk session cookie and an Authorization header as any visitor', async () => {
    const { cache } = await setup();
    const front = cacheFront(cache, anyHost);
    for (const headers of [{ cookie: 'bookingUserAuth=x' }, { cookie: 'c_hotel=100; bookingUserAuth=v1.a.b.c' }, { authorization: 'Bearer x' }] as Record<string, string>[]) {
      const { res, header } = rawRes();
      expect(front(rawReq('/brand', headers), res), JSON.stringify(headers)).toBe(true);
      expect(header('x-cache')).toBe('HIT');
    }
  });

  // Issue 25, point 8: a hit over TLS carries HSTS as the app's answers do; a plain one does not.
  it('adds HSTS to a hit that came over TLS, and only then', async () => {
    const { cache } = await setup();
    const front = cacheFront(cache, { ...anyHost, tls: requestIsTls((address) => address === '127.0.0.1') });
    const overTls = rawRes();
    front(rawReq('/brand', { 'x-forwarded-proto': 'https', 'accept-encoding': 'gzip' }), overTls.res);
    expect(overTls.header('strict-transport-security')).toBe(HSTS);
    expect(overTls.header('content-encoding')).toBe('gzip');
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
      const plain = rawRes();
      front(rawReq('/brand', headers), plain.res);
      expect(plain.header('x-cache')).toBe('HIT');
      expect(plain.header('strict-transport-security')).toBeUndefined();
    }
  });

  it('sends the gzip bytes to a browser that accepts them, 304 to one that holds the page, no body to HEAD', async () => {
    const { cache, entry } = await setup();
    const front = cacheFront(cache, anyHost);
    const gz = rawRes();
    front(rawReq('/brand', { 'accept-encoding': 'gzip, deflate' }), gz.res);
    expect(gz.header('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(gz.out.body!).toString()).toBe('<html lang="ko">홈</html>');
    const held = rawRes();
    front(rawReq('/brand', { 'if-none-match': entry.etag }), held.res);
    expect(held.out.status).toBe(304);
    expect(held.out.body).toBeUndefined();
    const head = rawRes();
    front(rawReq('/brand', {}, 'HEAD'), head.res);
    expect(head.out.status).toBe(200);
    expect(head.out.body).toBeUndefined();
    expect(head.header('content-length')).toBe(String(entry.identity.length));
  });

  it('leaves to the app a miss, another method, a signed-in owner, a search, a personal path and an unknown Host', async () => {
    const { cache } = await setup();
    cache.set(cacheKeyOf({ locale: 'ko', localeFromUrl: false, site: { hotelSeq: 100, companySeq: 100 }, device: 'desktop' }, pageAddressOf('/support')), await buildEntry(200, [], 'support'), 'g');
    const cases: [IncomingMessage, boolean][] = [
      [rawReq('/facility'), true],
      [rawReq('/brand', {}, 'POST'), true],
      [rawReq('/brand', { cookie: sessionCookie() }), true],
      [rawReq('/support?keyword=x'), true],
      [rawReq('/member'), true],
      [rawReq('http://localhost:3000/brand'), true],
      [rawReq('/brand', { 'accept-language': 'en' }), true],
      [rawReq('/brand'), false],
    ];
    for (const [req, hostOk] of cases) {
      const front = cacheFront(cache, { ...anyHost, acceptsHost: () => hostOk });
      const { res, out } = rawRes();
      expect(front(req, res), `${req.method} ${req.url} ${JSON.stringify(req.headers)}`).toBe(false);
      expect(out.status).toBe(0);
    }
  });
});
