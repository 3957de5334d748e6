import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { bodyShapeProblem } from '../lib/body-shape.ts';
import { errorFields, log } from '../lib/logger.ts';
import { AppError, errorCatalogue, type FieldError } from './errors.ts';

export const SUCCESS_CODE = 'S001';

export function ok(res: Response, resultData: unknown): void {
  res.json({ result: true, code: SUCCESS_CODE, result_data: resultData });
}

/** Refuses deep nesting and NUL characters before the schema (server/lib/body-shape.ts). */
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

const isZlibError = (err: unknown) => typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' && err.code.startsWith('Z_');

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one error middleware: known errors keep their code; anything else is E500 and logged. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let appError: AppError;
  if (err instanceof AppError) {
    appError = err;
  } else {
    const type = (err as BodyParserError | null)?.type;
    if (type === 'entity.parse.failed') appError = new AppError('E400', 'The body is not valid JSON.', { errors: [{ path: '(body)', message: 'Malformed JSON' }] });
    else if (type === 'entity.too.large') appError = new AppError('E413');
    else if (type === 'encoding.unsupported' || type === 'charset.unsupported') appError = new AppError('E415');
    // A body that does not inflate (Content-Encoding gzip with other bytes), or was cut short.
    else if (type === 'request.aborted' || type === 'stream.encoding.set' || isZlibError(err)) appError = new AppError('E400', 'The body could not be read: send it uncompressed, or as valid gzip/deflate.');
    // An address with bytes that are not percent-encoded UTF-8 (%c0%ae and the like).
    else if (err instanceof URIError || (err as { status?: number } | null)?.status === 400) appError = new AppError('E400', 'The address or body is malformed.');
    else {
      log.error('api request failed', { method: req.method, path: req.path, ...errorFields(err) });
      appError = new AppError('E500');
    }
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
