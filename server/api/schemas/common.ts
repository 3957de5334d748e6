import { z } from 'zod';
import { langTypes } from '../../../locales/languages.ts';

/** An id sent as a number or as a string of digits (the site's stores keep some ids as strings). */
export const seq = z.union([
  z.number().int().positive().max(2_147_483_647),
  z.string().regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number').transform(Number),
]);

export const langType = z.enum(langTypes);

/** The body every brand call carries (SPEC §7). */
export const brandBase = z.strictObject({
  company_seq: seq.describe('Company id; 100 for this operator.'),
  hotel_seq: seq.describe('Hotel id: 100 brand, 101 Sokcho, 102 Naksan, 103 Gyeongju, 8000 test.'),
  lang_type: langType.default('KOR').describe('Content language; content missing in it falls back to Korean.'),
});

export const fileRef = z.object({
  file_path: z.string().describe('Folder of the file, ending in a slash.'),
  file_name: z.string(),
});

export function envelope<T extends z.ZodType>(resultData: T) {
  return z.object({ result: z.literal(true), code: z.literal('S001'), result_data: resultData });
}
