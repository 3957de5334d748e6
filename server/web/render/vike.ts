import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, Writable } from 'node:stream';
import type { RequestHandler, Response } from 'express';
import type { Resource } from 'i18next';
import { renderPage } from 'vike/server';
import { isTestHotel } from '../../../contracts/hotels.ts';
import { langTypeOf } from '../../../locales/languages.ts';
import type { BrandScope } from '../../../contracts/brand.ts';
import type { ApiClient } from '../api-client.ts';
import { cacheEntry, compressedBody, isCacheablePath, sendCached, type PageCache, type PageRender } from './page-cache.ts';
import type { OwnerSession } from '../middleware/owner-session.ts';
import type { PortalRender } from './portal.ts';
import type { RequestContext } from '../middleware/request-context.ts';
import { translationsAsset } from './translations.ts';
import { fontTagsOf, interfaceCharacters, pageCharacters, pageFontParts, pageFontTags, withPageFont, type PageFontParts } from './page-fonts.ts';
import { sharedCacheHeaders } from './shared-cache.ts';
import { BRAND_HOTEL_SEQ } from '../../../contracts/hotels.ts';

/**
 * /hotel/{id}/… pages, and the details of one hotel's room, facility, promotion or package
 * (/room/{id}/{detailId} …), are of that hotel: its brand data and colour. Every other page is of
 * the visit's hotel (cookie c_hotel).
 */
export function pageHotelSeq(url: string, fallback: number): number {
  const match = /^\/(?:hotel\/(\d{1,9})(?:[/?.]|$)|(?:room|facility|promotion|package)\/(\d{1,9})\/\d)/.exec(url);
  return match ? Number(match[1] ?? match[2]) : fallback;
}

/**
 * sha256 sources already computed, by text: every page carries the same inlined stylesheets and
 * a handful of brand colours, so each is hashed once, not on every render. Bounded.
 */
const hashSources = new Map<string, string>();

