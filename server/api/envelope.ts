import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { errorFields, log } from '../lib/logger.ts';
import { AppError, errorCatalogue, type FieldError } from './errors.ts';

export const SUCCESS_CODE = 'S001';

export function ok(res: Response, resultData: unknown): void {
  res.json({ result: true, code: SUCCESS_CODE, result_data: resultData });
}

/** Parses a request body with its schema; a failure becomes E400 with one entry per field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
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
