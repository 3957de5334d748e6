import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import type { Resource } from 'i18next';
import { renderPage } from 'vike/server';
import { langTypeOf } from '../../locales/languages.ts';
import type { ApiClient, BrandScope } from './api-client.ts';
import { buildEntry, isCacheablePath, sendCached, type PageCache } from './page-cache.ts';
import type { RequestContext } from './request-context.ts';

/**
 * /hotel/{id}/… pages, and the details of one hotel's room, facility, promotion or package
 * (/room/{id}/{detailId} …), are of that hotel: its brand data and colour. Every other page is of
 * the visit's hotel (cookie c_hotel).
 */
export function pageHotelSeq(url: string, fallback: number): number {
  const match = /^\/(?:hotel\/(\d{1,9})(?:[/?.]|$)|(?:room|facility|promotion|package)\/(\d{1,9})\/\d)/.exec(url);
  return match ? Number(match[1] ?? match[2]) : fallback;
}

/** sha256 sources of the inline scripts and styles of a page, for a policy without a nonce. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** helmet's policy of this response with the nonce replaced by hashes (a cached page is sent to many). */
function policyWithHashes(res: Response, html: string): string | null {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string') return null;
  const nonce = `'nonce-${res.locals.cspNonce as string}'`;
  const { scripts, styles } = inlineHashes(html);
  return policy
    .split(';')
    .map((d) => {
      const name = d.trim().split(/\s+/)[0];
      if (!d.includes(nonce)) return d;
      const extra = name === 'script-src' ? scripts : name === 'style-src' ? styles : [];
      return d.replace(nonce, extra.join(' ')).replace(/\s+$/, '');
    })
    .join(';');
}

/**
 * Removes font preloads. vike preloads every font file that page CSS names; the app keeps its font
 * faces out of Vite (server/web/assets.ts), so pages carry none today and no request pays for this.
 */
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*>/g;
export function dropFontPreloads(html: string): string {
  return html.replace(FONT_PRELOAD, '');
}

/**
 * A cached page carries its stylesheets inline: no render-blocking requests before the first paint
 * (its policy lists each style's hash). Client-side navigation still loads other pages' CSS files.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | null): string {
  return html.replace(/<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[^"]+\.css)">/g, (tag, href: string) => {
    const css = readCss(href);
    return css === null || css.includes('</style') ? tag : `<style data-href="${href}">${css}</style>`;
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

export interface VikeDeps {
  api: ApiClient;
  resources: Resource;
  assetVersion: string;
  bookingSiteUrl: string;
  cache: PageCache;
  publicOrigin: string | undefined;
  /** The production build's client files (null in development: nothing is inlined). */
  clientDir: string | null;
}

/**
 * The vike catch-all: resolves what every page needs (language, hotel, brand data and terms from
 * the api) and renders the page. Public pages are rendered whole, stored pre-compressed in the page
 * cache and sent from there; everything else streams. vike's own CSP header is skipped: helmet's
 * policy is the one policy of the response (DESIGN §7).
 */
export function vikePages(deps: VikeDeps): RequestHandler {
  // One translations object per locale for the life of the process: the page's i18next instance
  // is cached by this object's identity (client/i18n/instance.ts).
  // The owner portal's and charts' strings stay on the server: the brand pages carry only theirs.
  const readCss = cssReader(deps.clientDir);
  const storeOf = new Map(Object.entries(deps.resources).map(([locale, store]) => [locale, brandNamespaces(store)]));
  return async (req, res, next) => {
    const ctx = res.locals.ctx as RequestContext;
    const cacheKey = res.locals.pageCacheKey as string | undefined;
    const generation = res.locals.pageCacheGeneration as string | undefined;
    const cacheable = cacheKey !== undefined && generation !== undefined && generation !== '';
    const scope: BrandScope = {
      company_seq: ctx.site.companySeq,
      hotel_seq: pageHotelSeq(req.path, ctx.site.hotelSeq),
      lang_type: langTypeOf(ctx.locale),
    };
    // An unknown hotel id answers E404: the page renders without brand data and its +data says 404.
    const [brand, terms] = await Promise.all([deps.api.brandMain(scope).catch(() => null), deps.api.termList(scope).catch(() => null)]);
    const origin = deps.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      // A cached page is rendered whole, as for a bot: no streaming scripts to carry a nonce.
      headersOriginal: cacheable ? { ...req.headers, 'user-agent': 'raon-page-cache' } : req.headers,
      cspNonce: cacheable ? undefined : (res.locals.cspNonce as string),
      locale: ctx.locale,
      localeFromUrl: ctx.localeFromUrl,
      i18nStore: storeOf.get(ctx.locale) ?? {},
      site: ctx.site,
      scope,
      isMobileDevice: ctx.device === 'mobile',
      brand,
      terms: terms?.brand_term_list ?? [],
      assetVersion: deps.assetVersion,
      bookingSiteUrl: deps.bookingSiteUrl,
      origin,
      api: deps.api,
    });
    const { httpResponse } = pageContext;
    if (!httpResponse) return next();
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    // The page depends on these cookies and headers.
    res.setHeader('Vary', 'Cookie, Accept-Language, User-Agent');
    // Public pages may be kept and revalidated (ETag); personal ones never stored (DESIGN §6).
    res.setHeader('Cache-Control', cacheable || isCacheablePath(req.path) ? 'private, no-cache' : 'private, no-store');

    if (!cacheable) {
      res.status(httpResponse.statusCode);
      httpResponse.pipe(res);
      return;
    }
    const body = inlineStylesheets(await httpResponse.getBody(), readCss);
    const policy = policyWithHashes(res, body);
    if (policy) res.setHeader('Content-Security-Policy', policy);
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || ['set-cookie', 'content-length', 'content-encoding', 'etag', 'x-cache'].includes(name)) continue;
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    }
    const entry = buildEntry(httpResponse.statusCode, headers, body);
    if (httpResponse.statusCode === 200 && !res.getHeader('set-cookie')) deps.cache.set(cacheKey, entry, generation);
    sendCached(req, res, entry, 'MISS');
  };
}

const PORTAL_ONLY_UI = new Set(['memberHeader', 'memberMenu', 'memberFooter', 'charts', 'dataTable', 'yearMonthSelect']);

/** The translations a brand page needs: common, site, and the design system's strings of the brand layout. */
export function brandNamespaces(store: Resource[string]): Resource[string] {
  const ui = (store.ui ?? {}) as Record<string, unknown>;
  return { ...store, ui: Object.fromEntries(Object.entries(ui).filter(([key]) => !PORTAL_ONLY_UI.has(key))) };
}