function hashSource(text: string): string {
  let source = hashSources.get(text);
  if (source === undefined) {
    if (hashSources.size >= 512) hashSources.clear();
    source = `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    hashSources.set(text, source);
  }
  return source;
}

/** sha256 sources of the inline scripts and styles of a page, for a policy without a nonce. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hashSource(m[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hashSource(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** helmet's policy of this response with the nonce replaced by the page's hashes (a cached page is sent to many). */
function policyWithHashes(res: Response, hashes: { scripts: string[]; styles: string[] }): string | null {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string') return null;
  const nonce = `'nonce-${res.locals.cspNonce as string}'`;
  return policy
    .split(';')
    .map((d) => {
      const name = d.trim().split(/\s+/)[0];
      if (!d.includes(nonce)) return d;
      const extra = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : [];
      return d.replace(nonce, extra.join(' ')).replace(/\s+$/, '');
    })
    .join(';');
}

/**
 * Removes font preloads. vike preloads every font file that page CSS names; the app keeps its font
 * faces out of Vite (server/web/render/assets.ts), so pages carry none today and no request pays for this.
 */
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*>/g;
export function dropFontPreloads(html: string): string {
  return html.replace(FONT_PRELOAD, '');
}

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[^"]+\.css)">/g;

/**
 * A cached page carries its stylesheets inline: no render-blocking requests before the first paint
 * (its policy lists each style's hash). Client-side navigation still loads other pages' CSS files.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | null, nonce?: string): string {
  const repeated = repeatedStylesheets([...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!), readCss);
  const attrs = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return html.replace(STYLESHEET_LINK, (tag, href: string) => {
    const css = readCss(href);
    // The disabled link is never fetched; it tells Vite's loader of lazy components (which looks
    // for stylesheet links by address) that these styles are here, so it does not load them again.
    if (css === null || css.includes('</style')) return tag;
    return repeated.has(href) ? `<link rel="stylesheet" href="${href}" disabled>` : `<style${attrs} data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** The top-level rules of a built stylesheet (an at-rule with its block is one rule). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css.charCodeAt(i);
    if (ch === 123 /* { */) depth++;
    else if (ch === 125 /* } */ && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    } else if (ch === 59 /* ; */ && depth === 0) {
      // @import, @charset, @layer a, b;
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules;
}

const repeatedOf = new Map<string, Set<string>>();

/**
 * The stylesheets of a page whose every rule a later stylesheet of the same page repeats. The build
 * emits the shared chunk's styles twice (the client entry's stylesheet, and the `framework` group's
 * own, which holds all of it and a little more: vite.config.ts), and every page names both: inlined
 * whole, that was ≈ 21 KB of the same rules twice in every page. Leaving out the earlier copy changes
 * nothing: of two equal rules the later one is the one that applies. Worked out once per list of addresses.
 */
export function repeatedStylesheets(hrefs: string[], readCss: (href: string) => string | null): Set<string> {
  const key = hrefs.join('|');
  let repeated = repeatedOf.get(key);
  if (repeated) return repeated;
  repeated = new Set();
  const rulesOf = hrefs.map((href) => new Set(topLevelRules(readCss(href) ?? '')));
  for (let i = 0; i < hrefs.length - 1; i++) {
    const own = rulesOf[i]!;
    if (own.size === 0) continue;
    const later = new Set(rulesOf.slice(i + 1).flatMap((rules) => [...rules]));
    if ([...own].every((rule) => later.has(rule))) repeated.add(hrefs[i]!);
  }
  if (repeatedOf.size >= 256) repeatedOf.clear();
  repeatedOf.set(key, repeated);
  return repeated;
}

/**
 * A streamed page with its head's stylesheets inline (nonce'd): the first paint waits for no CSS
 * request. The head is held until `</head>`, then everything passes through as it comes.
 */
export function inlineHeadStyles(nonce: string, readCss: (href: string) => string | null, fontTags = ''): Transform {
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      done = true;
      callback(null, withPageFont(inlineStylesheets(head.slice(0, end), readCss, nonce), fontTags) + head.slice(end));
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}

function cssReader(clientDir: string | null): (href: string) => string | null {
  const files = new Map<string, string | null>();
  return (href) => {
    if (!clientDir) return null;
    if (!files.has(href)) {
      const file = path.join(clientDir, href);
      files.set(href, file.startsWith(clientDir + path.sep) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return files.get(href) ?? null;
  };
}

/**
 * The whole HTML of a page rendered for the cache. vike's getBody() imports node:stream on every
 * call, which goes through the module loader (and tsx's hooks thread) each time; piping into a
 * collector does not.
 */
function wholeBody(httpResponse: { pipe(writable: Writable): void }): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    sink.on('error', reject);
    httpResponse.pipe(sink);
  });
}

/** What a whole-page render needs from its request, as plain data (a render thread can take it). */
export interface RenderJob {
  /** The address as requested (path and query). */
  url: string;
  headers: Record<string, string>;
  ctx: RequestContext;
  origin: string;
}

/** An owner portal page to stream on a render thread: the request as data, and the owner's session. */
export interface PortalStreamJob {
  url: string;
  headers: Record<string, string>;
  ctx: RequestContext;
  origin: string;
  nonce: string;
  session: OwnerSession;
  clientIp: string | undefined;
  status: number;
}

/** Where a streamed portal page goes, piece by piece. */
export interface PortalStreamSink {
  head(status: number, headers: [string, string][]): void;
  chunk(bytes: Uint8Array): void;
  end(): void;
}

/**
 * A page rendered whole, its stylesheets inline, ready for the cache: its bytes, a quick gzip,
 * its ETag and the hashes of its inline scripts and styles (for its policy). All of it is made
 * where the page was rendered, so a render thread leaves the main thread only the storing.
 */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  identity: Uint8Array;
  gzip: Uint8Array;
  etag: string;
  hashes: { scripts: string[]; styles: string[] };
  /** Every API read of the page answered: only such a page may be stored. */
  complete: boolean;
  /**
   * Milliseconds of a miss, by phase (issue 30, point 5): the brand reads; vike's routing and the
   * page's +data reads; React rendering the tree (the floor: data in memory); vike's document
   * around it; then stylesheets inlined, gzip, ETag and hashes.
   */
  timing: { brand: number; data: number; react: number; document: number; finish: number };
}

export interface RendererDeps {
  api: ApiClient;
  resources: Resource;
  assetVersion: string;
  bookingSiteUrl: string;
  /** The production build's client files (null in development: nothing is inlined). */
  clientDir: string | null;
  /** Compress on this thread (a render thread) rather than on libuv's pool. */
  compressInPlace?: boolean;
  /** Signs the addresses of the pages' own font cuts (page-fonts.ts); none: pages name no cut (development). */
  pageFontKey?: Buffer;
}

