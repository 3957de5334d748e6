import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { Router } from 'express';
import type { ApiClient } from './api-client.ts';

/**
 * Static files of the production build (hashed names under /assets are immutable), and the
 * stored-file addresses /crs/download/... passed through to the file server (the operator API
 * unless FILE_SERVER_URL names another), so the browser only ever talks to this origin.
 */
export function assets(opts: { clientDir: string | null; api: ApiClient; fileServer: ((p: string) => string) | null }): Router {
  const router = Router();
  if (opts.clientDir) {
    router.use('/assets', express.static(path.join(opts.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
    router.use(express.static(opts.clientDir, { index: false, maxAge: '1h' }));
  }
  router.get('/crs/download/*file', async (req, res) => {
    const target = req.originalUrl.replace(/^\//, '');
    if (opts.fileServer) return res.redirect(302, opts.fileServer(target));
    const upstream = opts.api.stream(target);
    upstream.on('response', (r: { statusCode: number; headers: Record<string, string | string[] | undefined> }) => {
      res.status(r.statusCode);
      for (const h of ['content-type', 'cache-control', 'last-modified', 'content-security-policy', 'x-content-type-options']) {
        const v = r.headers[h];
        if (v !== undefined) res.setHeader(h, v);
      }
    });
    await pipeline(upstream, res).catch(() => {
      if (!res.headersSent) res.status(502).type('text/plain').send('The file server is not reachable.');
      else res.destroy();
    });
  });
  return router;
}
