import { Router, type Request, type Response } from 'express';
import { DOWNLOAD_QUEUE_MAX_MS } from '../../../contracts/limits.ts';
import { FILE_CHUNK_BYTES, readChunk } from '../../db/files.ts';
import type { Db } from '../../db/index.ts';
import { parseFileAddress } from '../../lib/file-address.ts';
import { Gate } from '../../lib/gate.ts';
import { log } from '../../lib/logger.ts';
import { bearerToken, type Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';

const invalidAddress = () =>
  new AppError('E400', 'The file address is not valid: use /crs/download/{company_seq}/{hotel_seq}/{file_path}{file_name}.', {
    errors: [{ path: 'file', message: 'Use lower-case folders and a file name of letters, digits, "-", "_" and "."; no ".." segments, encoded slashes or bytes that are not UTF-8.' }],
  });

/**
 * How downloads share the database (issue 25, point 1; docs/decisions.md, "Issue 25, downloads and
 * database outages"):
 * - at most MAX_STREAMS files of more than one chunk are sent at once; others wait up to
 *   QUEUE_MS in a queue of QUEUE_MAX, then get 503 with Retry-After;
 * - one chunk is read at a time (two on PostgreSQL), and the next read starts after an event-loop
 *   turn; on PGlite, whose reads run on the main thread, only after a pause twice as long as the
 *   read took, so downloads take at most a third of the main thread whatever their number, and
 *   every other request waits for one chunk's read at most;
 * - a reader that takes nothing for DRAIN_MS loses its download (and its slot).
 */
/** On PGlite, the pause after a chunk's read, as a multiple of the read's time (a 1:2 duty cycle). */
const PAUSE_PER_READ = 2;
export const DOWNLOAD_LIMITS = { MAX_STREAMS: 8, QUEUE_MAX: 32, QUEUE_MS: DOWNLOAD_QUEUE_MAX_MS, DRAIN_MS: 30_000, MAX_PAUSE_MS: 100 } as const;

interface StoredFile {
  file_seq: number;
  content_type: string;
  byte_size: number;
  created_at: Date;
  visibility: 'public' | 'owner' | 'private';
  owner_user_seq: number | null;
  alt_text: string | null;
}

/**
 * The name a PDF is saved under: the name the portal shows for it (its alt_text, when that is a
 * .pdf file name, e.g. "정기 소유자 총회 위임장 양식.pdf"), else its stored name. A browser takes the
 * answer's Content-Disposition name over the link's download attribute, so the shown name must be
 * here (issue 28: a notice attachment was saved as notice-3-1.pdf).
 */
export function downloadName(fileName: string, altText: string | null): string {
  const shown = altText?.trim();
  // No path separators and no control characters (code points below 32, and 127).
  const plain = shown !== undefined && ![...shown].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '/' || c === '\\');
  return shown && plain && /\.pdf$/i.test(shown) ? shown : fileName;
}

/**
 * GET /crs/download/{company}/{hotel}/{file_path}{file_name}: stored files. Files live in the
 * database, addressed by exact (path, name), so no request can reach the file system; the address
 * is still checked (server/lib/file-address.ts) so that `..`, encoded separators and bytes that are
 * not UTF-8 (%c0%ae) are refused with a clear 400 in the envelope, never a URIError's 500.
 * Public files go to anyone; an owner's documents only with that owner's token (to anyone
 * else they do not exist); private files (inquiry attachments) never through this route.
 *
 * Who may have a file is decided from its row alone, before any of its content is read, and a
 * file not to be given answers with the same work as one never stored (issue 25, point 1). The
 * content is then sent chunk by chunk (server/db/files.ts), never whole in memory.
 */
