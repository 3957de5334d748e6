/**
 * The ten interface languages (SPEC §1): the API's lang_type, the i18next locale (also the
 * folder under locales/ and the value of <html lang>), and the name shown in its own language.
 * Korean is the source language and the fallback.
 */
export const languages = [
  { langType: 'KOR', locale: 'ko', name: '한국어' },
  { langType: 'ENG', locale: 'en', name: 'English' },
  { langType: 'JAN', locale: 'ja', name: '日本語' },
  { langType: 'CHS', locale: 'zh-CN', name: '简体中文' },
  { langType: 'CHT', locale: 'zh-TW', name: '繁體中文' },
  { langType: 'SPA', locale: 'es', name: 'Español' },
  { langType: 'PTR', locale: 'pt', name: 'Português' },
  { langType: 'VI', locale: 'vi', name: 'Tiếng Việt' },
  { langType: 'TH', locale: 'th', name: 'ไทย' },
  { langType: 'MN', locale: 'mn', name: 'Монгол' },
] as const;

export type Language = (typeof languages)[number];
export type LangType = Language['langType'];
export type Locale = Language['locale'];

export const langTypes = languages.map((l) => l.langType) as unknown as readonly [LangType, ...LangType[]];
export const locales = languages.map((l) => l.locale) as unknown as readonly [Locale, ...Locale[]];
export const defaultLocale: Locale = 'ko';
export const namespaces = ['common', 'ui', 'site', 'member', 'reports'] as const;

/** The languages the switcher offers (SPEC §1: Korean and English). */
export const switcherLocales: readonly Locale[] = ['ko', 'en'];

/**
 * The languages tried, in order, for a piece of content (not the interface) in `langType`: the
 * visitor's own, then English, then Korean, the source that always exists (docs/decisions.md,
 * issue 15 point 3: a Spanish visitor reads English, not Korean).
 */
export function contentLanguageChain(langType: LangType): LangType[] {
  return [...new Set<LangType>([langType, ...CONTENT_FALLBACKS])];
}

/** After the visitor's language: English, then Korean. */
export const CONTENT_FALLBACKS = ['ENG', 'KOR'] as const satisfies readonly LangType[];

/** The i18next locale (and `lang` attribute) of an API lang_type. */
export function localeOf(langType: LangType): Locale {
  return languages.find((l) => l.langType === langType)?.locale ?? defaultLocale;
}

/**
 * The `lang` attribute a block of content needs inside a page in `pageLocale`: its own locale when
 * it is in another language (a fallback translation), none when it is in the page's.
 */
export function contentLang(contentLangType: LangType | null | undefined, pageLocale: string): Locale | undefined {
  if (!contentLangType) return undefined;
  const locale = localeOf(contentLangType);
  return locale === pageLocale ? undefined : locale;
}

export function langTypeOf(locale: string): LangType {
  return languages.find((l) => l.locale === locale)?.langType ?? 'KOR';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
