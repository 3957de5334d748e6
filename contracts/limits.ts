// Limits both sides read (zod-free: the browser imports this module).

/** Attachments of an inquiry, the brand's and an owner's alike (SPEC §6: files up to 10 MB). */
export const ATTACHMENT_LIMITS = {
  maxFiles: 3,
  maxTotalBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'],
} as const;
export type AttachmentType = (typeof ATTACHMENT_LIMITS.types)[number];

/**
 * The longest an operator API holds a log-in on an ID that strangers keep failing on (the slowdown
 * of server/api/rate-limit.ts): the web app's sign-in call waits this much longer than other calls.
 */
export const LOGIN_SLOWDOWN_MAX_MS = 5000;
