/**
 * The address of a stored file, /crs/download/{company_seq}/{hotel_seq}/{file_path}{file_name}, as
 * both the API's download route (server/api/routes/files.ts) and the web app's pass-through
 * (server/web/render/assets.ts) read it. Segments are decoded here, one by one after the split, rather than
 * by express's route parameters: express answers bytes that are not UTF-8 (%c0%ae) with a bare
 * URIError, and an encoded slash (%2f) or dot (%2e%2e) must not become a separator or a `..`.
 *
 * Each decoded segment may use only the characters the `files` table allows (migration 001):
 * folders `[a-z0-9_-]+`, a name of `[A-Za-z0-9_.-]` that does not start with a dot. So `.`, `..`,
 * slashes, backslashes, NUL and anything else that is not part of a real stored file's address is
 * refused before any lookup or forwarding.
 */
export interface FileAddress {
  company: string;
  hotel: string;
  /** The folders, each followed by a slash, as in files.file_path: `hotel/101/logo/`. */
  filePath: string;
  fileName: string;
}

export const DOWNLOAD_PREFIX = '/crs/download/';

const SEQ = /^[1-9]\d{0,9}$/;
const FOLDER = /^[a-z0-9_-]{1,200}$/;
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/** A file address from the (still percent-encoded) path after /crs/download/, or null when it is not one. */
export function parseFileAddress(encoded: string): FileAddress | null {
  const raw = encoded.split('/');
  // company, hotel, at least one folder, the name.
  if (raw.length < 4) return null;
  const decoded: string[] = [];
  for (const part of raw) {
    try {
      decoded.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  const company = decoded[0]!;
  const hotel = decoded[1]!;
  const folders = decoded.slice(2, -1);
  const fileName = decoded.at(-1)!;
  if (!SEQ.test(company) || !SEQ.test(hotel) || !folders.every((f) => FOLDER.test(f)) || !NAME.test(fileName)) return null;
  return { company, hotel, filePath: folders.map((f) => `${f}/`).join(''), fileName };
}

/** The address again, every segment plain (nothing left to percent-encode), without the leading slash. */
export function fileAddressPath(address: FileAddress): string {
  return `${DOWNLOAD_PREFIX.slice(1)}${address.company}/${address.hotel}/${address.filePath}${address.fileName}`;
}
