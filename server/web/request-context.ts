import type { Request, RequestHandler } from 'express';
import { isLocale, languages, type Locale } from '../../locales/languages.ts';
import { detectLocale, LANGUAGE_COOKIE } from './i18n.ts';
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

export function requestContextOf(req: Request): RequestContext {
  const cookie = req.headers.cookie;
  const fromUrl = localeFromQuery(req.query.lang);
  return {
    locale: fromUrl ?? detectLocale(cookieValue(cookie, LANGUAGE_COOKIE), req.headers['accept-language']),
    localeFromUrl: fromUrl !== null,
    site: siteContextOf({ [HOTEL_COOKIE]: cookieValue(cookie, HOTEL_COOKIE), [COMPANY_COOKIE]: cookieValue(cookie, COMPANY_COOKIE) }),
    device: MOBILE_UA.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop',
  };
}

export const requestContext: RequestHandler = (req, res, next) => {
  const ctx = requestContextOf(req);
  res.locals.ctx = ctx;
  res.locals.site = ctx.site;
  next();
};

export function pageCacheKey(req: Request): string {
  const ctx = req.res!.locals.ctx as RequestContext;
  return `${ctx.site.hotelSeq}|${ctx.site.companySeq}|${ctx.locale}|${ctx.device}|${req.url}`;
}

/** The calendar day in Korea: offers on sale and event pop-ups turn over at Seoul midnight. */
export function seoulDay(now = Date.now()): string {
  return new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
}
