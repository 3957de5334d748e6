import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pageQueryOf } from '../../../site/lib/pageQuery.ts';
import { isLocale, languages, type Locale } from '../../../locales/languages.ts';
import { detectLocale, LANGUAGE_COOKIE } from '../render/i18n.ts';
import { COMPANY_COOKIE, HOTEL_COOKIE, siteContextOf, type SiteContext } from './session.ts';

/** What a page depends on besides its address: read from headers alone, cheaply, before any other middleware. */
export interface RequestContext {
  locale: Locale;
  /** The language came from the address (?lang=), as hreflang alternates link it. */
  localeFromUrl: boolean;
  site: SiteContext;
  /** Phones and tablets get the mobile layout on the server (the brand site's is ≤ 1240 px); the browser corrects it by width. */
  device: 'mobile' | 'desktop';
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|KAKAOTALK/i;

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** ?lang= names a locale of the ten, in any case (ko, en, zh-CN …). */
export function localeFromQuery(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const found = languages.find((l) => l.locale.toLowerCase() === value.toLowerCase());
  return found && isLocale(found.locale) ? found.locale : null;
}

/** A public page's address reduced to what the page depends on. */
export interface PageAddress {
  /** The path as requested (still percent-encoded). */
  pathname: string;
  /**
   * The path with the parameters its page reads, each with a value the page accepts, defaults left
   * out (site/lib/pageQuery.ts), then a known ?lang=: the cache key and the address rendered.
   */
  canonical: string;
  /** ?lang= as a locale of the ten, or null (absent, unknown or given more than once). */
  lang: Locale | null;
  /**
   * A search (a keyword on a page that searches): rendered for whoever asks, off the main thread,
   * never stored, and limited per visitor (issue 25, point 4).
   */
  search: boolean;
}

const ADDRESS_MEMO = 4096;
const addressMemo = new Map<string, PageAddress>();

/**
 * The page address of a request target (`/path?query`). Everything else in the query (tracking
 * tags, `g`, cache busters, another page's parameters, values the page would not accept) leaves the
 * page as it is, so it is left out of the page-cache key and of the address the page is rendered
 * from: any number of made-up query strings share one cached page (issue 14, point 1; issue 25,
 * point 4: `/?keyword=a` is the home page, `/?tab=<random>` too). Memoised: a busy page is asked for
 * with the same few targets, and a hit must cost a lookup, not a parse. Repeated parameters keep the
 * last value, as vike's urlParsed.search does.
 */
export function pageAddressOf(target: string): PageAddress {
  const known = addressMemo.get(target);
  if (known) return known;
  const q = target.indexOf('?');
  const hash = target.indexOf('#');
  const pathname = q === -1 ? (hash === -1 ? target : target.slice(0, hash)) : target.slice(0, q);
  let canonical = pathname;
  let lang: Locale | null = null;
  let search = false;
  if (q !== -1) {
    const params = new URLSearchParams(target.slice(q + 1, hash > q ? hash : undefined));
    const page = pageQueryOf(pathname, (name) => {
      const values = params.getAll(name);
      return values[values.length - 1];
    });
    const kept = page.params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    search = page.search;
    const langs = params.getAll('lang');
    lang = langs.length === 1 ? localeFromQuery(langs[0]) : null;
    if (lang) kept.push(`lang=${lang}`);
    if (kept.length > 0) canonical = `${pathname}?${kept.join('&')}`;
  }
  const address = { pathname, canonical, lang, search };
  if (addressMemo.size >= ADDRESS_MEMO) addressMemo.clear();
  addressMemo.set(target, address);
  return address;
}

/** The request's context from its headers and its page address; no Express needed (the page cache's front uses it). */
const CONTEXT_MEMO = 2048;
const contextMemo = new Map<string, RequestContext>();

export function contextOf(headers: IncomingHttpHeaders, lang: Locale | null): RequestContext {
  const cookie = headers.cookie;
  // Visitors of one kind send the same few header combinations: remembered, a hit parses nothing.
  const memoKey = `${lang ?? ''}\n${cookie ?? ''}\n${headers['accept-language'] ?? ''}\n${headers['user-agent'] ?? ''}`;
  const known = contextMemo.get(memoKey);
  if (known) return known;
  const ctx = contextFromHeaders(headers, lang);
  if (contextMemo.size >= CONTEXT_MEMO) contextMemo.clear();
  contextMemo.set(memoKey, ctx);
  return ctx;
}

function contextFromHeaders(headers: IncomingHttpHeaders, lang: Locale | null): RequestContext {
  const cookie = headers.cookie;
  return {
    locale: lang ?? detectLocale(cookieValue(cookie, LANGUAGE_COOKIE), headers['accept-language']),
    localeFromUrl: lang !== null,
    site: siteContextOf({ [HOTEL_COOKIE]: cookieValue(cookie, HOTEL_COOKIE), [COMPANY_COOKIE]: cookieValue(cookie, COMPANY_COOKIE) }),
    device: MOBILE_UA.test(headers['user-agent'] ?? '') ? 'mobile' : 'desktop',
  };
}

export function requestContextOf(req: Request): RequestContext {
  return contextOf(req.headers, pageAddressOf(req.url).lang);
}

export const requestContext: RequestHandler = (req, res, next) => {
  const ctx = requestContextOf(req);
  res.locals.ctx = ctx;
  res.locals.site = ctx.site;
  next();
};

/** The page-cache key: what a public page depends on (hotel, company, language, device, page address). */
export function cacheKeyOf(ctx: RequestContext, address: PageAddress): string {
  return `${ctx.site.hotelSeq}|${ctx.site.companySeq}|${ctx.locale}|${ctx.device}|${address.canonical}`;
}

export function pageCacheKey(req: Request): string {
  return cacheKeyOf(req.res!.locals.ctx as RequestContext, pageAddressOf(req.url));
}

/** The calendar day in Korea: offers on sale and event pop-ups turn over at Seoul midnight. */
export function seoulDay(now = Date.now()): string {
  return new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
}
