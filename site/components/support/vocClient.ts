// The inquiry form's rules and its calls through the BFF (DESIGN §1: the browser talks only to
// this origin; the API's envelope and HTTP status come back unchanged).
import * as z from 'zod/mini';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_LIMITS, ATTACHMENT_SIGNATURE_BYTES, hasSignature } from '../../../contracts/limits.ts';
import { STAY_MESSAGES, staySchema, type Stay, type StayRule } from '../../../contracts/voc.ts';

// zod compiles object parsers with new Function() when it may; the strict CSP (no 'unsafe-eval')
// forbids that, and even zod's probe would be reported as a violation (as in contracts/site.ts).
z.config({ jitless: true });

export const vocFields = ['hotel', 'category', 'checkIn', 'checkOut', 'rooms', 'adults', 'children', 'name', 'phone', 'code', 'replyMethod', 'email', 'title', 'content', 'attachments', 'agree'] as const;
export type VocField = (typeof vocFields)[number];
export const replyMethods = ['email', 'sms', 'phone'] as const;
export type ReplyMethod = (typeof replyMethods)[number];

export const MAX_FILES = ATTACHMENT_LIMITS.maxFiles;
/** SPEC §6's "10 MB", as the server counts it (contracts/limits.ts): 10 × 1,048,576 bytes, a file of exactly that passes. */
export const MAX_TOTAL_BYTES = ATTACHMENT_LIMITS.maxTotalBytes;
export const MAX_CONTENT = 5000;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export interface VocValues {
  hotel: string;
  category: string;
  name: string;
  phone: string;
  code: string;
  replyMethod: ReplyMethod | '';
  email: string;
  title: string;
  content: string;
  agree: boolean;
  /** The inquiry is about a stay (a stay category sets it; the visitor may change it). */
  aboutStay: boolean;
  checkIn: string;
  checkOut: string;
  rooms: string;
  adults: string;
  children: string;
}

export const emptyValues = (hotel: string): VocValues => ({
  hotel,
  category: '',
  name: '',
  phone: '',
  code: '',
  replyMethod: '',
  email: '',
  title: '',
  content: '',
  agree: false,
  aboutStay: false,
  checkIn: '',
  checkOut: '',
  // SPEC §9: one room, 2 adults, 0 children by default.
  rooms: '1',
  adults: '2',
  children: '0',
});

/** Error keys (voc.errors.*) by field; an entry may carry interpolation values. */
export type VocErrors = Partial<Record<VocField, { key: string; values?: Record<string, string | number> }>>;

export const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '');
/** The API's rule (server/api/schemas/voc.ts): a Korean mobile number. */
export const isMobile = (phone: string) => /^01[016789]\d{7,8}$/.test(phoneDigits(phone));
const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && email.trim().length <= 254;

/** The type a file's name claims (its extension), or null for any other name. */
export function claimedType(file: File): AttachmentType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext ? (ATTACHMENT_EXTENSIONS[ext] ?? null) : null;
}

/**
 * Checks chosen files before they join the form: the name's extension must be an accepted type and
 * the file's first bytes that type's (a renamed EXE is refused here, naming it, not by the server
 * after the upload), and the files together at most 10 MB. Accepted files come back typed by their
 * content, which is what the upload sends.
 */
export async function checkFiles(current: readonly File[], chosen: readonly File[]): Promise<{ files: File[] } | { error: NonNullable<VocErrors['attachments']> }> {
  if (current.length + chosen.length > MAX_FILES) return { error: { key: 'fileCount' } };
  const typed: File[] = [];
  let total = current.reduce((sum, f) => sum + f.size, 0);
  for (const file of chosen) {
    const type = claimedType(file);
    if (!type) return { error: { key: 'fileType', values: { name: file.name } } };
    const head = new Uint8Array(await file.slice(0, ATTACHMENT_SIGNATURE_BYTES).arrayBuffer());
    if (!hasSignature(type, head)) return { error: { key: 'fileContent', values: { name: file.name } } };
    total += file.size;
    if (total > MAX_TOTAL_BYTES) return { error: { key: 'fileSizeNamed', values: { name: file.name } } };
    typed.push(file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified }));
  }
  return { files: [...current, ...typed] };
}

