import type { Locale } from '../../locales/languages.ts';

export const LANGUAGE_KEY = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * SPEC §4: the chosen language is saved in local and session storage and, so that the server
 * renders it next time, in a cookie; then the page reloads in that language.
 */
export function saveLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
    sessionStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage may be unavailable; the cookie alone carries the choice.
  }
  document.cookie = `${LANGUAGE_KEY}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  // ?lang= in the address would outrank the saved choice: reload without it.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  } else {
    window.location.reload();
  }
}
