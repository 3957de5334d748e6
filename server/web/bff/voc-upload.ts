import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { VOC_MAX_FILES, VOC_MAX_TOTAL_BYTES } from '../../api/schemas/voc.ts';
import { log } from '../../lib/logger.ts';
import { deadlineFor, type ApiClient } from '../api-client.ts';
import { BODY_PROGRESS, lingerUnread, SLOT_WAIT_MS, uploadSlots, watchProgress, type ProgressLimits } from './upload-slots.ts';

/**
 * The inquiry registration with attachments (issue 11, point 4): multipart/form-data, read as it
 * streams. The `fields` part (the form as JSON) comes first; its phone verification is checked with
 * the API before a single byte of a file is accepted, so an anonymous visitor cannot make the site
 * hold large bodies. The files are kept only while they are forwarded to the API, 10 MB together
 * at most.
 *
 * Slow connections cannot hold the uploads up (issue 25, point 5):
 * - the head (the request up to and including the `fields` part) must arrive within HEAD_MS, or
 *   the request is dropped with 408 and its connection closed; it holds nothing meanwhile;
 * - an upload slot (at most MAX_UPLOADS files being received at once, upload-slots.ts) is taken only
 *   once the proof of verification has been read and checked, one per verified phone number; while
 *   one waits, its files stay in the network buffers (503 after SLOT_WAIT_MS);
 * - a body that holds a slot and stalls is dropped with 408 (watchProgress).
 */
export const MAX_UPLOADS = 2;
/** The request up to and including its `fields` part must arrive within this long. */
export const HEAD_MS = 10_000;
const FIELDS_MAX_BYTES = 64 * 1024;
/** The largest request that can be valid: the files, the fields and the multipart framing. */
const REQUEST_MAX_BYTES = VOC_MAX_TOTAL_BYTES + FIELDS_MAX_BYTES + 64 * 1024;

const fieldsShape = z.looseObject({
  company_seq: z.number().int(),
  hotel_seq: z.number().int(),
  lang_type: z.string().max(10),
  phone: z.string().max(40),
  verification_token: z.string().min(20).max(2000),
});

const attachmentTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

function fail(res: Response, status: number, code: string, message: string, field?: string): void {
  if (res.headersSent) return;
  res.status(status).set('Cache-Control', 'no-store').json({ result: false, code, message, ...(field ? { errors: [{ path: field, message }] } : {}) });
}

export interface VocUploadOptions {
  max?: number;
  headMs?: number;
  waitMs?: number;
  progress?: ProgressLimits;
}