export function filesRouter(db: Db, tokens: Tokens): Router {
  const router = Router();
  const streams = new Gate(DOWNLOAD_LIMITS.MAX_STREAMS, DOWNLOAD_LIMITS.QUEUE_MAX);
  // PGlite runs one statement at a time on the main thread; a server has a pool of 10 connections.
  const embedded = db.kind === 'pglite';
  const reads = new Gate(embedded ? 1 : 2);

  /** Whether the caller may have `file`: the same queries whether or not it exists, is private, or is someone else's. */
  async function mayHave(req: Request, file: StoredFile | undefined): Promise<boolean> {
    if (file?.visibility === 'public') return true;
    // A token, when one is sent, is checked before anything about the file is looked at, so that
    // a private or someone else's file costs what a missing one does.
    const token = bearerToken(req);
    const userSeq = token ? await tokens.verify(token).catch(() => null) : null;
    if (!file || file.visibility === 'private' || userSeq === null) return false;
    if (file.owner_user_seq !== null) return userSeq === file.owner_user_seq;
    // A notice's form: for the owners the notice speaks to (its property's, or every owner's).
    const [reader] = await db.query(
      `SELECT 1 FROM member_notice_attachments a JOIN member_notices n ON n.notice_seq = a.notice_seq
        WHERE a.file_seq = $1
          AND EXISTS (SELECT 1 FROM members m JOIN room_units r ON r.unit_seq = m.unit_seq WHERE m.user_seq = $2 AND (n.hotel_seq IS NULL OR r.hotel_seq = n.hotel_seq))`,
      [file.file_seq, userSeq],
    );
    return reader !== undefined;
  }

  /** Resolves true once `res` takes more, false when the client went away or read nothing for DRAIN_MS. */
  function drained(res: Response, signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        res.off('drain', onDrain);
        signal.removeEventListener('abort', onAbort);
        resolve(ok);
      };
      const onDrain = () => done(true);
      const onAbort = () => done(false);
      const timer = setTimeout(() => done(false), DOWNLOAD_LIMITS.DRAIN_MS);
      res.on('drain', onDrain);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** The content, chunk by chunk; stops reading as soon as the client is gone. */
  async function send(res: Response, file: StoredFile, signal: AbortSignal): Promise<void> {
    let sent = 0;
    for (let n = 0; sent < file.byte_size; n++) {
      const release = await reads.take(signal);
      if (!release) return;
      const startedAt = performance.now();
      let chunk: Buffer | null;
      try {
        chunk = await readChunk(db, file.file_seq, n);
      } finally {
        // Handed on after a timer, never in the same turn: a chain of reads would be one long block.
        setTimeout(release, embedded ? Math.min(PAUSE_PER_READ * (performance.now() - startedAt), DOWNLOAD_LIMITS.MAX_PAUSE_MS) : 0);
      }
      if (signal.aborted) return;
      if (!chunk || sent + chunk.length > file.byte_size) {
        // Its chunks do not add up to its byte_size: the answer is cut off rather than wrong.
        log.error('stored file content does not match its size', { fileSeq: file.file_seq, byteSize: file.byte_size, chunkNo: n });
        res.destroy();
        return;
      }
      sent += chunk.length;
      if (!res.write(chunk) && !(await drained(res, signal))) {
        res.destroy();
        return;
      }
    }
    res.end();
  }

  // Mounted at /crs/download: every GET (and HEAD) below it is a file address, valid or not. A
  // pattern without groups, so that express decodes nothing itself.
  router.get(/^\/./, async (req, res) => {
    const address = parseFileAddress(req.path.slice(1));
    if (!address) throw invalidAddress();
    const { filePath, fileName } = address;
    const [file] = await db.query<StoredFile>(
      'SELECT file_seq, content_type, byte_size, created_at, visibility, owner_user_seq, alt_text FROM files WHERE file_path = $1 AND file_name = $2',
      [filePath, fileName],
    );
    // Without the owner's valid token an owner's document does not exist: the same 404 as for a
    // name that was never stored, so nobody can learn which documents there are.
    if (!(await mayHave(req, file)) || !file) throw new AppError('E404', `File ${filePath}${fileName} does not exist.`);

    // Aborted only when the client leaves before the end (an AbortError is not cheap to make).
    const controller = new AbortController();
    res.once('close', () => !res.writableFinished && controller.abort());
    const headers = {
      'Content-Type': file.content_type,
      'Content-Length': String(file.byte_size),
      'Cache-Control': file.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store',
      'Last-Modified': file.created_at.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // SVGs are images here, never documents that could run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    // express's res.attachment: RFC 6266, an ASCII fallback and the UTF-8 name (filename*).
    if (file.content_type === 'application/pdf') res.attachment(downloadName(fileName, file.alt_text));
    res.set(headers);
    if (req.fresh) {
      // If-Modified-Since at or after the file was stored: stored files never change.
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Length');
      res.status(304).end();
      return;
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // More than one chunk to send: a slot first.
    let release: (() => void) | null = null;
    if (file.byte_size > FILE_CHUNK_BYTES) {
      release = await streams.take(controller.signal, DOWNLOAD_LIMITS.QUEUE_MS);
      if (!release) {
        if (controller.signal.aborted) return;
        for (const name of Object.keys(headers)) res.removeHeader(name);
        throw new AppError('E503', 'Many downloads are running right now: try again in a few seconds.', { headers: { 'Retry-After': '5' } });
      }
    }
    try {
      await send(res, file, controller.signal);
    } finally {
      release?.();
    }
  });
  return router;
}
