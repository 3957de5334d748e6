// Limits both sides read (zod-free: the browser imports this module).

/**
 * Attachments of an inquiry, the brand's and an owner's alike (SPEC §6: files up to 10 MB). "10 MB"
 * is 10 × 1,048,576 = 10,485,760 bytes, as a computer shows a file's size; a total of exactly that
 * passes the browser, the web app and the API alike, and the forms say the figure in bytes.
 */
export const ATTACHMENT_LIMITS = {
  maxFiles: 3,
  maxTotalBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'],
} as const;
export type AttachmentType = (typeof ATTACHMENT_LIMITS.types)[number];

/** The first bytes of each accepted type: a file is what it claims to be, or it is refused (api and browser alike). */
export const ATTACHMENT_SIGNATURES: Record<AttachmentType, readonly (readonly number[])[]> = {
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
};
/** The most bytes a signature needs. */
export const ATTACHMENT_SIGNATURE_BYTES = 8;

/** The file-name extensions of each accepted type. */
export const ATTACHMENT_EXTENSIONS: Record<string, AttachmentType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf' };

/** Whether the first bytes of a file are those of `type`. */
export function hasSignature(type: AttachmentType, head: ArrayLike<number>): boolean {
  return ATTACHMENT_SIGNATURES[type].some((sig) => sig.every((b, j) => head[j] === b));
}

/**
 * The longest an operator API holds a log-in on an ID that strangers keep failing on (the slowdown
 * of server/api/rate-limit.ts): the web app's sign-in call waits this much longer than other calls.
 */
export const LOGIN_SLOWDOWN_MAX_MS = 5000;

/**
 * The longest the operator API keeps a download waiting for one of its slots before it answers 503
 * (issue 25, point 1): the web app waits this much longer than for other calls for a download's
 * headers, so that a download that would have started is not cut off as a 502.
 */
export const DOWNLOAD_QUEUE_MAX_MS = 10_000;

/**
 * How long an owner's device token lasts (issue 25, point 6; OWASP "device cookies"): a browser in
 * which the owner signed in is known to the API for that long, and a log-in from it is not held
 * to its address's block.
 */
export const OWNER_DEVICE_DAYS = 180;
