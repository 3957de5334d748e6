import { seoulDate } from '../stores/reservation.ts';

/**
 * Event pop-ups kept away (SPEC §3 layout store showPopList; issue 15, point 1):
 * - "don't show again today": popup_seq → the Seoul day it was hidden on, in local storage;
 * - closed (닫기, ×, Escape): the popup_seq list of this visit, in session storage, so for this tab
 *   only, across client-side moves and reloads, and shown again in a new tab or a new visit.
 */
export const POPUP_HIDE_KEY = 'c_popupHidden';

/** Today in Korea (yyyy-mm-dd): the reservation store's day. */
export function seoulToday(now = Date.now()): string {
  return seoulDate(0, now);
}

function read(storage: Storage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUP_HIDE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function isHiddenToday(storage: Storage, popupSeq: number, now = Date.now()): boolean {
  return read(storage)[String(popupSeq)] === seoulToday(now);
}

export function hideToday(storage: Storage, popupSeq: number, now = Date.now()): void {
  const today = seoulToday(now);
  // Only today's entries are kept, so the record never grows.
  const kept = Object.fromEntries(Object.entries(read(storage)).filter(([, day]) => day === today));
  kept[String(popupSeq)] = today;
  try {
    storage.setItem(POPUP_HIDE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: the pop-up shows again next time.
  }
}

/** Pop-ups closed during this visit: a JSON list of popup_seq, in session storage. */
export const POPUP_CLOSED_KEY = 'c_popupClosed';
/** More than any hotel shows in a visit; the oldest entries go first, so the record stays small. */
export const POPUP_CLOSED_MAX = 100;

function readClosed(storage: Storage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUP_CLOSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((seq): seq is number => Number.isSafeInteger(seq)) : [];
  } catch {
    return [];
  }
}

export function isClosedThisVisit(storage: Storage, popupSeq: number): boolean {
  return readClosed(storage).includes(popupSeq);
}

export function closeForVisit(storage: Storage, popupSeq: number): void {
  const closed = [...readClosed(storage).filter((seq) => seq !== popupSeq), popupSeq].slice(-POPUP_CLOSED_MAX);
  try {
    storage.setItem(POPUP_CLOSED_KEY, JSON.stringify(closed));
  } catch {
    // Storage full or unavailable: the caller's memory keeps it away until the next reload.
  }
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
