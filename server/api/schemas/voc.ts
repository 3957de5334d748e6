import { z } from 'zod';
import { LOOKUP_MISMATCH_MESSAGE, receiptNo, staySchema, VOC_STATUSES } from '../../../contracts/voc.ts';
import { brandBase, seq } from '../../../contracts/common.ts';
import { ATTACHMENT_LIMITS } from '../../../contracts/limits.ts';

/** A Korean mobile number, with or without dashes; normalised to digits. */
export const mobilePhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, 'must be a Korean mobile number such as 010-1234-5678'));

export const authCodeSendBody = brandBase.extend({ phone: mobilePhone });
export const authCodeSendResult = z.object({
  expires_in_seconds: z.number().int().describe('The code is valid this long (600).'),
  resend_after_seconds: z.number().int().describe('A new code can be asked for after this long (60).'),
});

export const authCodeValidateBody = brandBase.extend({
  phone: mobilePhone,
  code: z.string().trim().regex(/^\d{6}$/, 'must be the 6 digits of the text message'),
});
export const authCodeValidateResult = z.object({
  verified: z.literal(true),
  verification_token: z.string().describe('Send it with voc/register; valid for one registration.'),
  expires_in_seconds: z.number().int(),
});

/** SPEC §6's "10 MB": one definition for the browser, the web app and the API (contracts/limits.ts). */
export const VOC_MAX_TOTAL_BYTES = ATTACHMENT_LIMITS.maxTotalBytes;
export const VOC_MAX_FILES = ATTACHMENT_LIMITS.maxFiles;
export const attachmentTypes = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;

export const authCodeProofBody = brandBase.extend({
  phone: mobilePhone,
  verification_token: z.string().min(20).max(2000).describe('From mobile/auth_code/validate.'),
});
export const authCodeProofResult = z.object({ valid: z.boolean().describe('True while the proof is valid for this number and its verification is unused.') });

export const vocRegisterBody = brandBase.extend({
  voc_hotel_seq: seq.describe('The property the inquiry is about.'),
  category_seq: seq.describe('A voc category of category_info/list.'),
  name: z.string().trim().min(1, 'is required').max(50),
  phone: mobilePhone,
  email: z.email('must be an e-mail address').max(254),
  reply_method: z.enum(['email', 'sms', 'phone']).describe('How the visitor wants the answer.'),
  title: z.string().trim().min(1, 'is required').max(200),
  content: z.string().trim().min(1, 'is required').max(5000),
  agree_privacy: z.literal(true, 'agreement to the collection and use of personal information is required'),
  agree_marketing: z.boolean().default(false),
  verification_token: z.string().min(20).max(2000).describe('From mobile/auth_code/validate.'),
  client_key: z.uuid('must be a UUID').optional().describe('A key the form makes once per inquiry and sends again with every retry: the same key answers the same receipt.'),
  stay: z.optional(staySchema).describe('The stay the inquiry is about, if any: check-in today or later (Asia/Seoul), at least 1 night, 1–5 rooms, adults, children (37 months to 12 years).'),
  attachments: z
    .array(
      z.strictObject({
        file_name: z.string().trim().min(1).max(120),
        content_type: z.enum(attachmentTypes, 'must be a JPEG, PNG, GIF or PDF file'),
        data_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
      }),
    )
    .max(VOC_MAX_FILES, `at most ${VOC_MAX_FILES} files`)
    .default([]),
});

export const vocRegisterResult = z.object({
  voc_seq: z.number().int(),
  receipt_no: z.string(),
  created_at: z.string(),
});

// The inquiry lookup (issue 15, point 7): receipt number + the mobile number it was registered
// with → a texted code → the inquiry's status and answer. Any mismatch answers LOOKUP_MISMATCH_MESSAGE.
export const vocLookupSendBody = brandBase.extend({
  receipt_no: z.string().pipe(receiptNo).describe('The receipt number of voc/register (V + date + 8 hex digits).'),
  phone: mobilePhone,
});
export const vocLookupSendResult = z.object({
  expires_in_seconds: z.number().int().describe('A code, if one was sent, is valid this long (600).'),
  resend_after_seconds: z.number().int().describe('Ask again after this long (60).'),
});

export const vocLookupValidateBody = vocLookupSendBody.extend({
  code: z.string().trim().regex(/^\d{6}$/, 'must be the 6 digits of the text message'),
});
export const vocLookupValidateResult = z.object({
  receipt_no: z.string(),
  status: z.enum(VOC_STATUSES).describe('RECEIVED, IN_PROGRESS or ANSWERED.'),
  hotel_name: z.string().describe('In the inquiry\'s language: hotel_name in Korean, hotel_name_en otherwise.'),
  category_name: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  stay: z
    .object({ check_in: z.string(), check_out: z.string(), room_count: z.number().int(), adults: z.number().int(), children: z.number().int() })
    .nullable(),
  answer: z.string().nullable().describe('The hotel\'s answer once written.'),
  answered_at: z.string().nullable(),
});
export { LOOKUP_MISMATCH_MESSAGE };
