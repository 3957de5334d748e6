import express, { Router } from 'express';
import { bodyFailure } from '../../lib/body-errors.ts';
import { bodyShapeProblem } from '../../lib/body-shape.ts';
import { deadlineFor, type ApiClient } from '../api-client.ts';
import { vocUpload } from './voc-upload.ts';

/**
 * Public brand calls the browser makes after the page has loaded (DESIGN §1: the browser talks
 * only to this origin): the hotel's brand data when the visitor switches hotel, event pop-ups,
 * the inquiry form's SMS verification and registration, and the inquiry lookup. Answers pass through unchanged (the
 * API's envelope and error codes); the visitor's address goes along for the API's rate limits.
 */
export const BFF_BRAND_CALLS = [
  'main',
  'event_popup/list',
  'category_info/list',
  'mobile/auth_code/send',
  'mobile/auth_code/validate',
  'voc/register',
  'voc/lookup/send',
  'voc/lookup/validate',
] as const;

export function bff(api: ApiClient): Router {
  const router = Router();
  // Every JSON body is small: an inquiry with attachments comes as multipart/form-data and is
  // streamed, its phone verification checked before any file is read (voc-upload.ts).
  const small = express.json({ limit: '64kb' });
  // Deep nesting and NUL characters are refused here, before anything is passed on.
  const shape: express.RequestHandler = (req, res, next) => {
    const problem = req.body === undefined ? null : bodyShapeProblem(req.body);
    if (!problem) return next();
    res.status(400).json({ result: false, code: 'E400', message: 'The request is invalid. Check the listed fields.', errors: [problem] });
  };
  const upload = vocUpload(api);
  router.post('/brand/branding/voc/register', (req, res, next) => (req.is('multipart/form-data') ? upload(req, res, next) : next()));
  for (const call of BFF_BRAND_CALLS) {
    router.post(`/brand/branding/${call}`, small, shape, async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      try {
        // An upload gets a deadline that fits its size (deadlineFor).
        const bytes = Number(req.headers['content-length'] ?? 0) || 0;
        const answer = await api.forward(`brand/branding/${call}`, req.body ?? {}, req.ip, { timeoutMs: deadlineFor(api.timeoutMs, bytes) });
        if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
        res.status(answer.status).json(answer.body);
      } catch {
        res.status(502).json({ result: false, code: 'E502', message: 'The operator API is not reachable. Please try again in a moment.' });
      }
    });
  }
  router.use((_req, res) => {
    res.status(404).json({ result: false, code: 'E404', message: 'No such call.' });
  });
  // Malformed JSON, a body over the limit, in an unknown encoding or not inflating (corrupt gzip):
  // the envelope with the API's code for it (server/lib/body-errors.ts), not an HTML error page.
  router.use(((err, _req, res, _next) => {
    const failure = bodyFailure(err);
    const status = failure?.status ?? ((err as { status?: number }).status === 413 ? 413 : 400);
    res.status(status).json({
      result: false,
      code: `E${status}`,
      message: status === 413 ? 'The request is too large: send attachments (10 MB together) as multipart/form-data.' : (failure?.message ?? 'The request body is not valid JSON.'),
    });
  }) as express.ErrorRequestHandler);
  return router;
}
