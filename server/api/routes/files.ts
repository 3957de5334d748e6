import { Router } from 'express';
import type { Db } from '../../db/index.ts';
import { bearerToken, type Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';
import { parseFileAddress } from '../../lib/file-address.ts';

const invalidAddress = () =>
  new AppError('E400', 'The file address is not valid: use /crs/download/{company_seq}/{hotel_seq}/{file_path}{file_name}.', {
    errors: [{ path: 'file', message: 'Use lower-case folders and a file name of letters, digits, "-", "_" and "."; no ".." segments, encoded slashes or bytes that are not UTF-8.' }],
  });

/**
 * GET /crs/download/{company}/{hotel}/{file_path}{file_name}: stored files. Files live in the
 * database, addressed by exact (path, name), so no request can reach the file system; the address
 * is still checked (server/lib/file-address.ts) so that `..`, encoded separators and bytes that are
 * not UTF-8 (%c0%ae) are refused with a clear 400 in the envelope, never a URIError's 500.
 * Public files go to anyone; an owner's documents only with that owner's token (to anyone
 * else they do not exist); private files (inquiry attachments) never through this route.
 */
export function filesRouter(db: Db, tokens: Tokens): Router {
  const router = Router();
  // Mounted at /crs/download: every GET (and HEAD) below it is a file address, valid or not. A
  // pattern without groups, so that express decodes nothing itself.
  router.get(/^\/./, async (req, res) => {
    const address = parseFileAddress(req.path.slice(1));
    if (!address) throw invalidAddress();
    const { filePath, fileName } = address;
    const [file] = await db.query<{ content_type: string; content: Uint8Array; created_at: Date; visibility: 'public' | 'owner' | 'private'; owner_user_seq: number | null }>(
      'SELECT content_type, content, created_at, visibility, owner_user_seq FROM files WHERE file_path = $1 AND file_name = $2',
      [filePath, fileName],
    );
    const missing = new AppError('E404', `File ${filePath}${fileName} does not exist.`);
    if (!file || file.visibility === 'private') throw missing;
    if (file.visibility === 'owner') {
      // Without the owner's valid token an owner's document does not exist: the same 404 as for
      // a name that was never stored, so nobody can learn which documents there are.
      const token = bearerToken(req);
      const userSeq = token ? await tokens.verify(token).catch(() => null) : null;
      if (userSeq === null) throw missing;
      if (file.owner_user_seq === null) {
        // A notice's form: for the owners the notice speaks to (its property's, or every owner's).
        const [reader] = await db.query(
          `SELECT 1 FROM member_notice_attachments a JOIN member_notices n ON n.notice_seq = a.notice_seq JOIN files f ON f.file_seq = a.file_seq
            WHERE f.file_path = $1 AND f.file_name = $2
              AND EXISTS (SELECT 1 FROM members m JOIN room_units r ON r.unit_seq = m.unit_seq WHERE m.user_seq = $3 AND (n.hotel_seq IS NULL OR r.hotel_seq = n.hotel_seq))`,
          [filePath, fileName, userSeq],
        );
        if (!reader) throw missing;
      } else if (userSeq !== file.owner_user_seq) {
        throw missing;
      }
    }
    res.set({
      'Content-Type': file.content_type,
      'Cache-Control': file.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store',
      'Last-Modified': file.created_at.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // SVGs are images here, never documents that could run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ...(file.content_type === 'application/pdf' ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
    });
    res.send(Buffer.from(file.content));
  });
  return router;
}
