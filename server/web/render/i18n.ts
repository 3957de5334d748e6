import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Request } from 'express';
import i18next, { type i18n, type Resource } from 'i18next';
import * as i18nMiddleware from 'i18next-http-middleware';
import { defaultLocale, isLocale, locales, namespaces, type Locale } from '../../../locales/languages.ts';

export const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');

export const LANGUAGE_COOKIE = 'language';

export function loadResources(dir = localesDir): Resource {
  const resources: Resource = {};
  for (const locale of locales) {
    resources[locale] = {};
    for (const ns of namespaces) {
      resources[locale]![ns] = JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Record<string, unknown>;
    }
  }
  return resources;
}

/**
 * SPEC §4 language rule on the server: the saved preference (cookie) wins; otherwise Korean when
 * the browser's Accept-Language names Korean, else English. Korean is the fallback.
 */
export function detectLocale(cookieValue: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage === undefined || acceptLanguage.trim() === '') return defaultLocale;
  const tags = acceptLanguage.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  return tags.some((tag) => tag === 'ko' || tag.startsWith('ko-')) ? 'ko' : 'en';
}

export async function createI18n(resources: Resource): Promise<i18n> {
  const detector = new i18nMiddleware.LanguageDetector();
  detector.addDetector({
    name: 'spec',
    lookup: (req: Request) => detectLocale((req.cookies as Record<string, unknown> | undefined)?.[LANGUAGE_COOKIE], req.headers['accept-language']),
  });
  const instance = i18next.createInstance();
  await instance.use(detector).init({
    resources,
    supportedLngs: [...locales],
    fallbackLng: defaultLocale,
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: { order: ['spec'], caches: false },
  });
  return instance;
}

export function i18nHandler(instance: i18n) {
  return i18nMiddleware.handle(instance);
}
