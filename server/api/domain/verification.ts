import crypto from 'node:crypto';
import { seoulDay } from '../../../contracts/seoul-clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../errors.ts';
import type { Tokens } from '../auth.ts';
import type { Messenger } from '../messaging.ts';
import { consume, tooMany, type Limiters } from '../rate-limit.ts';
import { verifyCodeText } from './voc-mail.ts';

// DESIGN §1 and DOMAIN: 6 digits from a CSPRNG, single use, valid 10 minutes, at most 5 checks
// per code, 60 s between sends, daily caps per phone number.
export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_SECONDS = 60;
export const MAX_CHECKS = 5;
export const PROOF_TTL_SECONDS = 30 * 60;

function hashCode(code: string, salt: string): string {
  return crypto.createHmac('sha256', salt).update(code).digest('base64url');
}

export async function sendCode(deps: { db: Db; limiters: Limiters; messenger: Messenger }, phone: string, address: string, langType = 'KOR') {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = crypto.randomBytes(16).toString('base64url');
  // One code per number per RESEND_SECONDS, decided atomically (issue 11, point 5): the number's
  // lock is held from reading its last send to recording this one, so parallel requests for one
  // number send one message.
  await deps.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
    const [last] = await tx.query<{ age: number }>(
      'SELECT EXTRACT(EPOCH FROM now() - created_at)::float8 AS age FROM sms_verifications WHERE phone = $1 ORDER BY created_at DESC LIMIT 1',
      [phone],
    );
    if (last && last.age < RESEND_SECONDS) throw tooMany((RESEND_SECONDS - last.age) * 1000, 'A code was sent to this number a moment ago.');
    await consume(deps.limiters.smsPerAddress, address, 'Too many codes were requested from this address.');
    await consume(deps.limiters.smsPerDay, phone, 'This number has had the most codes allowed for today.');
    await consume(deps.limiters.smsAllPerDay, seoulDay(), 'Text messages are paused for today: please call the hotel, or try again tomorrow.');
    await tx.query(`INSERT INTO sms_verifications (phone, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [phone, `${salt}$${hashCode(code, salt)}`, CODE_TTL_SECONDS]);
  });
  await deps.messenger.sms(phone, await verifyCodeText(langType, code, CODE_TTL_SECONDS / 60));
  return { expires_in_seconds: CODE_TTL_SECONDS, resend_after_seconds: RESEND_SECONDS };
}

export async function validateCode(deps: { db: Db; tokens: Tokens }, phone: string, code: string) {
  const result = await deps.db.transaction(async (tx) => {
    const [v] = await tx.query<{ verification_seq: number; code_hash: string; attempts: number; expired: boolean }>(
      `SELECT verification_seq, code_hash, attempts, expires_at <= now() AS expired FROM sms_verifications
        WHERE phone = $1 AND purpose = 'voc' AND verified_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [phone],
    );
    if (!v) return { error: new AppError('E400', 'No code was sent to this number: request a code first.', { errors: [{ path: 'phone', message: 'request a code first' }] }) };
    if (v.expired) return { error: new AppError('E400', 'The code has expired: request a new one.', { errors: [{ path: 'code', message: 'expired' }] }) };
    if (v.attempts >= MAX_CHECKS) return { error: new AppError('E429', 'The code was entered wrongly too many times: request a new one.') };
    const [salt, expected] = v.code_hash.split('$') as [string, string];
    const matches = crypto.timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(expected));
    if (!matches) {
      await tx.query('UPDATE sms_verifications SET attempts = attempts + 1 WHERE verification_seq = $1', [v.verification_seq]);
      const left = MAX_CHECKS - v.attempts - 1;
      return { error: new AppError('E400', left > 0 ? `The code does not match: ${left} tries left.` : 'The code does not match, and no tries are left: request a new code.', { errors: [{ path: 'code', message: 'does not match' }] }) };
    }
    await tx.query('UPDATE sms_verifications SET attempts = attempts + 1, verified_at = now() WHERE verification_seq = $1', [v.verification_seq]);
    return { verificationSeq: v.verification_seq };
  });
  // The wrong attempt is counted even though the call fails: it is committed before the error is thrown.
  if ('error' in result) throw result.error;
  return {
    verified: true as const,
    verification_token: await deps.tokens.issuePhoneProof(phone, result.verificationSeq, PROOF_TTL_SECONDS),
    expires_in_seconds: PROOF_TTL_SECONDS,
  };
}

/** Whether a phone proof is valid for the number and its verification not used yet (no side effect). */
export async function checkProof(deps: { db: Db; tokens: Tokens }, phone: string, token: string): Promise<{ valid: boolean }> {
  const proof = await deps.tokens.verifyPhoneProof(token);
  if (!proof || proof.phone !== phone) return { valid: false };
  const [row] = await deps.db.query('SELECT 1 FROM sms_verifications WHERE verification_seq = $1 AND phone = $2 AND verified_at IS NOT NULL AND consumed_at IS NULL', [proof.verificationSeq, phone]);
  return { valid: Boolean(row) };
}
