import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { DbUnavailableError } from '../db/index.ts';
import { bodyFailure } from '../lib/body-errors.ts';
import { bodyShapeProblem } from '../lib/body-shape.ts';
import { errorFields, log } from '../lib/logger.ts';
import { AppError, errorCatalogue, type FieldError } from './errors.ts';

export const SUCCESS_CODE = 'S001';

export function ok(res: Response, resultData: unknown): void {
  res.json({ result: true, code: SUCCESS_CODE, result_data: resultData });
}

/**
 * Refuses deep nesting and NUL characters before the schema (server/lib/body-shape.ts). One walk of
 * the parsed body rather than a NUL refinement on every z.string(): it covers every text field, key
 * and array element of every call, fields added later included, and it runs before zod, which a
 * 10,000-deep body must never reach (PostgreSQL refuses U+0000 in text, which answered 500).
 */
export function checkBodyShape(body: unknown): void {
  const problem = bodyShapeProblem(body);
  if (problem) throw new AppError('E400', undefined, { errors: [problem] });
}

/** Parses a request body with its schema; a failure becomes E400 with one entry per field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  checkBodyShape(body);
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
  throw new AppError('E400', undefined, { errors });
}

export const notFound: RequestHandler = (req) => {
  throw new AppError('E404', `No API route for ${req.method} ${req.path}.`);
};

/** Retry-After of an answer given while the database cannot answer: about what a restart takes. */
export const DB_RETRY_AFTER_S = 10;

/**
 * The log of answers given while the database cannot answer, per app: the first at once, with its
 * cause; then at most one line per OUTAGE_LOG_MS, saying how many more there were.
 */
const OUTAGE_LOG_MS = 10_000;
function noteOutage(req: Request, err: DbUnavailableError): void {
  const locals = req.app.locals as { dbOutageLog?: { last: number; unlogged: number } };
  const state = (locals.dbOutageLog ??= { last: -Infinity, unlogged: 0 });
  const now = performance.now();
  if (now - state.last < OUTAGE_LOG_MS) {
    state.unlogged++;
    return;
  }
  log.error('api request answered 503: the database cannot answer', { method: req.method, path: req.path, ...errorFields(err), ...(state.unlogged > 0 ? { alsoAnswered503: state.unlogged } : {}) });
  state.last = now;
  state.unlogged = 0;
}

/** The one error middleware: known errors keep their code; the database unavailable is E503; anything else is E500 and logged. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let appError: AppError;
  const body = bodyFailure(err);
  if (err instanceof AppError) {
    appError = err;
  } else if (body) {
    // A body that is not JSON, too large, in an unknown charset or encoding, or does not inflate
    // (Content-Encoding: gzip with other bytes): server/lib/body-errors.ts.
    appError = new AppError(body.code, body.message, { errors: body.errors });
  } else if (err instanceof DbUnavailableError) {
    // Issue 25, point 8: the database is down, closed or overloaded. Not our bug and nothing the
    // caller sent: 503, to try again, and the operator is told what failed (without the log
    // filling up with one line per request while it lasts).
    noteOutage(req, err);
    appError = new AppError('E503', 'The service cannot reach its database right now: try again in a few seconds.', { headers: { 'Retry-After': String(DB_RETRY_AFTER_S) } });
  } else if (err instanceof URIError || (err as { status?: unknown } | null)?.status === 400) {
    // An address with bytes that are not percent-encoded UTF-8 (%c0%ae and the like): express's own
    // decoding of route parameters throws a URIError with status 400.
    appError = new AppError('E400', 'The address is malformed: percent-encode it as UTF-8.');
  } else {
    log.error('api request failed', { method: req.method, path: req.path, ...errorFields(err) });
    appError = new AppError('E500');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (appError.headers) res.set(appError.headers);
  res.status(appError.status).json({
    result: false,
    code: appError.code,
    message: appError.message,
    ...(appError.errors ? { errors: appError.errors } : {}),
  });
};

export { errorCatalogue };
