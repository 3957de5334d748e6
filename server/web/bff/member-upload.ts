import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { envelope, type Envelope } from '../../../contracts/common.ts';
import { memberCalls } from '../../../contracts/member.ts';
import { COMMIT_MARGIN_MS } from '../../lib/commit-deadline.ts';
import { UpstreamError } from '../../lib/json-http.ts';
import { log } from '../../lib/logger.ts';
import { deadlineFor, type ApiClient } from '../api-client.ts';
import { clearSession, type OwnerSession } from '../middleware/owner-session.ts';
import { BODY_PROGRESS, lingerUnread, SLOT_WAIT_MS, uploadSlots, watchProgress, type ProgressLimits } from './upload-slots.ts';

/**
 * The owner's inquiry with attachments, /bff/member/voc/create (issue 25, points 3 and 7): JSON with
 * the files in base64, up to the API's 14 MB.
 *
 * - Read only for a session of an owner (user_type MEMBERSHIP): anyone else is refused before a
 *   byte of the body is read, and the connection is closed under the rest.
 * - At most MAX_OWNER_UPLOADS bodies are read at once, one per owner (upload-slots.ts); the others
 *   wait with their bytes in the network buffers, then get 503 with Retry-After. A body that stalls
 *   while it holds a slot is dropped with 408.
 * - The body is spooled to a temporary file, already unlinked (nothing is left behind if the process
 *   dies), and streamed from it to the API once it is complete: the web app holds a few buffers of
 *   it, never the 13 MB (twice, with the parsed JSON) that express.json held, and the API's
 *   deadline starts when the owner's browser has finished sending, not before.
 * - The call's deadline grows with the body (deadlineFor), and the API is told the instant after
 *   which it must not commit (server/lib/commit-deadline.ts), COMMIT_MARGIN_MS before the web app
 *   stops waiting: an answer of "not saved" is true. The form's client_key makes a retry answer the
 *   inquiry already saved instead of saving a second one.
 */
export const MAX_OWNER_UPLOADS = 2;
/** The API's limit for voc/create (server/api/routes/member.ts): 10 MB of files in base64 and the fields. */
export const OWNER_UPLOAD_MAX_BYTES = 14 * 1024 * 1024;

const created = envelope(memberCalls['voc/create'].result);
const CALL = `${memberCalls['voc/create'].base}/voc/create`;

export interface MemberUploadOptions {
  max?: number;
  waitMs?: number;
  progress?: ProgressLimits;
  /** Folder of the spooled bodies (the system's temporary folder). */
  spoolDir?: string;
}

function fail(res: Response, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.status(status).set(headers).json({ result: false, code, message } satisfies Envelope);
}

/** Answers without reading the body to its end: the connection is cut soon after the answer (lingerUnread). */
function refuseUnread(req: Request, res: Response, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  lingerUnread(req, res);
  fail(res, status, code, message, headers);
}

class BodyRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes the request body to `file` as it comes, at the network's pace (the request waits while a
 * chunk is written); resolves its length. The file's own reads and writes, not streams made from
 * the FileHandle: such a stream holds the handle open until the stream is destroyed, and destroying
 * it closes the handle.
 */
function spool(req: Request, file: fs.FileHandle, limits: ProgressLimits): Promise<number> {
  return new Promise((resolve, reject) => {
    let length = 0;
    let writing: Promise<unknown> = Promise.resolve();
    let settled = false;
    const stopWatching = watchProgress(
      req,
      (why) =>
        settle(new BodyRefused(408, 'E408', why === 'idle' ? `The upload stopped: nothing arrived for ${limits.idleMs / 1000} seconds. Send the inquiry again.` : 'The upload is too slow to finish. Send the inquiry again on a faster connection.')),
      limits,
    );
    const settle = (err: Error | null) => {
      if (settled) return;
      settled = true;
      stopWatching();
      req.off('data', onData);
      if (err) {
        req.pause();
        return reject(err);
      }
      writing.then(() => resolve(length), reject);
    };
    const onData = (chunk: Buffer) => {
      const at = length;
      length += chunk.length;
      if (length > OWNER_UPLOAD_MAX_BYTES) return settle(new BodyRefused(413, 'E413', 'Attachments may add up to 10 MB at most.'));
      req.pause();
      writing = file.write(chunk, 0, chunk.length, at).then(
        () => {
          if (!settled) req.resume();
        },
        (err: unknown) => settle(err instanceof Error ? err : new Error(String(err))),
      );
    };
    req.on('data', onData);
    req.once('end', () => settle(null));
    req.once('close', () => settle(req.complete ? null : new BodyRefused(400, 'E400', 'The upload was cut short.')));
  });
}

