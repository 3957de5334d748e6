import type { Request, Response } from 'express';

/** One body in the encodings a client may take: as it is, brotli, gzip. */
export interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Sends the encoding the request accepts (brotli, else gzip, else none), with its type and caching. */
export function sendEncoded(req: Request, res: Response, body: Encoded, contentType: string, cacheControl: string): void {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const [bytes, encoding] = /\bbr\b/.test(accept) ? [body.br, 'br'] : /\bgzip\b/.test(accept) ? [body.gzip, 'gzip'] : [body.identity, null];
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
