import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

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
}

/** Paths that are never cached: personal or one-off answers, and the files express.static serves. */
const NEVER = /^\/(member|login-member|start|booking-standin|login_success|logout|bff|crs|assets|fonts|healthz)(\/|$|\?)/;

export function isCacheablePath(pathname: string): boolean {
  if (NEVER.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.pageContext.json');
}

export function isAuthenticated(req: Request): boolean {
  return Boolean(req.headers.authorization) || /(?:^|;\s*)bookingUserAuth=/.test(req.headers.cookie ?? '');
}

export function createPageCache(maxBytes: number) {
  const entries = new Map<string, CachedPage>();
  let total = 0;
  let generation = '';
  const stats = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  function evictTo(limit: number) {
    for (const [key, entry] of entries) {
      if (total <= limit) break;
      entries.delete(key);
      total -= entry.bytes;
      stats.evictions++;
    }
  }

  return {
    enabled: maxBytes > 0,
    stats,
    get size() {
      return entries.size;
    },
    /** Content version and day: a new generation forgets every page. */
    setGeneration(next: string) {
      if (next === generation) return;
      generation = next;
      entries.clear();
      total = 0;
    },
    get generation() {
      return generation;
    },
    get(key: string): CachedPage | undefined {
      const entry = entries.get(`${generation}|${key}`);
      if (entry) {
        // Least recently used: a hit moves to the end.
        entries.delete(`${generation}|${key}`);
        entries.set(`${generation}|${key}`, entry);
      }
      return entry;
    },
    /** Stores a page under the generation it was rendered in; a page from an older generation is dropped. */
    set(key: string, page: CachedPage, renderedIn: string) {
      if (maxBytes <= 0 || renderedIn !== generation || page.bytes > maxBytes / 4) return;
      const full = `${generation}|${key}`;
      const old = entries.get(full);
      if (old) {
        total -= old.bytes;
        entries.delete(full); // set() again moves the entry to the most recently used end
      }
      entries.set(full, page);
      total += page.bytes;
      stats.stores++;
      evictTo(maxBytes);
    },
    /** Adds the brotli bytes once they are ready (computed off the request's path). */
    addBrotli(key: string, renderedIn: string, br: Buffer) {
      const entry = entries.get(`${renderedIn}|${key}`);
      if (!entry || entry.br) return;
      entry.br = br;
      entry.bytes += br.length;
      total += br.length;
      evictTo(maxBytes);
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
          const entry = entries.get(`${renderedIn}|${key}`);
          if (entry !== page) return;
          total += br.length + gz.length - page.gzip.length;
          page.bytes += br.length + gz.length - page.gzip.length;
          page.br = br;
          page.gzip = gz;
          evictTo(maxBytes);
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
  return { status, headers, etag, identity, gzip: gzipped, br: null, bytes: identity.length + gzipped.length + 512, optimised: false };
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

/** Writes a cached page: 304 when the browser holds it, else the best encoding it accepts. */
export function sendCached(req: Request, res: Response, page: CachedPage, cacheState: 'HIT' | 'MISS'): void {
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

/** The hit path: before every other middleware, so a hit costs a lookup and a write. */
export function pageCacheHits(cache: PageCache, keyOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    if (!cache.enabled || cache.generation === '' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!isCacheablePath(req.path) || isAuthenticated(req)) return next();
    const key = keyOf(req);
    const page = cache.get(key);
    if (page) {
      cache.stats.hits++;
      cache.optimise(key, page);
      return sendCached(req, res, page, 'HIT');
    }
    cache.stats.misses++;
    res.locals.pageCacheKey = key;
    res.locals.pageCacheGeneration = cache.generation;
    next();
  };
}