/**
 * Renders pages with vike: what every page needs (language, hotel, brand data and terms from the
 * api) goes into its page context. Used on the main thread and in the render threads
 * (render-pool.ts) alike.
 */
export function createPageRenderer(deps: RendererDeps) {
  // One translations object per locale for the life of the process: the page's i18next instance
  // is cached by this object's identity (shared/i18n/instance.ts).
  // The owner portal's and charts' strings stay on the server: the brand pages carry only theirs.
  const storeOf = new Map(Object.entries(deps.resources).map(([locale, store]) => [locale, brandNamespaces(store)]));
  const portalStoreOf = new Map(Object.entries(deps.resources).map(([locale, store]) => [locale, portalNamespaces(store)]));
  const readCss = cssReader(deps.clientDir);
  // The characters of each language's interface strings, for the pages' font cuts.
  const NO_CHARACTERS = new Set<number>();
  const uiChars = new Map<string, { all: Set<number>; popup: Set<number> }>();
  const fontTags = (html: string, locale: string, popups: { title: string; content: string }[] = []): string => {
    if (!deps.pageFontKey) return '';
    let ui = uiChars.get(locale);
    if (!ui) {
      const store = storeOf.get(locale);
      const site = store?.site as Record<string, unknown> | undefined;
      ui = { all: interfaceCharacters(store), popup: interfaceCharacters({ site: { popup: site?.popup ?? {} } }) };
      uiChars.set(locale, ui);
    }
    // What the page draws at once in the first cut — its text, its data, and the event pop-ups that
    // open as it loads, with their buttons; the rest of its interface strings in a second, fetched
    // when drawn or when the page is idle (page-fonts.ts pageFontTags).
    const chars = pageCharacters(html, popups.length > 0 ? ui.popup : NO_CHARACTERS);
    for (const p of popups) for (const ch of p.title + p.content) chars.add(ch.codePointAt(0)!);
    return pageFontTags(deps.pageFontKey, locale, chars, ui.all);
  };

  // The owner portal streams: its head cannot name the characters of data still on its way. It
  // names a cut of the portal's interface strings in the page's language (issue 29, point 5): the
  // shell, the menus, the cards' titles, hints and loading states are drawn in the web font from the
  // first paint. The same cut for every owner: nothing of an owner (not even the letters of a name)
  // goes into its address, which access logs and a shared cache keep. Data the cut lacks (a name, a
  // post's title) takes Pretendard's slices, switched on when the page is idle (portal/Shell.tsx).
  // The same for every request of a language but the nonce: the characters, their address and its
  // signature are worked out once per language.
  const portalFonts = new Map<string, PageFontParts | null>();
  const portalFontTags = (locale: string, portal: PortalRender | undefined, nonce: string): string => {
    if (!deps.pageFontKey || !portal) return '';
    if (!portalFonts.has(locale)) portalFonts.set(locale, pageFontParts(deps.pageFontKey, locale, pageCharacters('', interfaceCharacters(portalStoreOf.get(locale)))));
    return fontTagsOf(portalFonts.get(locale) ?? null, nonce);
  };

  async function render(url: string, headers: Record<string, string | string[] | undefined>, ctx: RequestContext, origin: string, cspNonce: string | undefined, portal?: PortalRender) {
    if (portal) {
      // The owner portal streams its shell at once: its data arrives in Suspense boundaries
      // (portal/calls/Card.tsx), so nothing is fetched before rendering.
      const pageContext = await renderPage({
        urlOriginal: url,
        headersOriginal: headers,
        cspNonce,
        locale: ctx.locale,
        i18nStore: portalStoreOf.get(ctx.locale) ?? {},
        isMobileDevice: ctx.device === 'mobile',
        assetVersion: deps.assetVersion,
        bookingSiteUrl: deps.bookingSiteUrl,
        origin,
        portal,
        portalUser: portal.user,
        portalToday: portal.today,
      });
      return { httpResponse: pageContext.httpResponse, fetched: performance.now(), complete: () => false, phases: { data: 0, react: 0, document: 0 } };
    }
    const scope: BrandScope = {
      company_seq: ctx.site.companySeq,
      hotel_seq: pageHotelSeq(url, ctx.site.hotelSeq),
      lang_type: langTypeOf(ctx.locale),
    };
    // Every read this page makes, its +data hooks' included: one that failed (null) leaves a page
    // with a part missing, which the page cache must not keep (SPEC §8 hides the part; the next
    // visitor should get it whole once the API is back).
    let complete = true;
    const api: ApiClient = {
      ...deps.api,
      read: (name, readScope, body) =>
        deps.api.read(name, readScope, body).then((value) => {
          if (value === null) complete = false;
          return value;
        }),
    };
    // An unknown hotel id answers E404: the page renders without brand data and its +data says 404.
    // Issue 29: a page of the whole brand (its address names no hotel) gives the brand's customer
    // centre in its footer, whichever hotel the visit chose.
    const brandWide = pageHotelSeq(url, 0) === 0 && scope.hotel_seq !== BRAND_HOTEL_SEQ;
    // The event pop-ups are fetched by the browser after the page is shown (a kept page never holds
    // one past its end), but their words go into the page's own cut of the web font (page-fonts.ts):
    // read beside the page's reads, and a failure only leaves them out (it does not make the page incomplete).
    const [brand, terms, brandHotel, popups] = await Promise.all([
      api.read('main', scope).catch(() => null),
      api.read('termList', scope).catch(() => null),
      brandWide ? api.read('main', { ...scope, hotel_seq: BRAND_HOTEL_SEQ }).catch(() => null) : null,
      deps.pageFontKey ? deps.api.read('eventPopupList', scope).catch(() => null) : null,
    ]);
    const b = brandHotel?.branding_data;
    const fetched = performance.now();
    const pageContext = await renderPage({
      urlOriginal: url,
      headersOriginal: headers,
      cspNonce,
      locale: ctx.locale,
      localeFromUrl: ctx.localeFromUrl,
      i18nStore: storeOf.get(ctx.locale) ?? {},
      i18nAsset: translationsAsset(ctx.locale, storeOf.get(ctx.locale) ?? {}).path,
      site: ctx.site,
      scope,
      isMobileDevice: ctx.device === 'mobile',
      brand,
      brandContact: b ? { main_tel: b.main_tel, main_email: b.main_email, fax_number: b.fax_number } : null,
      terms: terms?.brand_term_list ?? [],
      assetVersion: deps.assetVersion,
      bookingSiteUrl: deps.bookingSiteUrl,
      origin,
      api,
    });
    const rendered = performance.now();
    const times = pageContext.renderTimes;
    const phases = times?.reactEnd === undefined ? { data: rendered - fetched, react: 0, document: 0 } : { data: times.reactStart - fetched, react: times.reactEnd - times.reactStart, document: rendered - times.reactEnd };
    return { httpResponse: pageContext.httpResponse, fetched, complete: () => complete, phases, popups: popups?.event_popup_list ?? [] };
  }

  return {
    readCss,
    portalFontTags,
    /** A streamed render (personal pages, or while nothing may be cached). */
    stream: (url: string, headers: Record<string, string | string[] | undefined>, ctx: RequestContext, origin: string, cspNonce: string, portal?: PortalRender) =>
      render(url, headers, ctx, origin, cspNonce, portal).then((r) => r.httpResponse),

    /** A page rendered whole, as for a bot (no streaming scripts to carry a nonce): what the page cache stores. */
    async whole(job: RenderJob): Promise<RenderedPage | null> {
      const started = performance.now();
      const { httpResponse, fetched, complete, phases, popups } = await render(job.url, { ...job.headers, 'user-agent': 'raon-page-cache' }, job.ctx, job.origin, undefined);
      if (!httpResponse) return null;
      const assembled = performance.now();
      const html = await wholeBody(httpResponse);
      const body = withPageFont(inlineStylesheets(html, readCss), fontTags(html, job.ctx.locale, popups));
      const headers = pageHeaders(httpResponse);
      const { identity, gzip, etag } = await compressedBody(body, deps.compressInPlace);
      return {
        status: httpResponse.statusCode,
        headers,
        identity,
        gzip,
        etag,
        hashes: inlineHashes(body),
        complete: complete(),
        timing: { brand: fetched - started, ...phases, finish: performance.now() - assembled },
      };
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** Renders whole pages somewhere: on this thread (the page renderer) or in a pool of threads. */
export interface WholePageRenderer {
  whole(job: RenderJob): Promise<RenderedPage | null>;
}

export interface VikeDeps {
  renderer: PageRenderer;
  /** Where whole pages for the cache are rendered (default: the renderer, on this thread). */
  wholePages?: WholePageRenderer;
  cache: PageCache;
  /** The owner portal's render inputs for a signed-in owner's /member request (server/web/render/portal.ts). */
  portalOf?: (req: import('express').Request, res: Response) => PortalRender | undefined;
  /** Render threads that stream portal pages (the main thread renders them when none can). */
  portalStreams?: { stream(job: PortalStreamJob, sink: PortalStreamSink): Promise<boolean> };
}

/** Bytes that crossed from a render thread arrive as a Uint8Array: the same memory as a Buffer. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The page's entry script as a Link header (issue 29): the browser starts fetching it when the
 * answer's headers arrive, not when the parser reaches the script at the end of the page. At low
 * priority, so the page's font, hero picture and its own small scripts go first.
 */
function entryPreload(httpResponse: { earlyHints: { assetType: string | null; isEntry: boolean; src: string }[] }): string | null {
  const entry = httpResponse.earlyHints.find((hint) => hint.isEntry && hint.assetType === 'script');
  return entry ? `<${entry.src}>; rel=modulepreload; fetchpriority=low` : null;
}

/**
 * The headers of a page vike rendered, for this server to send: vike's own CSP header is skipped
 * (helmet's policy is the one, DESIGN §7), and the entry script is announced (entryPreload).
 */
export function pageHeaders(httpResponse: { headers: [string, string][] } & Parameters<typeof entryPreload>[0]): [string, string][] {
  const headers = httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy');
  const preload = entryPreload(httpResponse);
  if (preload) headers.push(['Link', preload]);
  return headers;
}

/** Request headers as plain strings (repeated headers joined), for a render job. */
function plainHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/**
 * The vike catch-all. Public pages are rendered whole, stored pre-compressed in the page cache and
 * sent from there; everything else streams. vike's own CSP header is skipped: helmet's policy is
 * the one policy of the response (DESIGN §7).
 */
export function vikePages(deps: VikeDeps): RequestHandler {
  const wholePages = deps.wholePages ?? deps.renderer;
  // Renders in flight, by generation and cache key. Requests for a page that is being rendered wait
  // for that render instead of starting their own: after a content change (or an eviction) 200
  // visitors of the home page cost one render, not 200 (issue 14, points 1 and 2).
  const inFlight = new Map<string, Promise<RenderedPage | null>>();
  const renderOnce = (flightKey: string, job: RenderJob): { page: Promise<RenderedPage | null>; shared: boolean } => {
    const running = inFlight.get(flightKey);
    if (running) return { page: running, shared: true };
    const page = wholePages.whole(job).finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, page);
    return { page, shared: false };
  };
  return async (req, res, next) => {
    const ctx = res.locals.ctx as RequestContext;
    // Set by the page cache for every public page (page-cache.ts): rendered whole, off the main
    // thread, and stored when it may be. Portal pages and the rest stream.
    const render = res.locals.pageRender as PageRender | undefined;
    // From configuration only (origin.ts): never from the request's Host.
    const origin = res.locals.origin as string;
    // The page depends on these cookies and headers.
    const commonHeaders = (): void => {
      res.setHeader('Vary', 'Cookie, Accept-Language, User-Agent, Accept-Encoding');
      // Public pages may be kept and revalidated (ETag); personal ones never stored (DESIGN §6).
      res.setHeader('Cache-Control', render || isCacheablePath(req.path) ? 'private, no-cache' : 'private, no-store');
      // A test hotel's pages (and their page-context JSON) are for staff, not search engines
      // (docs/decisions.md, issue 15, point 5); the page's head says so too. Stored with the page.
      if (isTestHotel(pageHotelSeq(req.path, ctx.site.hotelSeq))) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    };

    if (!render) {
      const session = res.locals.ownerSession as OwnerSession | null;
      const portalStatus = res.locals.portalStatus as number | undefined;
      if (deps.portalStreams && session && portalStatus) {
        // The owner portal renders on a render thread, its chunks written here as they come.
        const flush = () => (res as Response & { flush?: () => void }).flush?.();
        const job: PortalStreamJob = { url: req.originalUrl, headers: plainHeaders(req.headers), ctx, origin, nonce: res.locals.cspNonce as string, session, clientIp: req.ip, status: portalStatus };
        const streamed = await deps.portalStreams.stream(job, {
          head(status, headers) {
            for (const [name, value] of headers) res.setHeader(name, value);
            commonHeaders();
            res.status(status);
          },
          chunk(bytes) {
            res.write(bytes);
            flush();
          },
          end() {
            res.end();
          },
        });
        if (streamed) return;
      }
      const portal = deps.portalOf?.(req, res);
      const httpResponse = await deps.renderer.stream(req.originalUrl, req.headers, ctx, origin, res.locals.cspNonce as string, portal);
      if (!httpResponse) return next();
      for (const [name, value] of pageHeaders(httpResponse)) res.setHeader(name, value);
      commonHeaders();
      // The portal's router decides its not-found page (portal/routes.ts); vike renders the one page.
      res.status(portal && httpResponse.statusCode === 200 ? portal.status : httpResponse.statusCode);
      // Through the compression middleware each chunk is flushed as it comes: gzip would otherwise
      // hold the streamed shell until its buffer fills or the page ends.
      const out = portal ? inlineHeadStyles(res.locals.cspNonce as string, deps.renderer.readCss, deps.renderer.portalFontTags(ctx.locale, portal, res.locals.cspNonce as string)) : new PassThrough();
      out.pipe(res);
      out.on('data', () => (res as Response & { flush?: () => void }).flush?.());
      httpResponse.pipe(out);
      return;
    }

    // Rendered from the address reduced to what the page reads (request-context.ts): every address
    // sharing the cache entry gets the bytes it would have got itself. A search, a signed-in
    // owner's public page or a page rendered while the content version is unknown is rendered the
    // same way, on a render thread, and never stored (issue 25, point 4: no anonymous request
    // renders on the main thread while a render thread is ready).
    const flight = renderOnce(`${render.generation}|${render.key}`, { url: render.url, headers: plainHeaders(req.headers), ctx, origin });
    const page = await flight.page;
    if (!page) return next();
    const stored = performance.now();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    commonHeaders();
    const policy = policyWithHashes(res, page.hashes);
    if (policy) res.setHeader('Content-Security-Policy', policy);
    // Kept by this process's cache and by a shared one in front (issue 30, shared-cache.ts): a
    // whole public page for anyone, rendered in a known content version.
    const shareable = render.store && page.status === 200 && page.complete && !res.getHeader('set-cookie');
    if (shareable) for (const [name, value] of sharedCacheHeaders(render.generation)) res.setHeader(name, value);
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      // HSTS is the request's (TLS or not), added to each answer, hits included (page-cache.ts).
      if (value === undefined || ['set-cookie', 'content-length', 'content-encoding', 'etag', 'x-cache', 'strict-transport-security'].includes(name)) continue;
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    }
    const entry = cacheEntry(page.status, headers, asBuffer(page.identity), asBuffer(page.gzip), page.etag);
    // How long a miss took, by phase, for browsers' developer tools and monitoring (not stored).
    const t = page.timing;
    res.setHeader('Server-Timing', `brand;dur=${t.brand.toFixed(2)}, data;dur=${t.data.toFixed(2)}, react;dur=${t.react.toFixed(2)}, document;dur=${t.document.toFixed(2)}, finish;dur=${t.finish.toFixed(2)}, store;dur=${(performance.now() - stored).toFixed(2)}`);
    const storing = render.store && !flight.shared;
    if (storing && shareable) deps.cache.set(render.key, entry, render.generation);
    // SHARED: this request waited for the render another request had started.
    sendCached(req, res, entry, !render.store ? 'BYPASS' : flight.shared ? 'SHARED' : 'MISS');
  };
}

/** The owner portal's translations: common, the design system's strings (all of them) and its own. */
export function portalNamespaces(store: Resource[string]): Resource[string] {
  return { common: store.common ?? {}, ui: store.ui ?? {}, member: store.member ?? {}, reports: store.reports ?? {} };
}

const PORTAL_ONLY_UI = new Set(['memberHeader', 'memberMenu', 'memberFooter', 'charts', 'dataTable', 'yearMonthSelect']);

/** The translations a brand page needs: common, site, and the design system's strings of the brand layout. */
export function brandNamespaces(store: Resource[string]): Resource[string] {
  const ui = (store.ui ?? {}) as Record<string, unknown>;
  const { member: _portalOnly, reports: _reportsOnly, ...brand } = store;
  return { ...brand, ui: Object.fromEntries(Object.entries(ui).filter(([key]) => !PORTAL_ONLY_UI.has(key))) };
}
