import { locales, type Locale } from '../../locales/languages.ts';

/** Query parameters that choose what a page shows; the rest (tracking, g) are left out of canonical addresses. */
const MEANINGFUL = ['state', 'page', 'status', 'type', 'category'] as const;

/** The address of this page in `locale` (hreflang alternates and canonical: ?lang= picks the language). */
export function localizedUrl(origin: string, pathname: string, search: Record<string, string>, locale: Locale | null): string {
  const url = new URL(pathname, origin);
  for (const name of MEANINGFUL) {
    const value = search[name];
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  }
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
