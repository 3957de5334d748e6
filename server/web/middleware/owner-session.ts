import crypto from 'node:crypto';
import { seal, unseal } from '../../lib/sealed.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { SESSION_COOKIE, type PortalUser } from '../../../contracts/portal.ts';
import { userInfoSchema, type UserInfo } from '../../../contracts/site.ts';
import type { Config } from '../../config.ts';
import { cookieValue } from './request-context.ts';

/**
 * The owner's portal session (DESIGN §1): the operator API's access token and who it belongs to,
 * sealed with AES-256-GCM into the HttpOnly cookie `bookingUserAuth`. Script in the page can
 * neither read nor forge it; the web tier keeps no session state, so any web process can open it.
 */
export interface OwnerSession {
  token: string;
  /** When the token ends (ms since the epoch). */
  expiresAt: number;
  user: UserInfo;
}

const sealed = z.object({ v: z.literal(1), token: z.string().min(20).max(4096), exp: z.number().int().positive(), user: z.unknown() });
const VERSION = 'v1';
/** Binds the ciphertext to its purpose: a value sealed for another cookie does not open here. */
const AAD = Buffer.from(`${SESSION_COOKIE}/v1`);
/** AES-GCM's full tag: anything shorter is refused, never checked on its first bytes only. */

export interface Sealer {
  seal(session: OwnerSession): string;
  /** The session, or null when the value was not sealed with this key, was altered or has expired. */
  open(value: string | undefined, now?: number): OwnerSession | null;
}

export function createSealer(secret: Buffer | string): Sealer {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), Buffer.from('raon owner portal session'), 32));
  return {
    seal(session) {
      return seal(key, AAD, VERSION, JSON.stringify({ v: 1, token: session.token, exp: session.expiresAt, user: session.user }));
    },
    open(value, now = Date.now()) {
      if (!value) return null;
      const plain = unseal(key, AAD, VERSION, value);
      if (plain === null) return null;
      try {
        const parsed = sealed.safeParse(JSON.parse(plain));
        if (!parsed.success || parsed.data.exp <= now) return null;
        const user = userInfoSchema.safeParse(parsed.data.user);
        return user.success ? { token: parsed.data.token, expiresAt: parsed.data.exp, user: user.data } : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The sealing key: SESSION_SECRET, else a random key made once and kept in DATA_DIR/session.key
 * (0600), so that sessions survive a restart and every web process on the machine shares it.
 */
export function sessionSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): Buffer {
  if (config.SESSION_SECRET) return Buffer.from(config.SESSION_SECRET, 'utf8');
  const file = path.join(config.DATA_DIR, 'session.key');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file} does not hold a session key: remove it to make a new one, or set SESSION_SECRET`);
  return Buffer.from(text, 'utf8');
}

/** HttpOnly always; SameSite=Lax (the login page's top-level navigation keeps it); Secure behind TLS. */
export function sessionCookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(maxAgeMs === undefined ? {} : { maxAge: Math.max(0, maxAgeMs) }) };
}

export function setSession(req: Request, res: Response, sealer: Sealer, session: OwnerSession): void {
  res.cookie(SESSION_COOKIE, sealer.seal(session), sessionCookieOptions(req, session.expiresAt - Date.now()));
}

export function clearSession(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
}

/** The request's session, opened once per request (res.locals.ownerSession). */
export function readSession(sealer: Sealer): RequestHandler {
  return (req, res, next) => {
    const raw = cookieValue(req.headers.cookie, SESSION_COOKIE);
    const session = sealer.open(raw);
    res.locals.ownerSession = session;
    // A cookie that no longer opens (expired, altered, another key) is removed.
    res.locals.ownerSessionEnded = raw !== undefined && session === null;
    next();
  };
}

export function portalUser(session: OwnerSession): PortalUser {
  return { userInfo: session.user, expiresAt: new Date(session.expiresAt).toISOString() };
}
