import type { TFunction } from 'i18next';
import type { Translations as I18n } from './translator.ts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The page's i18next instance for its components, and a `useTranslation` that hands out one
 * memoised `t` per (instance, namespace). react-i18next's hook copies the instance's properties
 * into a wrapper and builds a fixed `t` for every component on every render, a large share of a
 * server render; a page here never changes language in place (choosing one reloads), so nothing
 * needs to subscribe. Translations are remembered per instance when their options, if any, are
 * plain values: the server keeps one instance per language for the life of the process.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const MAX_REMEMBERED = 4000;

/**
 * A key for a call whose result depends only on its arguments: a string key, and options (if
 * any) made of strings, numbers and booleans; null for anything else (functions, objects).
 */
function memoKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return null;
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

const bound = new WeakMap<I18n, Map<string, { t: TFunction }>>();

export function translatorFor(i18n: I18n, ns: string): { t: TFunction } {
  let byNs = bound.get(i18n);
  if (!byNs) bound.set(i18n, (byNs = new Map()));
  let entry = byNs.get(ns);
  if (!entry) {
    const fixed = i18n.getFixedT(null, ns) as (key: unknown, options?: unknown) => unknown;
    const remembered = new Map<string, unknown>();
    const t = (key: string | string[], options?: unknown) => {
      const id = memoKey(key, options);
      if (id === null) return fixed(key, options);
      let text = remembered.get(id);
      if (text === undefined) {
        // Bounded: values interpolated from content (counts, names) must not grow it for ever.
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(id, (text = fixed(key, options)));
      }
      return text;
    };
    // The same call signatures as i18next's TFunction; calls with options of plain values are remembered too.
    entry = { t: t as unknown as TFunction };
    byNs.set(ns, entry);
  }
  return entry;
}

export function useTranslation(ns = 'common'): { t: TFunction } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  return translatorFor(i18n, ns);
}

/** The page's language (a page holds one; choosing another reloads). */
export function useLanguage(): string {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useLanguage outside I18nProvider');
  return i18n.language;
}
