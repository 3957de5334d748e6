import i18next, { type i18n, type Resource } from 'i18next';
import { defaultLocale } from '../../locales/languages.ts';

const cache = new WeakMap<object, i18n>();

/**
 * An i18next instance for one language's translations, made once per translations object.
 * The server passes only the page's language to the client, so every instance holds one locale.
 */
export function i18nFor(locale: string, store: Resource[string]): i18n {
  const cached = cache.get(store);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources: { [locale]: store },
    defaultNS: 'common',
    ns: Object.keys(store),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  cache.set(store, instance);
  return instance;
}
