import { Router, type Response } from 'express';
import { isTestHotel } from '../../../contracts/hotels.ts';
import { locales } from '../../../locales/languages.ts';
import { log } from '../../lib/logger.ts';
import type { BrandScope } from '../../../contracts/brand.ts';
import type { ApiClient } from '../api-client.ts';
import { DEFAULT_COMPANY_SEQ, DEFAULT_HOTEL_SEQ } from '../middleware/session.ts';

/** Addresses search engines should not index: personal, one-off or machine endpoints. */
export const DISALLOWED = ['/member', '/login-member', '/start', '/booking-standin', '/login_success', '/logout', '/bff/'] as const;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's origin from configuration (origin.ts), never from the request's Host. */
function originOf(res: Response): string {
  return res.locals.origin as string;
}

/** A read the sitemap needs did not answer: a list without it would be served as if it were whole. */
export class SitemapIncomplete extends Error {
  override name = 'SitemapIncomplete';
}

/**
 * Every public address: the fixed pages, each property's tabs, and each facility, room, promotion
 * and package. Never a test hotel's: the API's lists for the brand leave it out today, and the
 * sitemap does not count on that (it is noindex, docs/decisions.md issue 15, point 5). Every read must answer: a failed one throws SitemapIncomplete rather than leave
 * pages out (a search engine would drop them).
 */
export async function publicPaths(api: ApiClient): Promise<string[]> {
  const scope: BrandScope = { company_seq: DEFAULT_COMPANY_SEQ, hotel_seq: DEFAULT_HOTEL_SEQ, lang_type: 'KOR' };
  const paths = ['/', '/brand', '/facility', '/promotion', '/package', '/support', '/support?state=2', '/support?state=3', '/terms'];
  const required = async <T>(what: string, pending: Promise<T | null>): Promise<T> => {
    const value = await pending.catch(() => null);
    if (value === null) throw new SitemapIncomplete(`the API did not answer ${what}`);
    return value;
  };
  const [main, facilities] = await Promise.all([required('brand main', api.brandMain(scope)), required('facility list', api.read('facilityList', scope, {}))]);
  for (const hotel of main.property_hotel_list) {
    if (isTestHotel(hotel.hotel_seq)) continue;
    const base = `/hotel/${hotel.hotel_seq}`;
    paths.push(base, `${base}/rooms`, `${base}/promotion`, `${base}/package`, `${base}/facility`, `${base}/support`);
  }
  for (const f of facilities.facility_list) {
    if (isTestHotel(f.hotel_seq)) continue;
    paths.push(f.facility_type === 'room' ? `/room/${f.hotel_seq}/${f.facility_seq}` : `/facility/${f.hotel_seq}/${f.facility_seq}`);
  }
  for (const kind of ['promotion', 'package'] as const) {
    for (let page = 1; page <= 20; page++) {
      const list = await required(`${kind} list page ${page}`, api.read(kind === 'promotion' ? 'promotionList' : 'packageList', scope, { page, page_size: 50, status: 'ongoing' }));
      const items = 'promotion_list' in list ? list.promotion_list.map((p) => [p.hotel_seq, p.promotion_seq] as const) : list.package_list.map((p) => [p.hotel_seq, p.package_seq] as const);
      for (const [hotel, seq] of items) if (!isTestHotel(hotel)) paths.push(`/${kind}/${hotel}/${seq}`);
      if (page * list.page_size >= list.total_count) break;
    }
  }
  return paths;
}

function withLang(origin: string, path: string, locale: string | null): string {
  const url = new URL(path, origin);
  if (locale) url.searchParams.set('lang', locale);
  return url.toString();
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => {
    const links = [...locales.map((l) => [l, withLang(origin, path, l)] as const), ['x-default', withLang(origin, path, null)] as const]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href)}"/>`)
      .join('');
    return `<url><loc>${xml(withLang(origin, path, null))}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** /robots.txt and /sitemap.xml (issue 5: what a hotel site needs to be found). */
export function seo(api: ApiClient): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(originOf(res)));
  });
  // The last whole sitemap, by origin: served while the API cannot give a new one (never a partial one).
  const lastGood = new Map<string, string>();
  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(res);
    let body: string | undefined;
    try {
      body = sitemapXml(origin, await publicPaths(api));
      lastGood.set(origin, body);
    } catch (err) {
      body = lastGood.get(origin);
      log.warn(body ? 'sitemap could not be rebuilt: serving the last whole one' : 'sitemap failed', { error: String(err) });
    }
    if (body === undefined) {
      res.status(503).setHeader('Retry-After', '60');
      res.type('text/plain').send('The sitemap is not available right now. Try again in a moment.');
      return;
    }
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  });
  return router;
}
