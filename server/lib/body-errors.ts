/**
 * What an error of express.json (body-parser) means for the caller, in the API's codes, so that the
 * API and both BFFs of the web app answer a body they cannot read the same way: always a 4xx with a
 * sentence the caller can act on, never a 500 or 502 (issue 11, point 8).
 */
export interface BodyFailure {
  status: 400 | 413 | 415;
  code: 'E400' | 'E413' | 'E415';
  message: string;
  /** Field errors of the API's envelope: `(body)` when the JSON does not parse. */
  errors?: { path: string; message: string }[];
}

interface BodyParserError {
  type?: unknown;
  status?: unknown;
  code?: unknown;
  errno?: unknown;
}

/**
 * A body that did not inflate: body-parser passes zlib's own error on with status 400 and no
 * `type` (gzip/deflate `Z_DATA_ERROR` and the like, brotli `ERR__ERROR_FORMAT_…`), always with a
 * numeric errno and a string code.
 */
function isDecompressionError(err: BodyParserError): boolean {
  return err.status === 400 && typeof err.errno === 'number' && typeof err.code === 'string' && (err.code.startsWith('Z_') || err.code.startsWith('ERR_'));
}

export const UNREADABLE_BODY = 'The body could not be read: send it uncompressed, or as valid gzip, deflate or br.';

/** The answer for a body-parser error, or null when the error is not about reading the body. */
export function bodyFailure(err: unknown): BodyFailure | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as BodyParserError;
  switch (e.type) {
    case 'entity.parse.failed':
      return { status: 400, code: 'E400', message: 'The body is not valid JSON.', errors: [{ path: '(body)', message: 'Malformed JSON' }] };
    case 'entity.too.large':
      return { status: 413, code: 'E413', message: 'The request body is too large.' };
    case 'charset.unsupported':
      return { status: 415, code: 'E415', message: 'Send the body as JSON in UTF-8.' };
    case 'encoding.unsupported':
      return { status: 415, code: 'E415', message: 'Send the body uncompressed, or compressed as gzip, deflate or br.' };
    // Cut short, or not the length its Content-Length said.
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return { status: 400, code: 'E400', message: UNREADABLE_BODY };
  }
  if (isDecompressionError(e)) return { status: 400, code: 'E400', message: UNREADABLE_BODY };
  return null;
}
