import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Db } from '../db/index.ts';
import { errorHandler, notFound, ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { brandRouter } from './routes/brand.ts';
import { filesRouter } from './routes/files.ts';

export interface ApiDeps {
  db: Db;
}

/** The operator API (SPEC §7, DESIGN §4): POST + JSON calls in one envelope. */
export function createApiApp({ db }: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(helmet());
  app.use(express.json({ limit: '100kb', type: ['application/json', 'application/*+json'] }));

  app.get('/healthz', async (_req, res) => {
    try {
      await db.query('SELECT 1');
    } catch {
      throw new AppError('E500', 'The database is not reachable.');
    }
    ok(res, { status: 'ok', database: db.kind });
  });
  app.use('/brand/branding', brandRouter(db));
  app.use('/crs/download', filesRouter(db));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
