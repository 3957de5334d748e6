import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { VOC_MAX_FILES, VOC_MAX_TOTAL_BYTES } from '../api/schemas/voc.ts';
import { log } from '../lib/logger.ts';
import { deadlineFor, type ApiClient } from './api-client.ts';

/**
 * The inquiry registration with attachments (issue 11, point 4): multipart/form-data, read as it
 * streams. The `fields` part (the form as JSON) comes first; its phone verification is checked with
 * the API before a single byte of a file is accepted, so an anonymous visitor cannot make the site
 * hold large bodies. At most MAX_UPLOADS are received at once (others wait up to QUEUE_MS, then get
 * 503): while one waits, its body stays in the network buffers. The files are kept only while they
 * are forwarded to the API, 10 MB together at most.
 */
export const MAX_UPLOADS = 2;
const QUEUE_MS = 10_000;
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

/** A counter of uploads in progress, with a short queue. */
function slots(max: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    /** Resolves with a release function, or null when no slot came free within `waitMs`. */
    take(waitMs: number): Promise<(() => void) | null> {
      const release = () => {
        const next = waiting.shift();
        if (next) next();
        else busy--;
      };
      if (busy < max) {
        busy++;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => {
        const turn = () => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const i = waiting.indexOf(turn);
          if (i >= 0) waiting.splice(i, 1);
          resolve(null);
        }, waitMs);
        waiting.push(turn);
      });
    },
    get busy() {
      return busy;
    },
  };
}

export function vocUpload(api: ApiClient, max = MAX_UPLOADS): RequestHandler & { readonly busy: number } {
  const uploads = slots(max);
  const handler = (async (req: Request, res: Response) => {
    const length = Number(req.headers['content-length'] ?? 0);
    // Nothing this large can be a valid inquiry: refused before reading.
    if (length > REQUEST_MAX_BYTES) {
      res.set('Connection', 'close');
      return fail(res, 413, 'E413', 'Attachments may add up to 10 MB at most.', 'attachments');
    }
    const release = await uploads.take(QUEUE_MS);
    if (!release) {
      res.set({ 'Retry-After': '5', Connection: 'close' });
      return fail(res, 503, 'E503', 'Many inquiries are being sent right now: please send yours again in a few seconds.');
    }
    let done = false;
    const finish = (send: () => void) => {
      if (done) return;
      done = true;
      release();
      // A refused upload is not read to its end: the connection closes once the answer is out.
      if (!req.complete && !res.headersSent) {
        res.set('Connection', 'close');
        res.once('finish', () => req.destroy());
      }
      send();
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fields: 1, fieldSize: FIELDS_MAX_BYTES, files: VOC_MAX_FILES, fileSize: VOC_MAX_TOTAL_BYTES, parts: VOC_MAX_FILES + 1 } });
    } catch {
      return finish(() => fail(res, 400, 'E400', 'Send the inquiry as multipart/form-data: the fields first, then the files.'));
    }
    let fields: z.infer<typeof fieldsShape> | null = null;
    let proof: Promise<boolean> | null = null;
    const files: { file_name: string; content_type: string; bytes: Buffer[]; size: number }[] = [];
    let total = 0;
    const pending: Promise<void>[] = [];

    parser.on('field', (name, value, info) => {
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
      if (name !== 'attachments' || !proof) {
        stream.resume();
        return finish(() => fail(res, 400, 'E400', 'Send the fields part before the files.'));
      }
      if (!attachmentTypes.has(info.mimeType)) {
        stream.resume();
        return finish(() => fail(res, 400, 'E400', 'Attach JPEG, PNG, GIF or PDF files only.', 'attachments'));
      }
      // Not a byte is taken in before the verification is known to be good.
      stream.pause();
      const file = { file_name: (info.filename || 'attachment').slice(-120), content_type: info.mimeType, bytes: [] as Buffer[], size: 0 };
      files.push(file);
      pending.push(
        proof.then((valid) => {
          if (!valid) {
            stream.resume();
            return finish(() => fail(res, 400, 'E400', 'Verify the phone number by text message first.', 'verification_token'));
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
    req.on('aborted', () => finish(() => undefined));
    req.pipe(parser);
  }) as RequestHandler;
  return Object.defineProperty(handler, 'busy', { get: () => uploads.busy }) as RequestHandler & { readonly busy: number };
}
