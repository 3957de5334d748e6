import crypto from 'node:crypto';

/** GCM's whole tag: 16 bytes. */
const TAG_BYTES = 16;

/**
 * A value sealed with AES-256-GCM as `version.iv.body.tag` (base64url): the owner's session cookie
 * and the booking site's log-in assertion. One mechanism, so that both open only whole tags.
 */
export function seal(key: Buffer, aad: Buffer, version: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [version, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/**
 * The bytes of one base64url part, only when it is their one spelling. Node's decoder ignores the
 * unused low bits of a last character (a 16-byte tag ends in one of A, Q, g, w; B … P decode to the
 * same bytes as A), so without this several different strings opened as the same sealed value: an
 * "altered" assertion that was in fact the same one (the flake of CI stop 46) was let in.
 */
function decodeExact(part: string): Buffer | null {
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

/** The plain text of a sealed value, or null when it is not one of ours, was altered or is too long. */
export function unseal(key: Buffer, aad: Buffer, version: string, value: string): string | null {
  if (value.length > 8192) return null;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== version) return null;
  const [iv, body, authTag] = parts.slice(1).map((part) => (part ? decodeExact(part) : null));
  if (!iv || !body || !authTag) return null;
  try {
    // The whole 16-byte tag or nothing (issue 25, point 8): without authTagLength Node accepts a
    // tag cut to 4 bytes and checks only those, so a forgery needed 2^32 tries, not 2^128.
    if (authTag.length !== TAG_BYTES) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
