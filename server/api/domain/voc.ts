import crypto from 'node:crypto';
import { hasSignature } from '../../../contracts/limits.ts';
import { seoulDay } from '../../../contracts/seoul-clock.ts';
import type { z } from 'zod';
import { storeFile } from '../../db/files.ts';
import type { Db } from '../../db/index.ts';
import { errorFields, log } from '../../lib/logger.ts';
import type { Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';
import type { Messenger } from '../messaging.ts';
import type { Config } from '../../config.ts';
import { lookupUrl, receiptMail } from './voc-mail.ts';
import { VOC_MAX_TOTAL_BYTES, type vocRegisterBody } from '../schemas/voc.ts';

type Body = z.output<typeof vocRegisterBody>;

export const extension: Record<Body['attachments'][number]['content_type'], string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'application/pdf': 'pdf' };

/** Decodes attachments and checks each file's first bytes against its type (shared with the owners' inquiries). */
export function decodeAttachments(attachments: Body['attachments']) {
  let total = 0;
  return attachments.map((a, i) => {
    const bytes = Buffer.from(a.data_base64, 'base64');
    total += bytes.length;
    if (total > VOC_MAX_TOTAL_BYTES) throw new AppError('E413', 'Attachments may add up to 10 MB at most.');
    if (bytes.length === 0 || !hasSignature(a.content_type, bytes)) {
      throw new AppError('E400', undefined, { errors: [{ path: `attachments.${i}.data_base64`, message: `is not a ${a.content_type} file` }] });
    }
    return { bytes, contentType: a.content_type, originalName: a.file_name };
  });
}

/** The receipt of an inquiry already registered under this client key (a retry), if any. */
async function registeredUnder(db: Db, clientKey: string | undefined, phone: string) {
  if (!clientKey) return null;
  const [row] = await db.query<{ voc_seq: number; receipt_no: string; created_at: Date }>('SELECT voc_seq, receipt_no, created_at FROM vocs WHERE client_key = $1 AND phone = $2', [clientKey, phone]);
  return row ? { voc_seq: row.voc_seq, receipt_no: row.receipt_no, created_at: row.created_at.toISOString() } : null;
}

export async function registerVoc(deps: { db: Db; tokens: Tokens; messenger: Messenger; config: Config }, body: Body) {
  // A retry of a registration that went through (its answer lost on the way) gets the same receipt.
  const earlier = await registeredUnder(deps.db, body.client_key, body.phone);
  if (earlier) return earlier;
  const proof = await deps.tokens.verifyPhoneProof(body.verification_token);
  if (!proof || proof.phone !== body.phone) {
    throw new AppError('E400', 'Verify the phone number by text message first.', { errors: [{ path: 'verification_token', message: 'is not valid for this phone number' }] });
  }
  const files = decodeAttachments(body.attachments);
  const today = seoulDay();
  const receiptNo = `V${today.replace(/-/g, '')}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

  const register = () => deps.db.transaction(async (tx) => {
    const [hotel] = await tx.query<{ hotel_name: string; hotel_name_en: string }>("SELECT hotel_name, hotel_name_en FROM hotels WHERE hotel_seq = $1 AND company_seq = $2 AND kind IN ('property', 'test')", [body.voc_hotel_seq, body.company_seq]);
    if (!hotel) throw new AppError('E400', undefined, { errors: [{ path: 'voc_hotel_seq', message: 'is not a hotel of this company' }] });
    // The category's name in the inquiry's language (the receipt e-mail), else English, else Korean.
    const [category] = await tx.query<{ name: string }>(
      `SELECT COALESCE(tl.name, te.name, tk.name, c.category_key) AS name FROM categories c
         LEFT JOIN category_translations tl ON tl.category_seq = c.category_seq AND tl.lang_type = $2
         LEFT JOIN category_translations te ON te.category_seq = c.category_seq AND te.lang_type = 'ENG'
         LEFT JOIN category_translations tk ON tk.category_seq = c.category_seq AND tk.lang_type = 'KOR'
        WHERE c.category_seq = $1 AND c.category_type = 'voc'`,
      [body.category_seq, body.lang_type],
    );
    if (!category) throw new AppError('E400', undefined, { errors: [{ path: 'category_seq', message: 'is not an inquiry category' }] });
    // Single use: the verification is consumed in the same transaction as the registration.
    const consumed = await tx.query(
      'UPDATE sms_verifications SET consumed_at = now() WHERE verification_seq = $1 AND phone = $2 AND verified_at IS NOT NULL AND consumed_at IS NULL RETURNING 1',
      [proof.verificationSeq, proof.phone],
    );
    if (consumed.length === 0) throw new AppError('E400', 'This phone verification was already used: verify the number again.', { errors: [{ path: 'verification_token', message: 'already used' }] });

    const [voc] = await tx.query<{ voc_seq: number; created_at: Date }>(
      `INSERT INTO vocs (receipt_no, company_seq, hotel_seq, category_seq, lang_type, name, phone, email, reply_method, title, content,
                         check_in, check_out, room_count, adults, children, agree_privacy, agree_marketing, phone_verified, retain_until, client_key)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,true,$17,true,($18::date + interval '3 years')::date,$19)
       RETURNING voc_seq, created_at`,
      [receiptNo, body.company_seq, body.voc_hotel_seq, body.category_seq, body.lang_type, body.name, body.phone, body.email, body.reply_method,
        body.title, body.content, body.stay?.check_in ?? null, body.stay?.check_out ?? null, body.stay?.room_count ?? null,
        body.stay?.adults ?? null, body.stay?.children ?? null, body.agree_marketing, today, body.client_key ?? null],
    );
    for (const [i, f] of files.entries()) {
      const fileSeq = await storeFile(tx, {
        filePath: `voc/${today.slice(0, 7).replace('-', '')}/`, fileName: `${receiptNo}-${i + 1}.${extension[f.contentType]}`,
        contentType: f.contentType, content: f.bytes, visibility: 'private', altText: f.originalName,
      });
      await tx.query('INSERT INTO voc_attachments (voc_seq, file_seq) VALUES ($1, $2)', [voc!.voc_seq, fileSeq]);
    }
    // SPEC §1: outside Korean the hotel's name is hotel_name_en.
    return { ...voc!, hotelName: body.lang_type === 'KOR' ? hotel.hotel_name : hotel.hotel_name_en || hotel.hotel_name, categoryName: category.name };
  });
  let row: Awaited<ReturnType<typeof register>>;
  try {
    row = await register();
  } catch (err) {
    // The same inquiry sent twice at once: the other registration took the verification (or the
    // key) first; this one's transaction was rolled back, and its answer is the first one's receipt.
    const first = await registeredUnder(deps.db, body.client_key, body.phone);
    if (first) return first;
    throw err;
  }

  // The receipt e-mail is a courtesy: the inquiry is registered whether or not it goes out. It is
  // written in the inquiry's language (vocs.lang_type, the page's), labels and values in words.
  receiptMail({
    langType: body.lang_type,
    receiptNo,
    name: body.name,
    hotelName: row.hotelName,
    categoryName: row.categoryName,
    title: body.title,
    replyMethod: body.reply_method,
    stay: body.stay ?? null,
    lookupUrl: lookupUrl(deps.config, receiptNo, body.lang_type),
  })
    .then((mail) => deps.messenger.email(body.email, mail.subject, mail.text))
    .catch((err: unknown) => log.warn('VOC receipt e-mail failed', { receiptNo, ...errorFields(err) }));

  return { voc_seq: row.voc_seq, receipt_no: receiptNo, created_at: row.created_at.toISOString() };
}
