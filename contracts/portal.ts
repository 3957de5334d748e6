// What the owner portal (portal/) and the web app's BFF (server/web/bff/member-bff.ts) say to
// each other: addresses, the sign-in exchange and the owner's property (SPEC §3, §4, §9).
import type { UserInfo } from './site.ts';

/** The owner portal's address (SPEC §2 /member/*). */
export const PORTAL_ROOT = '/member';

/** The BFF's base for member calls: /bff/member/{path of memberCalls}. */
export const MEMBER_BFF = '/bff/member';
/** An owner's documents (dividend statements) through the web app: `${MEMBER_DOCUMENTS}/{company}/{hotel}/{file_path}{file_name}`. */
export const MEMBER_DOCUMENTS = '/bff/member/documents';
export const PORTAL_LOGIN = '/bff/member/auth/login';
export const PORTAL_LOGOUT = '/bff/member/auth/logout';
/** The name SPEC §7 gives the stored token; here an HttpOnly cookie sealed on the server (DESIGN §1). */
export const SESSION_COOKIE = 'bookingUserAuth';

/** SPEC §3 owner login payload (joinType and hotelCode are fixed by the BFF). */
export interface PortalLoginBody {
  loginId: string;
  password: string;
}

/** What the browser learns of a sign-in: who, never the token. */
export interface PortalLoginResult {
  userInfo: UserInfo;
  loginId: string;
}

/**
 * Why the login page is shown (its ?reason=): the session ended, the owner signed out, or signed
 * out while the API could not confirm it yet (the server ends the token once it answers).
 */
export const loginReasons = ['expired', 'signedOut', 'signedOutPending'] as const;
export type LoginReason = (typeof loginReasons)[number];
/**
 * How a log-in sent as a plain form (before the page's script ran, server/web/bff/login-form.ts) was
 * refused, as the login page's ?error=: wrong credentials, too many tries (with ?retry= seconds),
 * the sign-in service out of reach, or an account that is not an owner's (issue 25, point 7).
 */
export const loginErrors = ['wrong', 'locked', 'unreachable', 'notOwner'] as const;
export type LoginError = (typeof loginErrors)[number];

/** SPEC §4: hotel code → property; otherwise undefined. */
export const propertyByHotelCode = { 13: 'sokcho', 14: 'naksan', 15: 'gyeongju' } as const;
export type Property = (typeof propertyByHotelCode)[keyof typeof propertyByHotelCode];
/** SPEC §1, §9: the properties' site ids. */
export const hotelSeqByProperty: Record<Property, number> = { sokcho: 101, naksan: 102, gyeongju: 103 };

export function propertyOf(hotelCode: number | null | undefined): Property | undefined {
  return hotelCode != null && Object.hasOwn(propertyByHotelCode, hotelCode) ? propertyByHotelCode[hotelCode as keyof typeof propertyByHotelCode] : undefined;
}

/** The session as the portal page receives it from the server (the token stays on the server). */
export interface PortalUser {
  userInfo: UserInfo;
  /** When the sealed session ends (ISO 8601). */
  expiresAt: string;
}

/**
 * An owner's statement (issue 28, point 2): `period` is a month (YYYYMM, the monthly statement)
 * or a year (YYYY, the year's summary for the income tax return). Korean, or English for a page
 * in any other language.
 */
export function statementAddress(period: string, locale: string): string {
  return `${PORTAL_ROOT}/statements/${period}.pdf${locale === 'ko' ? '' : '?lang=en'}`;
}
