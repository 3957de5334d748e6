import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../../../contracts/portal.ts';
import type { Sealer } from '../middleware/owner-session.ts';
import { cacheKeyOf, contextOf, cookieValue, pageAddressOf } from '../middleware/request-context.ts';

/**
 * DESIGN §6: public pages rendered once per (hotel, company, language, device, address, content
 * version, Seoul day) and served from memory as pre-compressed bytes with their headers.
 * Bounded by bytes (least recently used leaves first). Authenticated requests and responses never
 * enter it; only 200 answers are kept.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer | null;
  bytes: number;
  /** Better compression is being made or is done (after the page's first hit). */
  optimised: boolean;
  /** The response heads of each encoding as flat name/value lists, made on the first hit (see sendRaw). */
  heads?: PageHeads | null;
}

interface PageHeads {
  identity: string[];
  gzip: string[];
  br: string[] | null;
  notModified: string[];
  /** The same with HSTS, for requests that came over TLS (made on the first such hit). */
  tls?: PageHeads;
}

/**
 * HSTS for every answer to a request that came over TLS (issue 11), cache hits included (issue 25,
 * point 8): never stored with a page, which is sent to plain and TLS requests alike.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths that are never cached: personal or one-off answers, and the files express.static serves. */
const NEVER = /^\/(member|login-member|start|booking-standin|login_success|logout|bff|crs|assets|fonts|healthz)(\/|$|\?)/;

export function isCacheablePath(pathname: string): boolean {
  if (NEVER.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.pageContext.json');
}

/** Whether a request holds an owner's session: only a cookie that opens and has not expired counts. */
export type SignedIn = (req: Pick<IncomingMessage, 'headers'>) => boolean;

const SESSION_MEMO = 4096;

/**
 * Issue 25, point 4: a session cookie bypasses the page cache only when it opens with the session
 * key (owner-session.ts) and has not expired; a junk one, or an `Authorization` header (which the
 * web app never reads), is an anonymous visitor. The hit path pays for opening a cookie once:
 * the expiry of each Cookie header seen is remembered (bounded), and a request without the cookie
 * costs a test of its Cookie header.
 */
export function signedInCheck(sealer: Pick<Sealer, 'open'>, now: () => number = Date.now): SignedIn {
  // Cookie header → when its session ends (0: none that opens). By the whole header: a visitor
  // sends the same one again and again, and a hit then parses nothing.
  const memo = new Map<string, number>();
  return (req) => {
    const header = req.headers.cookie;
    if (!header || !header.includes(SESSION_COOKIE)) return false;
    let ends = memo.get(header);
    if (ends === undefined) {
      ends = sealer.open(cookieValue(header, SESSION_COOKIE))?.expiresAt ?? 0;
      if (memo.size >= SESSION_MEMO) memo.clear();
      memo.set(header, ends);
    }
    return ends > now();
  };
}

/**
 * Whether a request came over TLS, as Express's `req.secure` says it (issue 25, point 8): the
 * socket is TLS, or the peer is a proxy `trust` believes (the app's compiled `trust proxy`) and the
 * first X-Forwarded-Proto is https.
 */
export function requestIsTls(trust: (address: string, hop: number) => boolean): (req: Pick<IncomingMessage, 'headers' | 'socket'>) => boolean {
  return (req) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    const header = req.headers['x-forwarded-proto'];
    if (header === undefined || !trust(req.socket.remoteAddress ?? '', 0)) return false;
    const value = Array.isArray(header) ? header.join(',') : header;
    const comma = value.indexOf(',');
    return (comma === -1 ? value : value.slice(0, comma)).trim() === 'https';
  };
}

/**
 * Share of the cache always left to pages not asked for again yet: a flood of one-off addresses
 * churns this share only, and pages visitors come back to stay (issue 14, point 1).
 */
const FRESH_SHARE = 0.2;

