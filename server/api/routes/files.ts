import { Router } from 'express';
import type { Db } from '../../db/index.ts';
import { bearerToken, type Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';

const segment = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * GET /crs/download/{company}/{hotel}/{file_path}{file_name}: stored files. Files live in the
 * database, addressed by exact (path, name), so no request can reach the file system; segments
 * are still checked so that `..` and encoded separators are refused with a clear 400.
 * Public files go to anyone; an owner's documents only with that owner's token (to anyone
 * else they do not exist); private files (inquiry attachments) never through this route.
 */
export function filesRouter(db: Db, tokens: Tokens): Router {
  const router = Router();
  router.get('/:company/:hotel/*file', async (req, res) => {
    const segments = (req.params as { file: string[] }).file;
    if (segments.length < 2 || !segments.every((s) => segment.test(s) && s !== '..' && s !== '.')) {
      throw new AppError('E400', 'The file address is not valid.', { errors: [{ path: 'file', message: 'Use letters, digits, "-", "_" and "." only; no ".." segments.' }] });
    }
    const fileName = segments.at(-1)!;
    const filePath = segments.slice(0, -1).join('/') + '/';
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
      if (userSeq === null || userSeq !== file.owner_user_seq) throw missing;
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
