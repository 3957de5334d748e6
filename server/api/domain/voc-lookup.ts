import crypto from 'node:crypto';
import { seoulDay } from '../../../contracts/seoul-clock.ts';
import { LOOKUP_MISMATCH_MESSAGE, type VocStatus } from '../../../contracts/voc.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../errors.ts';
import type { Messenger } from '../messaging.ts';
import { consume, type Limiters } from '../rate-limit.ts';
import { CODE_TTL_SECONDS, MAX_CHECKS, RESEND_SECONDS } from './verification.ts';
import { lookupCodeText } from './voc-mail.ts';

// The inquiry lookup (issue 15, point 7): receipt number + the mobile number the inquiry was
// registered with → a 6-digit code texted to that number → the inquiry's status and answer.
// Nothing in the answers tells a receipt that exists from one that does not, or the right number
// from a wrong one: the code request always answers the same, and every failed check answers
// LOOKUP_MISMATCH_MESSAGE. The limits count every attempt, matching or not, so a refusal (429)
// says nothing either. Codes follow DESIGN §1: CSPRNG, hashed, single use, 10 minutes, 5 checks.

const hashCode = (code: string, salt: string) => crypto.createHmac('sha256', salt).update(code).digest('base64url');

const mismatch = () => new AppError('E400', LOOKUP_MISMATCH_MESSAGE, { errors: [{ path: 'code', message: 'does not match' }] });

type Deps = { db: Db; limiters: Limiters; messenger: Messenger };

/** Counts one lookup attempt against the address and the receipt number (429 when either is spent). */
async function countAttempt(deps: Pick<Deps, 'limiters'>, receiptNo: string, address: string) {
  await consume(deps.limiters.vocLookupPerAddress, address, 'Too many inquiry lookups from this address.');
  await consume(deps.limiters.vocLookupPerReceipt, receiptNo, 'Too many lookups of this receipt number.');
}

export async function sendLookupCode(deps: Deps, receiptNo: string, phone: string, address: string) {
  await countAttempt(deps, receiptNo, address);
  // The number's daily cap is counted whether or not the pair matches (a 429 must not tell them apart).
  await consume(deps.limiters.smsPerDay, phone, 'This number has had the most codes allowed for today.');
  const answer = { expires_in_seconds: CODE_TTL_SECONDS, resend_after_seconds: RESEND_SECONDS };
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = crypto.randomBytes(16).toString('base64url');
  const sent = await deps.db.transaction(async (tx) => {
    const [voc] = await tx.query<{ voc_seq: number; lang_type: string }>('SELECT voc_seq, lang_type FROM vocs WHERE receipt_no = $1 AND phone = $2', [receiptNo, phone]);
    if (!voc) return null;
    // One text per number per RESEND_SECONDS, as for the registration's codes (the same lock and
    // table): a request inside the wait sends nothing and answers as any other.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
    const [last] = await tx.query<{ age: number }>('SELECT EXTRACT(EPOCH FROM now() - created_at)::float8 AS age FROM sms_verifications WHERE phone = $1 ORDER BY created_at DESC LIMIT 1', [phone]);
    if (last && last.age < RESEND_SECONDS) return null;
    await consume(deps.limiters.smsAllPerDay, seoulDay(), 'Text messages are paused for today: please call the hotel, or try again tomorrow.');
    await tx.query(
      `INSERT INTO sms_verifications (phone, code_hash, purpose, voc_seq, expires_at) VALUES ($1, $2, 'voc_lookup', $3, now() + make_interval(secs => $4))`,
      [phone, `${salt}$${hashCode(code, salt)}`, voc.voc_seq, CODE_TTL_SECONDS],
    );
    return voc;
  });
  if (sent) await deps.messenger.sms(phone, await lookupCodeText(sent.lang_type, code, CODE_TTL_SECONDS / 60));
  return answer;
}