/** The stay fields of the form and the stay rule each message of the api names. */
const stayFieldOf = { check_in: 'checkIn', check_out: 'checkOut', room_count: 'rooms', adults: 'adults', children: 'children' } as const satisfies Record<keyof Stay, VocField>;
const ruleOfMessage = new Map(Object.entries(STAY_MESSAGES).map(([rule, message]) => [message as string, rule as StayRule]));
/** The form's message for a broken stay rule, by field: an empty date is asked for, a wrong one explained. */
const stayErrorKey = (field: keyof Stay, rule: StayRule | undefined): string =>
  rule === 'checkInPast' ? 'checkInPast' : rule === 'checkOutNights' ? 'checkOutNights' : field === 'check_in' ? 'checkIn' : field === 'check_out' ? 'checkOut' : field === 'room_count' ? 'rooms' : field;

/** The stay as the api takes it, from the form's fields (empty numbers stay invalid). */
export function stayOf(v: VocValues): Record<keyof Stay, unknown> {
  const num = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);
  return { check_in: v.checkIn, check_out: v.checkOut, room_count: num(v.rooms), adults: num(v.adults), children: num(v.children) };
}

/**
 * Whether the form sends a stay: the inquiry is about one and the visitor gave a date. SPEC §5 lists
 * the stay among the rules, not among the required fields: "about a stay" offers the fields, and
 * once a date is given every stay rule applies (both dates, at least 1 night, 1–5 rooms, the party).
 */
export const sendsStay = (v: VocValues) => v.aboutStay && (v.checkIn.trim() !== '' || v.checkOut.trim() !== '');

/** The stay fields' messages by the shared rules (contracts/voc.ts): what the api would refuse, refused here first. */
export function stayErrors(v: VocValues): VocErrors {
  const e: VocErrors = {};
  if (!sendsStay(v)) return e;
  const parsed = staySchema.safeParse(stayOf(v));
  if (parsed.success) return e;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Stay | undefined;
    if (!field || !(field in stayFieldOf)) continue;
    e[stayFieldOf[field]] ??= { key: stayErrorKey(field, ruleOfMessage.get(issue.message)) };
  }
  return e;
}

/** SPEC §5: hotel, category, name, contact, reply method, e-mail, title, content and agreement are required. */
export function validate(v: VocValues, files: readonly File[], verified: boolean): VocErrors {
  // Each file was checked when it was chosen (checkFiles).
  const e: VocErrors = {};
  if (!v.hotel) e.hotel = { key: 'hotel' };
  if (!v.category) e.category = { key: 'category' };
  if (!v.name.trim()) e.name = { key: 'name' };
  else if (v.name.trim().length > 50) e.name = { key: 'nameLong' };
  if (!v.phone.trim()) e.phone = { key: 'phone' };
  else if (!isMobile(v.phone)) e.phone = { key: 'phoneFormat' };
  else if (!verified) e.phone = { key: 'phoneUnverified' };
  if (!v.replyMethod) e.replyMethod = { key: 'replyMethod' };
  if (!v.email.trim()) e.email = { key: 'email' };
  else if (!isEmail(v.email)) e.email = { key: 'emailFormat' };
  if (!v.title.trim()) e.title = { key: 'title' };
  else if (v.title.trim().length > 200) e.title = { key: 'titleLong' };
  if (!v.content.trim()) e.content = { key: 'content' };
  else if (v.content.trim().length > MAX_CONTENT) e.content = { key: 'contentLong' };
  if (files.length > MAX_FILES) e.attachments = { key: 'fileCount' };
  Object.assign(e, stayErrors(v));
  if (!v.agree) e.agree = { key: 'agree' };
  return e;
}

export interface Envelope {
  result: boolean;
  code: string;
  message?: string;
  errors?: { path: string; message: string }[];
  result_data?: unknown;
}

export interface BffAnswer {
  status: number;
  body: Envelope;
  /** Seconds from a Retry-After header, when the answer has one. */
  retryAfter: number | null;
}

