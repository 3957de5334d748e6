import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { DOWNLOAD_QUEUE_MAX_MS } from '../../../contracts/limits.ts';
import { FONT_FACES_HREF } from '../../../shared/lib/fonts.ts';
import { KeyedGates } from '../../lib/gate.ts';
import { DOWNLOAD_PREFIX, fileAddressPath, parseFileAddress } from '../../lib/file-address.ts';
import type { ApiClient, DownloadRequest } from '../api-client.ts';
import { pageFontFiles } from './page-font-files.ts';
import { sendEncoded } from './encoded.ts';
import { PAGE_FONT_PATH } from './page-fonts.ts';
import type { KeptFile, PublicFiles } from './public-files.ts';

export const fontsDir = path.resolve(import.meta.dirname, '../../../design-system/fonts');
export const FONT_STYLESHEET = FONT_FACES_HREF;

/**
 * Static files of the production build (hashed names under /assets are immutable), and the
 * stored-file addresses /crs/download/... passed through to the file server (the operator API
 * unless FILE_SERVER_URL names another), so the browser only ever talks to this origin.
 */
export function assets(opts: { clientDir: string | null; api: ApiClient; fileServer: ((p: string) => string) | null; pageFontKey?: Buffer; publicFiles?: PublicFiles }): Router {
  const router = Router();
  const visitors = new KeyedGates(DOWNLOADS_PER_VISITOR, DOWNLOAD_QUEUE_PER_VISITOR, DOWNLOAD_RATE);
  // Pretendard (SIL OFL), straight from the design system: one stylesheet of unicode-range faces;
  // the browser fetches only the subsets a page's text uses.
  router.get(FONT_STYLESHEET, fontStylesheet());
  // Each page's own cut of its language's font (page-fonts.ts), made from the address it signed.
  if (opts.pageFontKey) router.use(PAGE_FONT_PATH, pageFontFiles(opts.pageFontKey));
  router.use('/fonts', express.static(fontsDir, { index: false, maxAge: '30d', fallthrough: false }));
  if (opts.clientDir) {
    router.use('/assets', brotliAssets(path.join(opts.clientDir, 'assets')));
    router.use('/assets', express.static(path.join(opts.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
    // The rest of public/ (favicons): asked for by its own folders and files only, so that a
    // page address never costs a file-system lookup on its way to the renderer.
    const publicFiles = express.static(opts.clientDir, { index: false, maxAge: '1h' });
    const publicNames = new Set(fs.readdirSync(opts.clientDir).filter((name) => name !== 'assets'));
    router.use((req, res, next) => {
      const first = req.path.split('/')[1] ?? '';
      if (!publicNames.has(first)) return next();
      publicFiles(req, res, next);
    });
  }
  // A pattern without groups (not '/crs/download/*file'), so that express decodes nothing itself:
  // an address it cannot decode (%c0%ae) gets this route's own 400, not express's error page.
  router.get(/^\/crs\/download\/./, async (req, res) => {
    // Only the API's download route is reachable through here (issue 11, point 8): the address is
    // rebuilt from its decoded segments, each of the characters stored files use; `..`, encoded
    // dots, slashes and backslashes and bytes that are not UTF-8 are refused before anything is
    // forwarded (server/lib/file-address.ts).
    const target = downloadTarget(req.path, req.originalUrl);
    if (!target) {
      res.status(400).type('text/plain').set('Cache-Control', 'no-store').send('The file address is not valid.');
      return;
    }
    if (opts.fileServer) return res.redirect(302, opts.fileServer(target));
    // One visitor's downloads go on DOWNLOADS_PER_VISITOR at a time and DOWNLOAD_RATE a second
    // (issue 25, point 1): the rest wait here, costing nothing but their sockets. One address asking
    // again and again on many connections gets no more of the API's and the main thread's time
    // than that, and leaves no more queued ahead of everyone else's requests. (Refused at once,
    // it would only ask again sooner.)
    const gone = new AbortController();
    // Aborted only when the browser leaves before the end (an AbortError is not cheap to make).
    const closed = new Promise<void>((resolve) =>
      res.once('close', () => {
        if (!res.writableFinished) gone.abort();
        resolve();
      }),
    );
    const release = await visitors.take(req.ip ?? '', gone.signal, DOWNLOAD_QUEUE_MAX_MS);
    if (!release) {
      if (gone.signal.aborted) return;
      res.status(429).type('text/plain').set({ 'Cache-Control': 'no-store', 'Retry-After': '5' }).send('Too many downloads at once from your address: try again in a few seconds.');
      return;
    }
    try {
      // A public file this process keeps (public-files.ts) is sent from memory, still within the
      // visitor's gate: a flood of them costs no more turns than one of files fetched from the API.
      const kept = opts.publicFiles?.get(target);
      if (kept) return sendKept(req, res, kept);
      const fetchedIn = opts.publicFiles?.generation ?? '';
      // The api's answer is awaited before piping: a request that fails before it (a keep-alive
      // socket the api closed at that moment) is asked once more, and a failure still gets a 502,
      // not an empty response.
      let upstream: Awaited<ReturnType<ApiClient['download']>>;
      try {
        upstream = await opts.api.download(target, { ...downloadRequest(req), signal: gone.signal });
      } catch {
        if (!gone.signal.aborted) res.status(502).type('text/plain').send('The file server is not reachable.');
        return;
      }
      res.status(upstream.statusCode ?? 502);
      const headers: [string, string][] = [];
      for (const h of DOWNLOAD_HEADERS) {
        const v = upstream.headers[h];
        if (v === undefined) continue;
        res.setHeader(h, v);
        headers.push([h, Array.isArray(v) ? v.join(', ') : String(v)]);
      }
      const length = Number(upstream.headers['content-length'] ?? -1);
      if (req.method === 'GET' && opts.publicFiles?.mayKeep(upstream.statusCode, upstream.headers['cache-control'], length)) {
        const files = opts.publicFiles;
        const chunks: Buffer[] = [];
        let got = 0;
        upstream.on('data', (chunk: Buffer) => {
          got += chunk.length;
          if (got <= length) chunks.push(chunk);
        });
        upstream.once('end', () => {
          if (upstream.complete && got === length) files.keep(target, fetchedIn, { headers, body: Buffer.concat(chunks, got) });
        });
      }
      await passOn(upstream, res, closed);
    } finally {
      release();
    }
  });
  return router;
}

/**
 * One visitor's (one address's) downloads (issue 25, point 1): 2 under way at once, and 50 a second
 * after a burst of 100 (a page shows about 10 stored pictures; several people behind one address
 * still far fewer); up to 32 more wait, for up to DOWNLOAD_QUEUE_MAX_MS.
 */
export const DOWNLOADS_PER_VISITOR = 2;
export const DOWNLOAD_RATE = { perSecond: 50, burst: 100 } as const;
const DOWNLOAD_QUEUE_PER_VISITOR = 32;

/**
 * The API's answer to the browser as it comes, with backpressure, until `res` is closed: then, when
 * the browser left before the end, the API's answer is dropped (and the API stops reading). Not
 * stream.pipeline: it makes an AbortError, stack trace and all, at the end of every answer, a
 * cost each 404 of a flood paid.
 */
async function passOn(upstream: IncomingMessage, res: Response, closed: Promise<void>): Promise<void> {
  // The body broke off midway: the browser sees a cut response, as it must.
  upstream.once('error', () => res.destroy());
  upstream.pipe(res);
  await closed;
  if (!upstream.complete) upstream.destroy();
}

/** A kept public file, as the API answered it: 304 to a revalidation it passes, headers alone to a HEAD. */
function sendKept(req: Request, res: Response, file: KeptFile): void {
  for (const [name, value] of file.headers) res.setHeader(name, value);
  const since = req.get('if-modified-since');
  const lastModified = res.getHeader('last-modified');
  if (since && typeof lastModified === 'string' && Date.parse(since) >= Date.parse(lastModified)) {
    res.removeHeader('content-length');
    res.status(304).end();
    return;
  }
  res.status(200).end(req.method === 'HEAD' ? undefined : file.body);
}

/** The API's headers of a stored file that go on to the browser as they are. */
export const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'last-modified', 'retry-after', 'content-security-policy', 'x-content-type-options'] as const;

/** A browser's download request as the API is to get it: HEAD stays HEAD, a revalidation stays one. */
export function downloadRequest(req: Request): DownloadRequest {
  const since = req.get('if-modified-since');
  return { method: req.method === 'HEAD' ? 'HEAD' : 'GET', ...(since && /^[\x20-\x7e]{1,64}$/.test(since) ? { ifModifiedSince: since } : {}) };
}

/**
 * `crs/download/{company}/{hotel}/{path…}/{name}` rebuilt from a request's path, or null when it is
 * not the address of a stored file. The query string, if any, goes along unchanged as it always has
 * (the API ignores it; a FILE_SERVER_URL may use it), when it is printable ASCII.
 */
export function downloadTarget(pathname: string, originalUrl: string): string | null {
  if (!pathname.startsWith(DOWNLOAD_PREFIX)) return null;
  const address = parseFileAddress(pathname.slice(DOWNLOAD_PREFIX.length));
  if (!address) return null;
  const queryAt = originalUrl.indexOf('?');
  const query = queryAt === -1 ? '' : originalUrl.slice(queryAt);
  if (!/^[\x21-\x7e]*$/.test(query) || query.includes('#')) return null;
  return fileAddressPath(address) + query;
}

/**
 * The build's scripts and stylesheets in brotli (quality 11): the build writes a .br copy of each
 * (build/precompress.ts); a file without one is compressed in the background at start-up, and until
 * it is ready express.static and the compression middleware serve it (gzip).
 */
export function brotliAssets(dir: string): RequestHandler {
  const ready = new Map<string, Buffer>();
  const walk = (d: string): string[] =>
    fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)])) : [];
  const key = (file: string) => '/' + path.relative(dir, file).split(path.sep).join('/');
  const files = walk(dir).filter((f) => /\.(js|css)$/.test(f));
  const todo: string[] = [];
  for (const file of files) {
    if (fs.existsSync(`${file}.br`)) ready.set(key(file), fs.readFileSync(`${file}.br`));
    else todo.push(file);
  }
  let i = 0;
  const next = () => {
    const file = todo[i++];
    if (!file) return;
    zlib.brotliCompress(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, (err, out) => {
      if (!err) ready.set(key(file), out);
      setImmediate(next);
    });
  };
  setImmediate(next);
  return (req, res, next) => {
    const body = ready.get(req.path);
    if (!body || !/\bbr\b/.test(req.headers['accept-encoding'] ?? '') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Content-Type', req.path.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The design system's font faces for the site, with font-display: fallback instead of swap: the
 * stylesheet does not block the first paint (+Head); a face that arrives within the short swap
 * period (about 3 s) is used, one that is later is not swapped in at all, so text cannot reflow
 * long after the page is read; pages after the first find the files cached. (`optional` gave up on
 * any face not ready within 100 ms: on a device without a Korean system font, every first visit
 * then showed boxes instead of Hangul.) Sent pre-compressed: 147 KB of CSS is 10 KB in brotli.
 */
export function fontStylesheet(): RequestHandler {
  const css = Buffer.from(fs.readFileSync(path.join(fontsDir, 'pretendard.css'), 'utf8').replace(/font-display:\s*swap/g, 'font-display:fallback'));
  const br = zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = zlib.gzipSync(css, { level: 9 });
  return (req, res) => sendEncoded(req, res, { identity: css, br, gzip }, 'text/css; charset=utf-8', 'public, max-age=2592000');
}
