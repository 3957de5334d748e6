import type { Resource } from 'i18next';
import { createTranslations, type Translations } from './translator.ts';

const cache = new WeakMap<object, Translations>();

/**
 * The translator of one language's translations, made once per translations object (the server
 * keeps one per language). The server passes only the page's language to the client, so every
 * translator holds one locale (shared/i18n/translator.ts: i18next's behaviour without its weight).
 */
export function i18nFor(locale: string, store: Resource[string]): Translations {
  const cached = cache.get(store);
  if (cached) return cached;
  const instance = createTranslations(locale, store);
  cache.set(store, instance);
  return instance;
}

/** id of the element that carries the page's translations: a preload link (brand pages) or a JSON script (the portal). */
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
 * Brand pages: fetches the translations asset the head names (`<link id="raon-i18n">`, preloaded
 * while the scripts load; server/web/render/translations.ts) before the first render hydrates. Tried
 * twice; when it cannot be had, the page stays as the server rendered it (readable, its links
 * working) and the error says why. The portal's pages carry their translations inline instead.
 */
export async function loadTranslations(): Promise<void> {
  if (fromDocument || typeof document === 'undefined') return;
  const link = document.getElementById(I18N_SCRIPT_ID);
  if (!(link instanceof HTMLLinkElement)) return;
  let problem: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch(link.href, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      fromDocument = (await res.json()) as Resource[string];
      return;
    } catch (err) {
      problem = err;
    }
  }
  throw new Error(`The page's translations (${link.href}) could not be loaded (${String(problem)}): the page stays as the server sent it.`);
}

/** Whether the brand page's translations are here (always, on a page that carries them inline). */
export function translationsLoaded(): boolean {
  return fromDocument !== undefined || typeof document === 'undefined' || !(document.getElementById(I18N_SCRIPT_ID) instanceof HTMLLinkElement);
}

/**
 * The page's translations: on the server from the page context; in the browser those
 * loadTranslations fetched (brand pages), else the JSON script the server wrote (the portal; read
 * once: the language never changes without a reload).
 */
export function i18nStoreOf(ctx: { i18nStore?: Resource[string] }): Resource[string] {
  if (ctx.i18nStore) return ctx.i18nStore;
  if (!fromDocument) {
    const element = typeof document === 'undefined' ? null : document.getElementById(I18N_SCRIPT_ID);
    if (element instanceof HTMLLinkElement) {
      // A render before loadTranslations ended (a bug of the app's order): said, and not kept.
      console.error('translations read before they were loaded (shared/i18n/instance.ts loadTranslations)');
      return {};
    }
    const text = element instanceof HTMLScriptElement ? element.textContent : null;
    fromDocument = text ? (JSON.parse(text) as Resource[string]) : {};
  }
  return fromDocument;
}

/** The page's translator (server or browser). */
export function i18nOf(ctx: { locale: string; i18nStore?: Resource[string] }): Translations {
  return i18nFor(ctx.locale, i18nStoreOf(ctx));
}
