import { locales, type Locale } from '../../locales/languages.ts';
import { pageQueryOf } from './pageQuery.ts';

/**
 * The address of this page in `locale` (hreflang alternates and canonical: ?lang= picks the
 * language). Only what the page reads, with values it accepts (pageQuery.ts); tracking tags, `g`
 * and a search's keyword (its results are the list's) are left out.
 */
export function localizedUrl(origin: string, pathname: string, search: Record<string, string>, locale: Locale | null): string {
  const url = new URL(pathname, origin);
  for (const [name, value] of pageQueryOf(pathname, (n) => search[n]).params) if (name !== 'keyword') url.searchParams.set(name, value);
  if (locale) url.searchParams.set('lang', locale);
  return url.toString();
}

export function alternates(origin: string, pathname: string, search: Record<string, string>): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: localizedUrl(origin, pathname, search, locale) })),
    { hreflang: 'x-default', href: localizedUrl(origin, pathname, search, null) },
  ];
}

/** og:locale values (language_TERRITORY). */
export const ogLocale: Record<Locale, string> = {
  ko: 'ko_KR', en: 'en_US', ja: 'ja_JP', 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', es: 'es_ES', pt: 'pt_BR', vi: 'vi_VN', th: 'th_TH', mn: 'mn_MN',
};
