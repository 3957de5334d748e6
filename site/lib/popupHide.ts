import { seoulDay } from '../../contracts/seoul-clock.ts';

/**
 * Event pop-ups kept away (SPEC §3 layout store showPopList; issue 15, point 1):
 * - "don't show again today": popup_seq → the Seoul day it was hidden on, in local storage;
 * - closed (닫기, ×, Escape): the popup_seq list of this visit, in session storage, so for this tab
 *   only, across client-side moves and reloads, and shown again in a new tab or a new visit.
 * What is read on every page that may show one; writing them is popupKeep.ts, which comes with the
 * pop-up's dialog (a page with none to show does without it).
 */
export const POPUP_HIDE_KEY = 'c_popupHidden';

/** Today in Korea (yyyy-mm-dd): the one clock's day. */
export function seoulToday(now = Date.now()): string {
  return seoulDay(now);
}

/** A JSON record from storage, or `fallback` when it is missing, unreadable or not of its shape. */
function readJson<T>(storage: Storage, key: string, fallback: T, accept: (parsed: unknown) => T | null): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (accept(JSON.parse(raw)) ?? fallback);
  } catch {
    return fallback;
  }
}

/** The "don't show again today" record: popup_seq → the Seoul day it was hidden on. */
export const readHidden = (storage: Storage) =>
  readJson<Record<string, string>>(storage, POPUP_HIDE_KEY, {}, (parsed) => (parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null));

export function isHiddenToday(storage: Storage, popupSeq: number, now = Date.now()): boolean {
  return readHidden(storage)[String(popupSeq)] === seoulToday(now);
}

/** Pop-ups closed during this visit: a JSON list of popup_seq, in session storage. */
export const POPUP_CLOSED_KEY = 'c_popupClosed';
/** More than any hotel shows in a visit; the oldest entries go first, so the record stays small. */
export const POPUP_CLOSED_MAX = 100;

/** The pop-ups closed during this visit. */
export const readClosed = (storage: Storage) =>
  readJson<number[]>(storage, POPUP_CLOSED_KEY, [], (parsed) => (Array.isArray(parsed) ? parsed.filter((seq): seq is number => Number.isSafeInteger(seq)) : null));

export function isClosedThisVisit(storage: Storage, popupSeq: number): boolean {
  return readClosed(storage).includes(popupSeq);
}

/**
 * window.localStorage or window.sessionStorage, or null where reading it throws (storage
 * disabled, a sandboxed frame): the pop-ups then show as if nothing was recorded.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
