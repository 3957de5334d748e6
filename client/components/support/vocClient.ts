// The inquiry form's rules and its calls through the BFF (DESIGN §1: the browser talks only to
// this origin; the API's envelope and HTTP status come back unchanged).

export const vocFields = ['hotel', 'category', 'name', 'phone', 'code', 'replyMethod', 'email', 'title', 'content', 'attachments', 'agree'] as const;
export type VocField = (typeof vocFields)[number];
export const replyMethods = ['email', 'sms', 'phone'] as const;
export type ReplyMethod = (typeof replyMethods)[number];

export const MAX_FILES = 3;
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;
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
});

/** Error keys (voc.errors.*) by field; an entry may carry interpolation values. */
export type VocErrors = Partial<Record<VocField, { key: string; values?: Record<string, string | number> }>>;

export const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '');
/** The API's rule (server/api/schemas/voc.ts): a Korean mobile number. */
export const isMobile = (phone: string) => /^01[016789]\d{7,8}$/.test(phoneDigits(phone));
const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && email.trim().length <= 254;

/** The type of a chosen file: its reported type, or its extension when the browser reports none. */
export function attachmentType(file: File): AttachmentType | null {
  if ((ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return file.type as AttachmentType;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExt: Record<string, AttachmentType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf' };
  return file.type === '' && ext ? (byExt[ext] ?? null) : null;
}

export function fileErrors(files: readonly File[]): VocErrors['attachments'] {
  if (files.length > MAX_FILES) return { key: 'fileCount' };
  const wrong = files.find((f) => attachmentType(f) === null);
  if (wrong) return { key: 'fileType', values: { name: wrong.name } };
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_TOTAL_BYTES) return { key: 'fileSize' };
  return undefined;
}

/** SPEC §5: hotel, category, name, contact, reply method, e-mail, title, content and agreement are required. */
export function validate(v: VocValues, files: readonly File[], verified: boolean): VocErrors {
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
  const fe = fileErrors(files);
  if (fe) e.attachments = fe;
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
export async function bffPost(call: 'mobile/auth_code/send' | 'mobile/auth_code/validate' | 'voc/register', body: object): Promise<BffAnswer> {
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

/**
 * Sends the inquiry as multipart/form-data: the form as JSON in `fields` first, then the files as
 * they are (no base64): the site checks the phone verification before it reads any file.
 */
export async function bffUpload(fields: object, files: File[]): Promise<BffAnswer> {
  const form = new FormData();
  form.append('fields', JSON.stringify(fields));
  for (const file of files) form.append('attachments', file, file.name.slice(-120));
  try {
    const res = await fetch('/bff/brand/branding/voc/register', { method: 'POST', body: form, credentials: 'same-origin' });
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
  for (const { path } of answer.body.errors ?? []) {
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
