// Shapes every operator-API call shares (SPEC §7): ids, languages, paging and the response
// envelope. Used by the api (server/api), the web app's BFF and, as types, by the browser.
import { z } from 'zod';
import { langTypes } from '../locales/languages.ts';

/** An id sent as a number or as a string of digits (the site's stores keep some ids as strings). */
export const seq = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'must be at most 2147483647')),
]);

/** The years a date or month of any call may name: PostgreSQL refuses year 0 (`0000-01-01` → 500), and nothing here is older or later. */
const inYearRange = (v: string) => v >= '1900' && v < '2100';
const YEAR_RANGE_MESSAGE = 'must be in the years 1900 to 2099';

/**
 * A calendar date YYYY-MM-DD in the years 1900–2099. The year range is a refinement, not a
 * pattern, so the published schema (docs/api/openapi.json) stays `format: date`.
 */
export const calendarDate = (message: string) => z.iso.date(message).refine(inYearRange, YEAR_RANGE_MESSAGE);

/** A year and month YYYYMM in the years 1900–2099 (the year range as a refinement, as for calendarDate). */
export const yearMonth = (message: string) => z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, message).refine(inYearRange, YEAR_RANGE_MESSAGE);

export const langType = z.enum(langTypes);

export const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page number.'),
  page_size: z.coerce.number().int().min(1).max(50).default(10).describe('Rows per page, at most 50.'),
};

/** A successful answer: result true, code S001 and the call's data. */
export function envelope<T extends z.ZodType>(resultData: T) {
  return z.object({ result: z.literal(true), code: z.literal('S001'), result_data: resultData });
}

/** Any answer, success or failure, as the BFF passes it on (DESIGN §4). */
export interface Envelope<T = unknown> {
  result: boolean;
  code: string;
  message?: string;
  result_data?: T;
}

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
