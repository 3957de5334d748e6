import type { Resource } from 'i18next';
import { createTranslations, type Translations } from './translator.ts';

const cache = new WeakMap<object, Translations>();

/**
 * The translator of one language's translations, made once per translations object (the server
 * keeps one per language). The server passes only the page's language to the client, so every
 * translator holds one locale (client/i18n/translator.ts: i18next's behaviour without its weight).
 */
export function i18nFor(locale: string, store: Resource[string]): Translations {
  const cached = cache.get(store);
  if (cached) return cached;
  const instance = createTranslations(locale, store);
  cache.set(store, instance);
  return instance;
}

/** id of the script element that carries the page's translations (+Head). */
export const I18N_SCRIPT_ID = 'raon-i18n';

const json = new WeakMap<object, string>();

/**
 * The translations as the text of a JSON script element, made once per translations object: the
 * server keeps one per language, so no page pays for serialising them again, and vike's page
 * context (serialised value by value for every page) stays small. '<' is escaped so that no
 * text can end the element.
 */
export function i18nScriptText(store: Resource[string]): string {
  let text = json.get(store);
  if (text === undefined) json.set(store, (text = JSON.stringify(store).replace(/</g, '\\u003c')));
  return text;
}

let fromDocument: Resource[string] | undefined;

/**
 * The page's translations: on the server from the page context; in the browser from the script
 * element the server wrote (read once: the language never changes without a reload).
 */
export function i18nStoreOf(ctx: { i18nStore?: Resource[string] }): Resource[string] {
  if (ctx.i18nStore) return ctx.i18nStore;
  if (!fromDocument) {
    const text = typeof document === 'undefined' ? null : document.getElementById(I18N_SCRIPT_ID)?.textContent;
    fromDocument = text ? (JSON.parse(text) as Resource[string]) : {};
  }
  return fromDocument;
}

/** The page's translator (server or browser). */
export function i18nOf(ctx: { locale: string; i18nStore?: Resource[string] }): Translations {
  return i18nFor(ctx.locale, i18nStoreOf(ctx));
}
