import { seoulDate } from '../stores/reservation.ts';

/** "Don't show again today" for event pop-ups: popup_seq → the Seoul day it was hidden on, in local storage. */
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
