import type { RequestHandler } from 'express';
import type { Resource } from 'i18next';
import { renderPage } from 'vike/server';
import { langTypeOf, type Locale } from '../../locales/languages.ts';
import type { ApiClient } from './api-client.ts';
import type { SiteContext } from './session.ts';

/**
 * The vike catch-all: resolves what every page needs (language, hotel, brand data from the api)
 * and streams the page. vike's own CSP header is skipped: helmet's policy, with the same nonce,
 * is the one policy of the response (DESIGN §7).
 */
export function vikePages(deps: { api: ApiClient; resources: Resource; assetVersion: string; bookingSiteUrl: string }): RequestHandler {
  // One translations object per locale for the life of the process: the page's i18next instance
  // is cached by this object's identity (client/i18n/instance.ts).
  const storeOf = new Map(Object.entries(deps.resources).map(([locale, store]) => [locale, { common: store.common ?? {} }]));
  return async (req, res, next) => {
    const site = res.locals.site as SiteContext;
    const locale = req.language as Locale;
    const brand = await deps.api.brandMain({ company_seq: site.companySeq, hotel_seq: site.hotelSeq, lang_type: langTypeOf(locale) });
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: res.locals.cspNonce as string,
      locale,
      i18nStore: storeOf.get(locale) ?? {},
      site,
      brand,
      assetVersion: deps.assetVersion,
      bookingSiteUrl: deps.bookingSiteUrl,
    });
    const { httpResponse } = pageContext;
    if (!httpResponse) return next();
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    // The page depends on these cookies and headers; the page cache (a later step) keys on them.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.status(httpResponse.statusCode);
    httpResponse.pipe(res);
  };
}
