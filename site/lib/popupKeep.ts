import { POPUP_CLOSED_KEY, POPUP_CLOSED_MAX, POPUP_HIDE_KEY, browserStorage, readClosed, readHidden, seoulToday } from './popupHide.ts';

/**
 * Keeping event pop-ups away (the records popupHide.ts reads): written when a pop-up is closed, so
 * this module comes with the pop-up's dialog (EventPopupDialog.tsx), not with every page.
 */

/** Writes a JSON record; a full or refused storage only loses it (the pop-up shows again). */
function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: nothing is kept.
  }
}

export function hideToday(storage: Storage, popupSeq: number, now = Date.now()): void {
  const today = seoulToday(now);
  // Only today's entries are kept, so the record never grows.
  const kept = Object.fromEntries(Object.entries(readHidden(storage)).filter(([, day]) => day === today));
  kept[String(popupSeq)] = today;
  writeJson(storage, POPUP_HIDE_KEY, kept);
}

export function closeForVisit(storage: Storage, popupSeq: number): void {
  // Where storage refuses it, the caller's memory keeps the pop-up away until the next reload.
  writeJson(storage, POPUP_CLOSED_KEY, [...readClosed(storage).filter((seq) => seq !== popupSeq), popupSeq].slice(-POPUP_CLOSED_MAX));
}

/** A pop-up closed in any way: kept away for this visit, and for the Seoul day when "don't show again today" was ticked. */
export function keepAway(popupSeq: number, hide: boolean): void {
  const session = browserStorage('sessionStorage');
  if (session) closeForVisit(session, popupSeq);
  const local = browserStorage('localStorage');
  if (hide && local) hideToday(local, popupSeq);
}
