// The inquiry (VOC) rules both sides apply (issue 15, point 7): the stay an inquiry is about and the
// inquiry lookup. zod/mini keeps the validator small in the form's chunk; the api embeds these
// schemas in its request bodies (server/api/schemas/voc.ts), so the browser and the api refuse the
// same input with the same paths. The browser sets zod's jitless mode (vocClient.ts): the strict
// CSP forbids the compiled parsers.
import * as z from 'zod/mini';
import { addDays, daysBetween, seoulDay } from './seoul-clock.ts';

/** SPEC §9: at most 5 rooms, at least 1 night; the party sizes the api's table allows. */
export const STAY_LIMITS = { minRooms: 1, maxRooms: 5, minNights: 1, minAdults: 1, maxAdults: 20, maxChildren: 20 } as const;

/** Category keys of category_info/list (voc) whose inquiries are about a stay. */
export const STAY_CATEGORY_KEYS: readonly string[] = ['reservation', 'room'];

/**
 * The api's messages for the stay rules; the form maps each to its own text (voc.errors.*), so
 * a rule the api applies reaches the visitor in the page's language at the right field.
 */
export const STAY_MESSAGES = {
  date: 'must be a date like 2026-12-24',
  checkInPast: 'must be today or later (Asia/Seoul)',
  checkOutNights: 'must be at least 1 night after check_in',
  rooms: 'must be 1 to 5 rooms',
  adults: 'must be 1 to 20 adults',
  children: 'must be 0 to 20 children',
} as const;
export type StayRule = keyof typeof STAY_MESSAGES;

const date = z.iso.date(STAY_MESSAGES.date);
const isDate = (v: unknown): v is string => typeof v === 'string' && date.safeParse(v).success;
// The cross-field rules run also when another field failed, so every message shows at once.
const always = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };
const count = (min: number, max: number, message: string) => z.number().check(z.int(message), z.gte(min, message), z.lte(max, message));

/**
 * The stay an inquiry is about: check-in today or later (Seoul's day, whatever the host's zone),
 * check-out at least one night after it, 1–5 rooms, 1–20 adults, 0–20 children (37 months to
 * 12 years, SPEC §9).
 */
export const staySchema = z
  .strictObject({
    check_in: date,
    check_out: date,
    room_count: count(STAY_LIMITS.minRooms, STAY_LIMITS.maxRooms, STAY_MESSAGES.rooms),
    adults: count(STAY_LIMITS.minAdults, STAY_LIMITS.maxAdults, STAY_MESSAGES.adults),
    children: z._default(count(0, STAY_LIMITS.maxChildren, STAY_MESSAGES.children), 0),
  })
  .check(
    z.refine((s) => !isDate(s.check_in) || s.check_in >= seoulDay(), { message: STAY_MESSAGES.checkInPast, path: ['check_in'], ...always }),
    z.refine((s) => !isDate(s.check_in) || !isDate(s.check_out) || daysBetween(s.check_in, s.check_out) >= STAY_LIMITS.minNights, {
      message: STAY_MESSAGES.checkOutNights,
      path: ['check_out'],
      ...always,
    }),
  );
export type Stay = z.output<typeof staySchema>;
export type StayField = keyof Stay;

/** The earliest check-out for a check-in (the form's date pickers start there). */
export const earliestCheckOut = (checkIn: string) => addDays(checkIn, STAY_LIMITS.minNights);

/** A receipt number as registerVoc makes it: V, the Seoul date, a dash and 8 hex digits. */
export const RECEIPT_PATTERN = /^V\d{8}-[0-9A-F]{8}$/;
export const receiptNo = z.string().check(z.trim(), z.toUpperCase(), z.regex(RECEIPT_PATTERN, 'must be a receipt number like V20261126-1A2B3C4D'));

/** Where an inquiry stands (vocs.status). */
export const VOC_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'ANSWERED'] as const;
export type VocStatus = (typeof VOC_STATUSES)[number];

/** The one answer to any lookup that does not match (no receipt, another number, a wrong or expired code). */
export const LOOKUP_MISMATCH_MESSAGE = 'The receipt number, mobile number or code does not match, or the code has expired.';

/** What a matching lookup shows (the api's voc/lookup/validate result; the browser checks the answer with it). */
export const lookupViewSchema = z.object({
  receipt_no: z.string(),
  status: z.enum(VOC_STATUSES),
  hotel_name: z.string(),
  category_name: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  stay: z.nullable(z.object({ check_in: z.string(), check_out: z.string(), room_count: z.number(), adults: z.number(), children: z.number() })),
  answer: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
});
export type LookupView = z.infer<typeof lookupViewSchema>;
