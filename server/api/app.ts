import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { isValidHost } from '../lib/host.ts';
import { PERMISSIONS_POLICY } from '../lib/permissions-policy.ts';
import { createTokens, ownerAuthenticator } from './auth.ts';
import { errorHandler, notFound, ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { createMessenger } from './messaging.ts';
import { createLimiters } from './rate-limit.ts';
import { scheduleRetention } from './retention.ts';
import { mountRoutes, openApiDocument, type ApiServices, type RouteDef } from './registry.ts';
import { brandRoutes } from './routes/brand.ts';
import { filesRouter } from './routes/files.ts';
import { authRoutes, memberRoutes } from './routes/member.ts';

/** Every call of the operator API, in one list: the router and /openapi.json are made from it. */
export const routes: RouteDef[] = [...brandRoutes, ...authRoutes, ...memberRoutes];

export interface Api {
  app: Express;
  services: ApiServices;
  /** Releases what the app holds besides the database (Redis connections). */
  close(): Promise<void>;
}

/** The operator API (SPEC §7, DESIGN §4): POST + JSON calls in one envelope. */
export function createApi({ db, config, limiterPrefix }: { db: Db; config: Config; limiterPrefix?: string }): Api {
  const tokens = createTokens(db, config);
  const services: ApiServices = { db, config, tokens, limiters: createLimiters(config.REDIS_URL, limiterPrefix, { smsPerDayAll: config.SMS_DAILY_BUDGET }), messenger: createMessenger(db, config) };
  const authenticate = ownerAuthenticator(db, tokens);
  const document = openApiDocument(routes);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The web app's BFF is the usual caller: the visitor's address comes in X-Forwarded-For, believed
  // from the configured callers only (API_TRUST_PROXY, loopback by default).
  app.set('trust proxy', config.API_TRUST_PROXY);
  // A Host that is not a host name at all is refused before anything reads it.
  app.use((req, _res, next) => next(isValidHost(req.headers.host) ? undefined : new AppError('E400', 'The Host header is not a valid host name.')));
  app.use(helmet());
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await db.query('SELECT 1');
    } catch {
      throw new AppError('E500', 'The database is not reachable.');
    }
    ok(res, { status: 'ok', database: db.kind });
  });
  app.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  app.use(mountRoutes(routes, services, authenticate));
  app.use('/crs/download', filesRouter(db, tokens));

  app.use(notFound);
  app.use(errorHandler);
  // Personal data past its retention is deleted every hour (retention.ts).
  const retention = scheduleRetention(db);
  return {
    app,
    services,
    close: async () => {
      retention.stop();
      await services.limiters.close();
    },
  };
}
