import { locales } from '../locales/languages.ts';

/** The user agents the benchmarks load pages as: a desktop browser and a phone. */
export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Every public page of a sitemap.xml, in every language, as a desktop and as a phone: the benchmarks' misses. */
export function sitemapTargets(sitemapXml: string): { path: string; ua: string }[] {
  const paths = [...sitemapXml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return paths.flatMap((p) => locales.flatMap((locale) => [DESKTOP_UA, PHONE_UA].map((ua) => ({ path: `${p}${p.includes('?') ? '&' : '?'}lang=${locale}`, ua }))));
}
