/**
 * The error catalogue of the operator API (DESIGN §4). Every failure leaves the API as
 * `{ result: false, code, message, errors? }` with the HTTP status of its code.
 */
export const errorCatalogue = {
  E400: { status: 400, message: 'The request is invalid. Check the listed fields.' },
  E401: { status: 401, message: 'Sign in again: the access token is missing, invalid or expired.' },
  E403: { status: 403, message: 'This account may not use this function.' },
  E404: { status: 404, message: 'Nothing was found for this request.' },
  E409: { status: 409, message: 'The request conflicts with the current state.' },
  E413: { status: 413, message: 'The request body is too large.' },
  E415: { status: 415, message: 'Send the body as application/json.' },
  E429: { status: 429, message: 'Too many attempts. Try again later.' },
  E500: { status: 500, message: 'Something went wrong on our side. Try again in a moment.' },
  E502: { status: 502, message: 'The operator API is not reachable. Try again in a moment.' },
  E503: { status: 503, message: 'The service cannot answer right now. Try again in a moment.' },
  E504: { status: 504, message: 'The request could not be completed within its deadline: nothing was saved. Send it again.' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, extra: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }
}
