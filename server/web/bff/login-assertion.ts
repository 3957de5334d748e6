import crypto from 'node:crypto';
import { seal, unseal } from '../../lib/sealed.ts';
import type { Request } from 'express';
import { z } from 'zod';
import { userInfoSchema, type UserInfo } from '../../../contracts/site.ts';

/**
 * The booking site's word that someone has just logged in (issue 11, point 3). The brand site
 * believes only this: an assertion sealed with AES-256-GCM under a key the booking site and this
 * web app share (LOGIN_ASSERTION_SECRET; the session key when unset, which is what the local
 * stand-in uses). It names the user, lasts ASSERTION_TTL_MS and is taken once per process; the
 * user's details travel encrypted, so the return address carries no readable personal data.
 */
export const ASSERTION_TTL_MS = 2 * 60_000;
const VERSION = 'a1';
const AAD = Buffer.from('raon login assertion/v1');
/** AES-GCM's full tag: anything shorter is refused, never checked on its first bytes only. */
const payload = z.object({ user: z.unknown(), exp: z.number().int().positive(), jti: z.string().min(16).max(64) });

export interface LoginAssertions {
  issue(user: UserInfo, now?: number): string;
  /** The user, once, while the assertion is fresh; null when altered, expired, foreign or already used. */
  redeem(value: unknown, now?: number): UserInfo | null;
}

export function createLoginAssertions(secret: Buffer | string): LoginAssertions {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), Buffer.from('raon login assertion'), 32));
  /** Assertions already taken, until they would have expired anyway. */
  const used = new Map<string, number>();
  const forget = (now: number) => {
    for (const [jti, exp] of used) if (exp <= now) used.delete(jti);
  };
  return {
    issue(user, now = Date.now()) {
      return seal(key, AAD, VERSION, JSON.stringify({ user, exp: now + ASSERTION_TTL_MS, jti: crypto.randomBytes(16).toString('base64url') }));
    },
    redeem(value, now = Date.now()) {
      if (typeof value !== 'string') return null;
      const plain = unseal(key, AAD, VERSION, value);
      if (plain === null) return null;
      try {
        const parsed = payload.safeParse(JSON.parse(plain));
        if (!parsed.success || parsed.data.exp <= now) return null;
        forget(now);
        if (used.has(parsed.data.jti)) return null;
        const user = userInfoSchema.safeParse(parsed.data.user);
        if (!user.success) return null;
        used.set(parsed.data.jti, parsed.data.exp);
        return user.data;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Whether a log-in or log-out page was reached from this site or the booking site (issue 11,
 * point 3): the browser's Sec-Fetch-Site says same-origin or same-site, or — where the booking site
 * is on another site, or the browser sends no fetch metadata — the Referer is one of the two
 * origins. A link from anywhere else (a mail, another site, typed in) is refused.
 */
export function fromOwnSites(req: Request, ownOrigin: string, bookingOrigin: string | null): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'same-site') return true;
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    const origin = new URL(referer).origin;
    return origin === ownOrigin || (bookingOrigin !== null && origin === bookingOrigin);
  } catch {
    return false;
  }
}