/** The spooled body, read back in chunks of 64 KB as the API takes them. */
function readBack(file: fs.FileHandle, length: number): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < length; ) {
        const { bytesRead, buffer } = await file.read(Buffer.allocUnsafe(Math.min(64 * 1024, length - at)), 0, Math.min(64 * 1024, length - at), at);
        if (bytesRead === 0) throw new Error('the spooled upload is shorter than it was');
        at += bytesRead;
        yield buffer.subarray(0, bytesRead);
      }
    })(),
    { objectMode: false },
  );
}

export function memberUpload(api: ApiClient, opts: MemberUploadOptions = {}): RequestHandler & { readonly busy: number } {
  const slots = uploadSlots(opts.max ?? MAX_OWNER_UPLOADS);
  const waitMs = opts.waitMs ?? SLOT_WAIT_MS;
  const progress = opts.progress ?? BODY_PROGRESS;
  const handler = (async (req: Request, res: Response) => {
    const session = res.locals.ownerSession as OwnerSession | null;
    if (!session) {
      if (res.locals.ownerSessionEnded) clearSession(req, res);
      return refuseUnread(req, res, 401, 'E401', 'Your session has ended: sign in again.');
    }
    // Only owners have a portal (the API says the same, but only after reading 14 MB): issue 25, point 7.
    if (session.user.user_type !== 'MEMBERSHIP') return refuseUnread(req, res, 403, 'E403', 'The owner portal is for owners (MEMBERSHIP members) only.');
    if (!req.is('application/json')) return refuseUnread(req, res, 415, 'E415', 'Send the inquiry as application/json.');
    const encoding = req.headers['content-encoding'];
    if (encoding && encoding !== 'identity') return refuseUnread(req, res, 415, 'E415', 'Send the inquiry uncompressed.');
    if (Number(req.headers['content-length'] ?? 0) > OWNER_UPLOAD_MAX_BYTES) return refuseUnread(req, res, 413, 'E413', 'Attachments may add up to 10 MB at most.');

    const release = await slots.take(session.user.loginId, waitMs);
    if (!release) return refuseUnread(req, res, 503, 'E503', 'Many inquiries are being sent right now: please send yours again in a few seconds.', { 'Retry-After': '5' });
    const name = path.join(opts.spoolDir ?? os.tmpdir(), `raon-upload-${crypto.randomUUID()}`);
    let file: fs.FileHandle | null = null;
    let unlinked = false;
    let source: Readable | null = null;
    try {
      file = await fs.open(name, 'wx+', 0o600);
      // Unlinked at once: the bytes live as long as the open file, and a crash leaves nothing behind.
      unlinked = await fs.unlink(name).then(
        () => true,
        () => false,
      );
      let length: number;
      try {
        length = await spool(req, file, progress);
      } catch (err) {
        if (err instanceof BodyRefused) return refuseUnread(req, res, err.status, err.code, err.message);
        throw err;
      }
      const timeoutMs = deadlineFor(api.timeoutMs, length);
      const commitBy = Date.now() + timeoutMs - COMMIT_MARGIN_MS;
      let answer: Awaited<ReturnType<ApiClient['memberUpload']>>;
      try {
        source = readBack(file, length);
        answer = await api.memberUpload(CALL, { stream: source, length }, session.token, req.ip, { timeoutMs, commitBy });
      } catch (err) {
        if (err instanceof UpstreamError && err.code === 'ETIMEDOUT') {
          // The API may not commit after commitBy, which has passed: nothing was saved.
          log.warn('owner inquiry upload timed out: not saved', { bytes: length, timeout_ms: timeoutMs });
          return fail(res, 504, 'E504', 'Your inquiry could not be saved in time, and nothing was saved. Send it again.');
        }
        log.warn('owner inquiry upload could not reach the API', { error: err instanceof Error ? err.message : String(err) });
        return fail(res, 502, 'E502', 'The operator API is not reachable. Please try again in a moment.');
      }
      if (answer.status === 401) {
        clearSession(req, res);
        return fail(res, 401, 'E401', 'Your session has ended: sign in again.');
      }
      const body = answer.body as Envelope | undefined;
      if (answer.status === 200 && body?.result === true && !created.safeParse(body).success) {
        log.error('member call answered an unexpected shape', { call: 'voc/create' });
        return fail(res, 502, 'E502', 'The operator API answered unexpectedly. Please try again in a moment.');
      }
      res.status(answer.status).json(body);
    } catch (err) {
      log.error('owner inquiry upload failed', { error: err instanceof Error ? err.message : String(err) });
      refuseUnread(req, res, 503, 'E503', 'The inquiry could not be received right now. Please send it again in a moment.', { 'Retry-After': '5' });
    } finally {
      release();
      // Read back no further once the call has ended (a timeout cuts it short).
      source?.destroy();
      await file?.close().catch(() => undefined);
      if (!unlinked) await fs.unlink(name).catch(() => undefined);
    }
  }) as RequestHandler;
  return Object.defineProperty(handler, 'busy', { get: () => slots.busy }) as RequestHandler & { readonly busy: number };
}
