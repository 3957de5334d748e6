import { Router, type Response } from 'express';
import { locales } from '../../locales/languages.ts';
import { log } from '../lib/logger.ts';
import type { ApiClient, BrandScope } from './api-client.ts';
import { DEFAULT_COMPANY_SEQ, DEFAULT_HOTEL_SEQ } from './session.ts';

/** Addresses search engines should not index: personal, one-off or machine endpoints. */
export const DISALLOWED = ['/member', '/login-member', '/start', '/booking-standin', '/login_success', '/logout', '/bff/'] as const;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's origin from configuration (origin.ts), never from the request's Host. */
function originOf(res: Response): string {
  return res.locals.origin as string;
}

/** Every public address: the fixed pages, each property's tabs, and each facility, room, promotion and package. */
export async function publicPaths(api: ApiClient): Promise<string[]> {
  const scope: BrandScope = { company_seq: DEFAULT_COMPANY_SEQ, hotel_seq: DEFAULT_HOTEL_SEQ, lang_type: 'KOR' };
  const paths = ['/', '/brand', '/facility', '/promotion', '/package', '/support', '/support?state=2', '/support?state=3', '/terms'];
  const safe = <T>(p: Promise<T>) => p.catch(() => null);
  const [main, facilities] = await Promise.all([safe(api.brandMain(scope)), safe(api.read('facilityList', scope, {}))]);
  for (const hotel of main?.property_hotel_list ?? []) {
    const base = `/hotel/${hotel.hotel_seq}`;
    paths.push(base, `${base}/rooms`, `${base}/promotion`, `${base}/package`, `${base}/facility`, `${base}/support`);
  }
  for (const f of facilities?.facility_list ?? []) {
    paths.push(f.facility_type === 'room' ? `/room/${f.hotel_seq}/${f.facility_seq}` : `/facility/${f.hotel_seq}/${f.facility_seq}`);
  }
  for (const kind of ['promotion', 'package'] as const) {
    for (let page = 1; page <= 20; page++) {
      const list = await safe(api.read(kind === 'promotion' ? 'promotionList' : 'packageList', scope, { page, page_size: 50, status: 'ongoing' }));
      if (!list) break;
      const items = 'promotion_list' in list ? list.promotion_list.map((p) => [p.hotel_seq, p.promotion_seq]) : list.package_list.map((p) => [p.hotel_seq, p.package_seq]);
      for (const [hotel, seq] of items) paths.push(`/${kind}/${hotel}/${seq}`);
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
  router.get('/sitemap.xml', async (req, res) => {
    try {
      const paths = await publicPaths(api);
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(sitemapXml(originOf(res), paths));
    } catch (err) {
      log.warn('sitemap failed', { error: String(err) });
      res.status(503).type('text/plain').send('The sitemap is not available right now. Try again in a moment.');
    }
  });
  return router;
}