export function vocUpload(api: ApiClient, opts: VocUploadOptions = {}): RequestHandler & { readonly busy: number } {
  const uploads = uploadSlots(opts.max ?? MAX_UPLOADS);
  const headMs = opts.headMs ?? HEAD_MS;
  const waitMs = opts.waitMs ?? SLOT_WAIT_MS;
  const progress = opts.progress ?? BODY_PROGRESS;
  const handler = ((req: Request, res: Response) => {
    const length = Number(req.headers['content-length'] ?? 0);
    // Nothing this large can be a valid inquiry: refused before reading.
    if (length > REQUEST_MAX_BYTES) {
      lingerUnread(req, res);
      return fail(res, 413, 'E413', 'Attachments may add up to 10 MB at most.', 'attachments');
    }
    let done = false;
    let release: (() => void) | null = null;
    let stopWatching: (() => void) | null = null;
    const finish = (send: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(headTimer);
      stopWatching?.();
      release?.();
      // A refused upload is not read to its end: the connection is cut soon after the answer.
      if (!req.complete && !res.headersSent) {
        req.unpipe(parser);
        lingerUnread(req, res);
      }
      send();
    };
    // issue 25, point 5: a head that trickles in holds the connection only this long (and no slot).
    const headTimer = setTimeout(
      () => finish(() => fail(res, 408, 'E408', `The form did not arrive within ${headMs / 1000} seconds: send the inquiry again.`)),
      headMs,
    );
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fields: 1, fieldSize: FIELDS_MAX_BYTES, files: VOC_MAX_FILES, fileSize: VOC_MAX_TOTAL_BYTES, parts: VOC_MAX_FILES + 1 } });
    } catch {
      return finish(() => fail(res, 400, 'E400', 'Send the inquiry as multipart/form-data: the fields first, then the files.'));
    }
    let fields: z.infer<typeof fieldsShape> | null = null;
    let proof: Promise<boolean> | null = null;
    /** The proof checked, then a slot for its phone number: true when the files may be read, false when refused (answered). */
    let turn: Promise<boolean> | null = null;
    const files: { file_name: string; content_type: string; bytes: Buffer[]; size: number }[] = [];
    let total = 0;
    const pending: Promise<void>[] = [];

    const takeTurn = (phone: string) =>
      (turn ??= proof!.then(async (valid) => {
        if (!valid) {
          finish(() => fail(res, 400, 'E400', 'Verify the phone number by text message first.', 'verification_token'));
          return false;
        }
        if (done) return false;
        const slot = await uploads.take(phone.replace(/\D/g, ''), waitMs);
        if (!slot) {
          res.set('Retry-After', '5');
          finish(() => fail(res, 503, 'E503', 'Many inquiries are being sent right now: please send yours again in a few seconds.'));
          return false;
        }
        if (done) {
          slot();
          return false;
        }
        release = slot;
        // A body that holds a slot keeps sending, or gives it up.
        stopWatching = watchProgress(req, (why) =>
          finish(() => fail(res, 408, 'E408', why === 'idle' ? `The upload stopped: nothing arrived for ${progress.idleMs / 1000} seconds. Send the inquiry again.` : 'The upload is too slow to finish. Send the inquiry again on a faster connection.')),
          progress,
        );
        return true;
      }));

    parser.on('field', (name, value, info) => {
      clearTimeout(headTimer);
      if (name !== 'fields' || fields || info.valueTruncated) return finish(() => fail(res, 400, 'E400', 'Send the form once, as JSON in the part named fields.'));
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return finish(() => fail(res, 400, 'E400', 'The fields part is not valid JSON.'));
      }
      const shape = fieldsShape.safeParse(parsed);
      if (!shape.success) return finish(() => fail(res, 400, 'E400', 'Verify the phone number by text message first.', 'verification_token'));
      fields = shape.data;
      const { company_seq, hotel_seq, lang_type, phone, verification_token } = shape.data;
      proof = api
        .forward('brand/branding/mobile/auth_code/proof', { company_seq, hotel_seq, lang_type, phone, verification_token }, req.ip)
        .then((a) => a.status === 200 && (a.body as { result_data?: { valid?: unknown } }).result_data?.valid === true)
        .catch(() => false);
    });

    parser.on('file', (name, stream, info) => {
      if (name !== 'attachments' || !proof || !fields) {
        stream.resume();
        return finish(() => fail(res, 400, 'E400', 'Send the fields part before the files.'));
      }
      if (!attachmentTypes.has(info.mimeType)) {
        stream.resume();
        return finish(() => fail(res, 400, 'E400', 'Attach JPEG, PNG, GIF or PDF files only.', 'attachments'));
      }
      // Not a byte is taken in before the verification is known to be good and a slot is free.
      stream.pause();
      const file = { file_name: (info.filename || 'attachment').slice(-120), content_type: info.mimeType, bytes: [] as Buffer[], size: 0 };
      files.push(file);
      pending.push(
        takeTurn(fields.phone).then((go) => {
          if (!go) {
            stream.resume();
            return;
          }
          return new Promise<void>((resolve) => {
            stream.on('data', (chunk: Buffer) => {
              total += chunk.length;
              if (total > VOC_MAX_TOTAL_BYTES || done) return;
              file.bytes.push(chunk);
              file.size += chunk.length;
            });
            stream.on('limit', () => (total = VOC_MAX_TOTAL_BYTES + 1));
            stream.on('end', () => resolve());
            stream.resume();
          });
        }),
      );
    });

    parser.on('error', () => finish(() => fail(res, 400, 'E400', 'The upload is not a valid form.')));
    parser.on('partsLimit', () => finish(() => fail(res, 400, 'E400', `At most ${VOC_MAX_FILES} files.`, 'attachments')));
    parser.on('filesLimit', () => finish(() => fail(res, 400, 'E400', `At most ${VOC_MAX_FILES} files.`, 'attachments')));

    parser.on('close', () => {
      void (async () => {
        await Promise.all(pending);
        if (done) return;
        // The body has ended: the forward below is the API's time, not the sender's.
        stopWatching?.();
        if (!fields || !proof) return finish(() => fail(res, 400, 'E400', 'Send the form as JSON in the part named fields.'));
        if (!(await proof)) return finish(() => fail(res, 400, 'E400', 'Verify the phone number by text message first.', 'verification_token'));
        if (total > VOC_MAX_TOTAL_BYTES) return finish(() => fail(res, 413, 'E413', 'Attachments may add up to 10 MB at most.', 'attachments'));
        const body = { ...fields, attachments: files.map((f) => ({ file_name: f.file_name, content_type: f.content_type, data_base64: Buffer.concat(f.bytes).toString('base64') })) };
        files.length = 0;
        try {
          const answer = await api.forward('brand/branding/voc/register', body, req.ip, { timeoutMs: deadlineFor(api.timeoutMs, total) });
          finish(() => {
            if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
            res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
          });
        } catch (err) {
          log.warn('inquiry upload could not reach the API', { error: err instanceof Error ? err.message : String(err) });
          finish(() => fail(res, 502, 'E502', 'The operator API is not reachable. Please try again in a moment.'));
        }
      })();
    });
    req.on('close', () => {
      if (!req.complete) finish(() => undefined);
    });
    req.pipe(parser);
  }) as RequestHandler;
  return Object.defineProperty(handler, 'busy', { get: () => uploads.busy }) as RequestHandler & { readonly busy: number };
}
