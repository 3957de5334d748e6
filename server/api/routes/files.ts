import { Router } from 'express';
import type { Db } from '../../db/index.ts';
import { AppError } from '../errors.ts';

const segment = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * GET /crs/download/{company}/{hotel}/{file_path}{file_name}: stored files. Files live in the
 * database, addressed by exact (path, name), so no request can reach the file system; segments
 * are still checked so that `..` and encoded separators are refused with a clear 400.
 */
export function filesRouter(db: Db): Router {
  const router = Router();
  router.get('/:company/:hotel/*file', async (req, res) => {
    const segments = (req.params as { file: string[] }).file;
    if (segments.length < 2 || !segments.every((s) => segment.test(s) && s !== '..' && s !== '.')) {
      throw new AppError('E400', 'The file address is not valid.', { errors: [{ path: 'file', message: 'Use letters, digits, "-", "_" and "." only; no ".." segments.' }] });
    }
    const fileName = segments.at(-1)!;
    const filePath = segments.slice(0, -1).join('/') + '/';
    const [file] = await db.query<{ content_type: string; content: Uint8Array; created_at: Date }>(
      'SELECT content_type, content, created_at FROM files WHERE file_path = $1 AND file_name = $2',
      [filePath, fileName],
    );
    if (!file) throw new AppError('E404', `File ${filePath}${fileName} does not exist.`);
    res.set({
      'Content-Type': file.content_type,
      'Cache-Control': 'public, max-age=86400',
      'Last-Modified': file.created_at.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // SVGs are images here, never documents that could run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.send(Buffer.from(file.content));
  });
  return router;
}