export function createPageCache(maxBytes: number) {
  // Two least-recently-used lists: pages stored and not hit since (fresh), and pages hit at least
  // once (proven). Room is made from the fresh ones first, as long as they hold their share.
  const fresh = new Map<string, CachedPage>();
  const proven = new Map<string, CachedPage>();
  let freshBytes = 0;
  let provenBytes = 0;
  let generation = '';
  const stats = { hits: 0, misses: 0, stores: 0, evictions: 0, stale: 0 };

  function evictTo(limit: number) {
    while (freshBytes + provenBytes > limit) {
      const fromFresh = fresh.size > 0 && (freshBytes > maxBytes * FRESH_SHARE || proven.size === 0);
      const list = fromFresh ? fresh : proven;
      const oldest = list.entries().next().value;
      if (!oldest) break;
      list.delete(oldest[0]);
      if (fromFresh) freshBytes -= oldest[1].bytes;
      else provenBytes -= oldest[1].bytes;
      stats.evictions++;
    }
  }

  /** Bytes added to a stored page (brotli, better gzip), counted in its list. */
  function grow(full: string, by: number) {
    if (fresh.has(full)) freshBytes += by;
    else if (proven.has(full)) provenBytes += by;
    evictTo(maxBytes);
  }

  function lookup(full: string): CachedPage | undefined {
    return proven.get(full) ?? fresh.get(full);
  }

  return {
    enabled: maxBytes > 0,
    stats,
    get size() {
      return fresh.size + proven.size;
    },
    get bytes() {
      return freshBytes + provenBytes;
    },
    /**
     * Content version and day: a new generation forgets every page. A generation is only ever
     * replaced by another the API gave: while the API cannot say its version, the last good one
     * stays (server/web/app.ts), so visitors keep getting its pages.
     */
    setGeneration(next: string) {
      if (next === generation) return;
      generation = next;
      fresh.clear();
      proven.clear();
      freshBytes = 0;
      provenBytes = 0;
    },
    get generation() {
      return generation;
    },
    get(key: string): CachedPage | undefined {
      const full = `${generation}|${key}`;
      const known = proven.get(full);
      if (known) {
        // Least recently used: a hit moves to the end.
        proven.delete(full);
        proven.set(full, known);
        return known;
      }
      const entry = fresh.get(full);
      if (entry) {
        // Asked for again: proven.
        fresh.delete(full);
        freshBytes -= entry.bytes;
        proven.set(full, entry);
        provenBytes += entry.bytes;
      }
      return entry;
    },
    /** Stores a page under the generation it was rendered in; a page from an older generation is dropped. */
    set(key: string, page: CachedPage, renderedIn: string) {
      if (maxBytes <= 0 || renderedIn !== generation || page.bytes > maxBytes / 4) return;
      const full = `${generation}|${key}`;
      const old = lookup(full);
      if (old) {
        if (fresh.delete(full)) freshBytes -= old.bytes;
        if (proven.delete(full)) provenBytes -= old.bytes;
      }
      fresh.set(full, page);
      freshBytes += page.bytes;
      stats.stores++;
      evictTo(maxBytes);
    },
    /** Adds the brotli bytes once they are ready (computed off the request's path). */
    addBrotli(key: string, renderedIn: string, br: Buffer) {
      const full = `${renderedIn}|${key}`;
      const entry = lookup(full);
      if (!entry || entry.br) return;
      entry.br = br;
      entry.bytes += br.length;
      entry.heads = null;
      grow(full, br.length);
    },
    /**
     * A page asked for a second time is worth compressing well: brotli and gzip level 6, in the
     * background. A miss only pays for a quick gzip, so a flood of one-off addresses stays cheap.
     */
    optimise(key: string, page: CachedPage) {
      if (page.optimised) return;
      page.optimised = true;
      const renderedIn = generation;
      Promise.all([brotli(page.identity), gzip(page.identity)]).then(
        ([br, gz]) => {
          const full = `${renderedIn}|${key}`;
          if (lookup(full) !== page) return;
          const by = br.length + gz.length - page.gzip.length;
          page.bytes += by;
          page.br = br;
          page.gzip = gz;
          page.heads = null;
          grow(full, by);
        },
        () => undefined,
      );
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A page's bytes, a quick gzip and its ETag. On the main thread the gzip runs on libuv's thread
 * pool; a render thread, which has nothing else to do meanwhile, compresses in place (`sync`).
 */
export async function compressedBody(body: string, sync = false): Promise<{ identity: Buffer; gzip: Buffer; etag: string }> {
  const identity = Buffer.from(body);
  const gzipped = sync ? zlib.gzipSync(identity, { level: 1 }) : await gzip(identity, 1);
  const etag = `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  return { identity, gzip: gzipped, etag };
}

/** A cache entry of a rendered page; better compression follows its first hit (optimise). */
export function cacheEntry(status: number, headers: [string, string][], identity: Buffer, gzipped: Buffer, etag: string): CachedPage {
  return { status, headers, etag, identity, gzip: gzipped, br: null, bytes: identity.length + gzipped.length + 512, optimised: false, heads: null };
}

/** Builds a cache entry from a rendered page with a quick gzip. */
export async function buildEntry(status: number, headers: [string, string][], body: string): Promise<CachedPage> {
  const { identity, gzip: gzipped, etag } = await compressedBody(body);
  return cacheEntry(status, headers, identity, gzipped, etag);
}

function gzip(buffer: Buffer, level = 6): Promise<Buffer> {
  return new Promise((resolve, reject) => zlib.gzip(buffer, { level }, (err, out) => (err ? reject(err) : resolve(out))));
}

export function brotli(buffer: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // Quality 5 with a 512 KB window: most of brotli's gain over gzip at a small part of the cost
    // of higher qualities (whose memory alone takes milliseconds to set up and free per page).
    zlib.brotliCompress(
      buffer,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 19, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } },
      (err, out) =>
        err ? reject(err) : resolve(out),
    ),
  );
}

/**
 * Writes a cached page: 304 when the browser holds it, else the best encoding it accepts. X-Cache
 * says where it came from: HIT, MISS (rendered, and stored when whole), SHARED (another request's
 * render), BYPASS (rendered for this request only: a search, a signed-in owner, or while the
 * content version is unknown).
 */
export function sendCached(req: Request, res: Response, page: CachedPage, cacheState: 'HIT' | 'MISS' | 'SHARED' | 'BYPASS'): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('X-Cache', cacheState);
  if (req.headers['if-none-match'] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accept = req.headers['accept-encoding'] ?? '';
  let body = page.identity;
  if (page.br && /\bbr\b/.test(accept)) {
    body = page.br;
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accept)) {
    body = page.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.statusCode = page.status;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * What the renderer needs to know of a public page (res.locals.pageRender): its cache key, the
 * address it is rendered from (what the page reads: request-context.ts), the generation, and
 * whether the page may be stored.
 */
export interface PageRender {
  key: string;
  url: string;
  generation: string;
  /** A page for anyone: not a search, not for a signed-in owner, in a known content version. */
  store: boolean;
  search: boolean;
}

/**
 * The hit path inside Express, before every other middleware, so a hit costs a lookup and a write
 * (the front below answers most hits before Express). Every public page that is not a hit is
 * marked for the renderer, which renders it off the main thread (vike.ts); pages that may not be
 * stored are rendered too, never stored.
 */
export function pageCacheHits(cache: PageCache, keyOf: (req: Request) => string, signedIn: SignedIn = () => false): RequestHandler {
  return (req, res, next) => {
    if (!cache.enabled || (req.method !== 'GET' && req.method !== 'HEAD') || !isCacheablePath(req.path)) return next();
    const address = pageAddressOf(req.url);
    const key = keyOf(req);
    const store = cache.generation !== '' && !address.search && !signedIn(req);
    if (store) {
      const page = cache.get(key);
      if (page) {
        cache.stats.hits++;
        cache.optimise(key, page);
        if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
        return sendCached(req, res, page, 'HIT');
      }
      cache.stats.misses++;
    }
    res.locals.pageRender = { key, url: address.canonical, generation: cache.generation, store, search: address.search } satisfies PageRender;
    next();
  };
}

/** The response heads of a stored page, made once per page and encoding (a hit then copies nothing). */
function headsOf(page: CachedPage, tls: boolean): PageHeads {
  page.heads ??= buildHeads(page, []);
  if (!tls) return page.heads;
  return (page.heads.tls ??= buildHeads(page, ['strict-transport-security', HSTS]));
}

function buildHeads(page: CachedPage, extra: string[]): PageHeads {
  const base: string[] = [];
  for (const [name, value] of page.headers) base.push(name, value);
  base.push('etag', page.etag, 'x-cache', 'HIT', ...extra);
  const withBody = (encoding: string | null, body: Buffer) =>
    encoding ? [...base, 'content-encoding', encoding, 'content-length', String(body.length)] : [...base, 'content-length', String(body.length)];
  return { identity: withBody(null, page.identity), gzip: withBody('gzip', page.gzip), br: page.br ? withBody('br', page.br) : null, notModified: base };
}

const ACCEPTS_BR = /\bbr\b/;
const ACCEPTS_GZIP = /\bgzip\b/;

/** sendCached for a hit on a bare node:http response: one writeHead with the page's ready-made head. */
export function sendRaw(req: IncomingMessage, res: ServerResponse, page: CachedPage, tls = false): void {
  const heads = headsOf(page, tls);
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, heads.notModified);
    res.end();
    return;
  }
  const accept = req.headers['accept-encoding'] ?? '';
  let body = page.identity;
  let head = heads.identity;
  if (heads.br && page.br && ACCEPTS_BR.test(accept)) {
    body = page.br;
    head = heads.br;
  } else if (ACCEPTS_GZIP.test(accept)) {
    body = page.gzip;
    head = heads.gzip;
  }
  res.writeHead(page.status, head);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** What the front needs of the app: the hosts it answers for, who is signed in, and TLS as Express sees it. */
export interface FrontChecks {
  acceptsHost: (req: IncomingMessage) => boolean;
  signedIn: SignedIn;
  tls: (req: IncomingMessage) => boolean;
  /** The content generation a shared cache in front asks for (X-Content-Generation), if any. */
  generationWanted?: (req: IncomingMessage) => string | string[] | undefined;
}

/**
 * The hit path in front of Express (issue 14, point 2): a stored public page is answered straight
 * from node:http, before any middleware, with its head and body made once. A request it does not
 * answer (a miss, another method or address, a signed-in owner, a search, a Host the site does not
 * answer for) returns false and goes through the app as before, which also refuses bad Hosts. An
 * answer to a request that came over TLS carries HSTS, as the app's own answers do.
 */
export function cacheFront(cache: PageCache, checks: FrontChecks): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (!cache.enabled || cache.generation === '' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    // A shared cache asks for a newer generation than this process knows: the app asks the API first.
    const wanted = checks.generationWanted?.(req);
    if (wanted !== undefined && wanted !== cache.generation) return false;
    const target = req.url;
    if (!target || !target.startsWith('/')) return false;
    const address = pageAddressOf(target);
    if (address.search || !isCacheablePath(address.pathname) || !checks.acceptsHost(req) || checks.signedIn(req)) return false;
    const key = cacheKeyOf(contextOf(req.headers, address.lang), address);
    const page = cache.get(key);
    if (!page) return false;
    cache.stats.hits++;
    cache.optimise(key, page);
    sendRaw(req, res, page, checks.tls(req));
    return true;
  };
}
