import { z } from 'zod';
import { langType, seq } from '../../../contracts/common.ts';

export { calendarDate, envelope, langType, seq } from '../../../contracts/common.ts';

/** The body every brand call carries (SPEC §7). */
export const brandBase = z.strictObject({
  company_seq: seq.describe('Company id; 100 for this operator.'),
  hotel_seq: seq.describe('Hotel id: 100 brand, 101 Sokcho, 102 Naksan, 103 Gyeongju, 8000 test.'),
  lang_type: langType.default('KOR').describe('Content language; content missing in it falls back to English, then Korean.'),
});

export const fileRef = z.object({
  file_path: z.string().describe('Folder of the file, ending in a slash.'),
  file_name: z.string(),
});

