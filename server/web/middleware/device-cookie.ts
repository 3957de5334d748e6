import type { Request, Response } from 'express';
import { OWNER_DEVICE_DAYS } from '../../../contracts/limits.ts';

/**
 * OWASP's device cookie (issue 25, point 6): after an owner signs in, the API gives a token that
 * names the ID and is signed with its token key; the web app keeps it in this cookie and sends it
 * with the browser's later sign-ins. The API then does not hold such a sign-in to its address's
 * block: behind a proxy the API does not know of, every visitor has the proxy's address, and 30
 * failures from anyone there would otherwise lock every owner out. One token per browser, the last
 * owner's who signed in (a shared browser keeps only one).
 */
export const DEVICE_COOKIE = 'ownerDevice';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The browser's device token, when it has one of a token's shape (anything else is not sent on). */
export function deviceTokenOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof value === 'string' && value.length <= 2048 && TOKEN_SHAPE.test(value) ? value : undefined;
}

/** HttpOnly, SameSite=Lax, Secure behind TLS, for as long as the token lasts. */
export function setDeviceCookie(req: Request, res: Response, token: string): void {
  res.cookie(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: OWNER_DEVICE_DAYS * 24 * 60 * 60 * 1000 });
}
