import crypto from 'node:crypto';
import type { Request } from 'express';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { OWNER_DEVICE_DAYS } from '../../contracts/limits.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { AppError } from './errors.ts';

const ISSUER = 'raon-operator-api';
const AUDIENCE = 'raon-owner-portal';

/** Who is calling a member route, read from the database on every call so changes apply at once. */
export interface OwnerScope {
  userSeq: number;
  loginId: string;
  userName: string;
  userType: 'MEMBERSHIP' | 'GENERAL';
  hotelCode: number | null;
  /** The property of the owner's units (hotels.owner_hotel_code = hotelCode). */
  hotelSeq: number;
  memberNos: string[];
}

export interface Tokens {
  issue(user: { userSeq: number; loginId: string; userType: string; tokenVersion: number }): Promise<{ token: string; expiresAt: Date }>;
  /**
   * The user id of a valid token: signed by us, not expired (exp required), of an active user
   * whose token version it carries, and not revoked by a log-out; E401 otherwise.
   */
  verify(token: string): Promise<number>;
  /** Takes one token back (log-out): it stops working at once, everywhere. Invalid tokens are ignored. */
  revoke(token: string): Promise<void>;
  /** Proof that a phone number was verified by SMS, for one VOC registration. */
  issuePhoneProof(phone: string, verificationSeq: number, ttlSeconds: number): Promise<string>;
  /** The verification behind a proof, or null when the proof is invalid or expired. */
  verifyPhoneProof(token: string): Promise<{ phone: string; verificationSeq: number } | null>;
  /** A device token for the browser an owner has just signed in from (OWNER_DEVICE_DAYS long). */
  issueDevice(loginId: string): Promise<string>;
  /** Whether `token` is a device token we signed, not expired, naming `loginId`. */
  verifyDevice(token: string, loginId: string): Promise<boolean>;
}

const PHONE_AUDIENCE = 'raon-voc-phone';
const DEVICE_AUDIENCE = 'raon-login-device';

/**
 * The login id as a device token names it: a hash, so that the cookie keeping the token (readable
 * on the owner's disk) does not spell the id out. Ids are matched without regard to case.
 */
const deviceSubject = (loginId: string) => crypto.createHash('sha256').update(`raon device|${loginId.toLowerCase()}`).digest('base64url');

/** The signing key: AUTH_SECRET, else a random key made once and shared by every api process through the database. */
async function signingKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['auth_secret', crypto.randomBytes(48).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', ['auth_secret']);
  return new TextEncoder().encode(row!.value);
}

export function createTokens(db: Db, config: Config): Tokens {
  let key: Promise<Uint8Array> | null = null;
  const getKey = () => (key ??= signingKey(db, config.AUTH_SECRET).catch((err: unknown) => {
    key = null;
    throw err;
  }));
  return {
    async issue(user) {
      // Whole seconds, as the exp claim carries them.
      const expiresAt = new Date(Math.floor((Date.now() + config.TOKEN_TTL_MINUTES * 60_000) / 1000) * 1000);
      const token = await new SignJWT({ login_id: user.loginId, user_type: user.userType, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.userSeq))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(expiresAt)
        .sign(await getKey());
      return { token, expiresAt };
    },
    async issuePhoneProof(phone, verificationSeq, ttlSeconds) {
      return new SignJWT({ vid: verificationSeq })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(phone)
        .setIssuer(ISSUER)
        .setAudience(PHONE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await getKey());
    },
    async verifyPhoneProof(token) {
      try {
        const { payload } = await jwtVerify(token, await getKey(), { issuer: ISSUER, audience: PHONE_AUDIENCE, algorithms: ['HS256'] });
        const vid = Number(payload.vid);
        return typeof payload.sub === 'string' && Number.isSafeInteger(vid) ? { phone: payload.sub, verificationSeq: vid } : null;
      } catch {
        return null;
      }
    },
    async issueDevice(loginId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(deviceSubject(loginId))
        .setIssuer(ISSUER)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${OWNER_DEVICE_DAYS}d`)
        .sign(await getKey());
    },
    async verifyDevice(token, loginId) {
      try {
        const { payload } = await jwtVerify(token, await getKey(), { issuer: ISSUER, audience: DEVICE_AUDIENCE, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        return payload.sub === deviceSubject(loginId);
      } catch {
        return false;
      }
    },
    async verify(token) {
      const claims = await verifiedClaims(token);
      const [row] = await db.query<{ token_version: number; is_active: boolean; revoked: boolean }>(
        'SELECT token_version, is_active, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked FROM users WHERE user_seq = $1',
        [claims.userSeq, claims.jti],
      );
      if (!row || !row.is_active || row.revoked || row.token_version !== claims.version) throw new AppError('E401', 'This sign-in has ended: sign in again.');
      return claims.userSeq;
    },
    async revoke(token) {
      let claims: Awaited<ReturnType<typeof verifiedClaims>>;
      try {
        claims = await verifiedClaims(token);
      } catch {
        return;
      }
      await db.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING', [claims.jti, claims.exp]);
      // Entries whose token has expired anyway are of no more use.
      await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
    },
  };

  /** The claims of a token we signed for the portal, with every claim the checks need present. */
  async function verifiedClaims(token: string): Promise<{ userSeq: number; jti: string; exp: number; version: number }> {
    try {
      const { payload } = await jwtVerify(token, await getKey(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'jti'] });
      const userSeq = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userSeq) || userSeq <= 0 || typeof version !== 'number' || !Number.isSafeInteger(version) || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') throw new AppError('E401');
      return { userSeq, jti: payload.jti, exp: payload.exp, version };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new AppError('E401', 'The access token has expired: sign in again.');
      throw new AppError('E401');
    }
  }
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export async function loadScope(db: Db, userSeq: number): Promise<OwnerScope | null> {
  const [user] = await db.query<{ user_seq: number; login_id: string; user_name: string; user_type: 'MEMBERSHIP' | 'GENERAL'; hotel_code: number | null; is_active: boolean; hotel_seq: number | null }>(
    `SELECT u.user_seq, u.login_id, u.user_name, u.user_type, u.hotel_code, u.is_active, h.hotel_seq
       FROM users u LEFT JOIN hotels h ON h.owner_hotel_code = u.hotel_code
      WHERE u.user_seq = $1`,
    [userSeq],
  );
  if (!user || !user.is_active) return null;
  const members = await db.query<{ member_no: string }>(
    `SELECT m.member_no FROM members m JOIN room_units r ON r.unit_seq = m.unit_seq
      WHERE m.user_seq = $1 AND ($2::int IS NULL OR r.hotel_seq = $2) ORDER BY m.member_no`,
    [userSeq, user.hotel_seq],
  );
  return {
    userSeq: user.user_seq,
    loginId: user.login_id,
    userName: user.user_name,
    userType: user.user_type,
    hotelCode: user.hotel_code,
    hotelSeq: user.hotel_seq ?? 0,
    memberNos: members.map((m) => m.member_no),
  };
}

/** Member routes: a valid token (E401) of an active MEMBERSHIP user with a property (E403). */
export function ownerAuthenticator(db: Db, tokens: Tokens) {
  return async (req: Request): Promise<OwnerScope> => {
    const token = bearerToken(req);
    if (!token) throw new AppError('E401', 'Sign in first: this call needs an access token (Authorization: Bearer …).');
    const scope = await loadScope(db, await tokens.verify(token));
    if (!scope) throw new AppError('E401');
    if (scope.userType !== 'MEMBERSHIP' || !scope.hotelSeq) throw new AppError('E403', 'The owner portal is for owners (MEMBERSHIP members) only.');
    return scope;
  };
}