interface LookupRow {
  receipt_no: string;
  status: VocStatus;
  hotel_name: string;
  hotel_name_en: string;
  lang_type: string;
  category_name: string;
  title: string;
  content: string;
  created_at: Date;
  check_in: string | null;
  check_out: string | null;
  room_count: number | null;
  adults: number | null;
  children: number | null;
  answer: string | null;
  answered_at: Date | null;
}

export async function validateLookupCode(deps: Pick<Deps, 'db' | 'limiters'>, receiptNo: string, phone: string, code: string, langType: string, address: string) {
  await countAttempt(deps, receiptNo, address);
  const vocSeq = await deps.db.transaction(async (tx) => {
    const [v] = await tx.query<{ verification_seq: number; voc_seq: number; code_hash: string; attempts: number; expired: boolean }>(
      `SELECT s.verification_seq, s.voc_seq, s.code_hash, s.attempts, s.expires_at <= now() AS expired
         FROM sms_verifications s JOIN vocs v ON v.voc_seq = s.voc_seq
        WHERE v.receipt_no = $1 AND v.phone = $2 AND s.phone = $2 AND s.purpose = 'voc_lookup' AND s.verified_at IS NULL
        ORDER BY s.created_at DESC LIMIT 1 FOR UPDATE OF s`,
      [receiptNo, phone],
    );
    if (!v || v.expired || v.attempts >= MAX_CHECKS) return null;
    const [salt, expected] = v.code_hash.split('$') as [string, string];
    const matches = crypto.timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(expected));
    // Single use: a right code is spent at once; a wrong one counts towards the code's 5 checks.
    await tx.query(`UPDATE sms_verifications SET attempts = attempts + 1${matches ? ', verified_at = now(), consumed_at = now()' : ''} WHERE verification_seq = $1`, [v.verification_seq]);
    return matches ? v.voc_seq : null;
  });
  if (vocSeq === null) throw mismatch();

  // The page's language for the names; Korean shows hotel_name, every other language hotel_name_en
  // (SPEC §1); a category without a translation falls back to English, then Korean.
  const [row] = await deps.db.query<LookupRow>(
    `SELECT v.receipt_no, v.status, h.hotel_name, h.hotel_name_en, v.lang_type,
            COALESCE(tl.name, te.name, tk.name, c.category_key) AS category_name,
            v.title, v.content, v.created_at, to_char(v.check_in, 'YYYY-MM-DD') AS check_in, to_char(v.check_out, 'YYYY-MM-DD') AS check_out,
            v.room_count, v.adults, v.children, v.answer, v.answered_at
       FROM vocs v JOIN hotels h ON h.hotel_seq = v.hotel_seq JOIN categories c ON c.category_seq = v.category_seq
       LEFT JOIN category_translations tl ON tl.category_seq = c.category_seq AND tl.lang_type = $2
       LEFT JOIN category_translations te ON te.category_seq = c.category_seq AND te.lang_type = 'ENG'
       LEFT JOIN category_translations tk ON tk.category_seq = c.category_seq AND tk.lang_type = 'KOR'
      WHERE v.voc_seq = $1`,
    [vocSeq, langType],
  );
  if (!row) throw mismatch();
  return {
    receipt_no: row.receipt_no,
    status: row.status,
    hotel_name: langType === 'KOR' ? row.hotel_name : row.hotel_name_en || row.hotel_name,
    category_name: row.category_name,
    title: row.title,
    content: row.content,
    created_at: row.created_at.toISOString(),
    stay: row.check_in && row.check_out ? { check_in: row.check_in, check_out: row.check_out, room_count: row.room_count ?? 1, adults: row.adults ?? 0, children: row.children ?? 0 } : null,
    // Shown only once the inquiry is answered: a draft the back office is still writing stays unseen.
    answer: row.status === 'ANSWERED' ? row.answer : null,
    answered_at: row.status === 'ANSWERED' && row.answered_at ? row.answered_at.toISOString() : null,
  };
}