/** POSTs a brand call through the BFF; a failed connection answers status 0. */
export async function bffPost(call: 'mobile/auth_code/send' | 'mobile/auth_code/validate' | 'voc/register' | 'voc/lookup/send' | 'voc/lookup/validate', body: object): Promise<BffAnswer> {
  try {
    const res = await fetch(`/bff/brand/branding/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const retry = Number(res.headers.get('retry-after'));
    const json = (await res.json().catch(() => null)) as Envelope | null;
    return {
      status: res.status,
      body: json && typeof json === 'object' && typeof json.code === 'string' ? json : { result: false, code: `E${res.status}` },
      retryAfter: Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null,
    };
  } catch {
    return { status: 0, body: { result: false, code: 'NETWORK' }, retryAfter: null };
  }
}

/** How much of an upload has gone: bytes sent and the request's whole size. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Sends the inquiry as multipart/form-data: the form as JSON in `fields` first, then the files as
 * they are (no base64): the site checks the phone verification before it reads any file. Through
 * XMLHttpRequest rather than fetch: only it tells how much of the body has gone (issue 29: a
 * 10 MB upload on a slow line showed a spinner for a minute and nothing else).
 */
export function bffUpload(fields: object, files: File[], onProgress?: (progress: UploadProgress) => void): Promise<BffAnswer> {
  const form = new FormData();
  form.append('fields', JSON.stringify(fields));
  for (const file of files) form.append('attachments', file, file.name.slice(-120));
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const failed = () => resolve({ status: 0, body: { result: false, code: 'NETWORK' }, retryAfter: null });
    xhr.open('POST', '/bff/brand/branding/voc/register');
    xhr.withCredentials = true;
    if (onProgress) xhr.upload.onprogress = (event) => event.lengthComputable && onProgress({ sent: event.loaded, total: event.total });
    xhr.onload = () => {
      const retry = Number(xhr.getResponseHeader('retry-after'));
      let json: Envelope | null = null;
      try {
        json = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        json = null;
      }
      resolve({
        status: xhr.status,
        body: json && typeof json === 'object' && typeof json.code === 'string' ? json : { result: false, code: `E${xhr.status}` },
        retryAfter: Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null,
      });
    };
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.ontimeout = failed;
    xhr.send(form);
  });
}

/** An upload's progress in words: the percent and the megabytes (1 MB = 1,048,576 bytes, as the limits count). */
export function uploadProgressValues(progress: UploadProgress): { percent: number; sent: string; total: string } {
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.sent / progress.total) * 100)) : 0;
  return { percent, sent: mb(progress.sent), total: mb(progress.total) };
}

/** Seconds to wait after an E429: Retry-After, else the wait the API's message names. */
export function waitSeconds(answer: BffAnswer): number | null {
  if (answer.retryAfter !== null) return answer.retryAfter;
  const m = /in (\d+) (seconds|minutes)/.exec(answer.body.message ?? '');
  return m ? Number(m[1]) * (m[2] === 'minutes' ? 60 : 1) : null;
}

/** The general message of a failed call that has no field to point at. */
export function generalError(answer: BffAnswer): { key: string; values?: Record<string, number> } {
  if (answer.status === 0) return { key: 'network' };
  if (answer.status === 429) {
    const seconds = waitSeconds(answer);
    return seconds !== null ? { key: 'tooMany', values: { seconds } } : { key: 'tooManyLater' };
  }
  if (answer.status === 400) return { key: 'invalid' };
  return { key: 'server' };
}

/** The API's field errors of voc/register mapped onto the form (server/api/schemas/voc.ts paths). */
export function registerErrors(answer: BffAnswer): { errors: VocErrors; reverify: boolean } {
  const errors: VocErrors = {};
  let reverify = false;
  for (const { path, message } of answer.body.errors ?? []) {
    const root = path.split('.')[0];
    if (root === 'voc_hotel_seq') errors.hotel ??= { key: 'hotel' };
    else if (root === 'category_seq') errors.category ??= { key: 'category' };
    else if (root === 'name') errors.name ??= { key: 'name' };
    else if (root === 'phone') errors.phone ??= { key: 'phoneFormat' };
    else if (root === 'verification_token') {
      errors.phone ??= { key: 'phoneReverify' };
      reverify = true;
    } else if (root === 'email') errors.email ??= { key: 'emailFormat' };
    else if (root === 'reply_method') errors.replyMethod ??= { key: 'replyMethod' };
    else if (root === 'title') errors.title ??= { key: 'title' };
    else if (root === 'content') errors.content ??= { key: 'content' };
    else if (root === 'agree_privacy') errors.agree ??= { key: 'agree' };
    else if (root === 'attachments') errors.attachments ??= { key: 'fileInvalid' };
    else if (root === 'stay') {
      const field = path.split('.')[1] as keyof Stay | undefined;
      if (field && field in stayFieldOf) errors[stayFieldOf[field]] ??= { key: stayErrorKey(field, ruleOfMessage.get(message)) };
    }
  }
  if (answer.status === 413) errors.attachments = { key: 'fileSize' };
  return { errors, reverify };
}

export const resultString = (data: unknown, key: string): string | null => {
  if (data && typeof data === 'object' && key in data) {
    const value = (data as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
  }
  return null;
};
