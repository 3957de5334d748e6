import { bookingQuery, type BookingSearch } from '../../contracts/booking.ts';

/**
 * Hand-off to the external booking site (SPEC §7): login and join in a centred 536×825 pop-up,
 * logout likewise, My Page in a new tab, the reservation start page in a new window. `base` is
 * BOOKING_SITE_URL or the local stand-in's path (DESIGN §1).
 */
export const LOGIN_POPUP = { width: 536, height: 825 } as const;

export function bookingUrl(base: string, path: 'connect-login' | 'logout' | 'start', params: Record<string, string>, origin: string): string {
  const url = new URL(`${base.replace(/\/$/, '')}/${path}`, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Window features of a pop-up centred on the current window. */
export function centredPopupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>, size: { width: number; height: number } = LOGIN_POPUP): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

export const loginUrl = (base: string, hotelCode: string, origin: string) =>
  bookingUrl(base, 'connect-login', { hotelCode, returnUrl: `${origin}/login_success` }, origin);
export const logoutUrl = (base: string, origin: string) => bookingUrl(base, 'logout', { returnUrl: `${origin}/logout` }, origin);
export const myPageUrl = (base: string, hotelCode: string, origin: string) => bookingUrl(base, 'start', { hotel_code: hotelCode, p: 'myPage' }, origin);
export const startUrl = (base: string, hotelCode: string, origin: string) => bookingUrl(base, 'start', { hotel_code: hotelCode }, origin);
/** The start page for a search (issue 29, point 1): the hotel, the stay, the party per room, the room or offer (contracts/booking.ts bookingQuery). */
export const searchUrl = (base: string, search: BookingSearch, origin: string) => bookingUrl(base, 'start', bookingQuery(search), origin);

/** SPEC §6: the Allottee entry is for MEMBERSHIP users of these hotel codes (Sokcho, Naksan, Gyeongju; docs/decisions.md). */
export const ALLOTTEE_HOTEL_CODES: readonly number[] = [13, 14, 15];

export function showsAllottee(user: { user_type: string; hotel_code: number | null } | null): boolean {
  return user !== null && user.user_type === 'MEMBERSHIP' && user.hotel_code !== null && ALLOTTEE_HOTEL_CODES.includes(user.hotel_code);
}

let popup: Window | null = null;

/** Opens (or reuses) the booking pop-up. */
export function openPopup(url: string): Window | null {
  popup = window.open(url, 'raonBooking', centredPopupFeatures(window));
  popup?.focus();
  return popup;
}

/** SPEC §4: a login, logout or paySuccess message closes the pop-up. */
export function closePopup(): void {
  try {
    popup?.close();
  } catch {
    // A pop-up on another origin may refuse; it closes itself after reporting.
  }
  popup = null;
}
