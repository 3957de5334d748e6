import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { isValidHost } from '../lib/host.ts';
import { errorFields, log } from '../lib/logger.ts';
import { PERMISSIONS_POLICY } from '../lib/permissions-policy.ts';
import { untrustedProxyWarning } from '../lib/untrusted-proxy.ts';
import { createTokens, ownerAuthenticator } from './auth.ts';
import { verifyPassword as argon2Verify, type PasswordVerifier } from './domain/password.ts';
import { errorHandler, notFound, ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { createMessenger } from './messaging.ts';
import { createLimiters } from './rate-limit.ts';
import { scheduleRetention } from './retention.ts';
import { scheduleNotifier } from './domain/notifications.ts';
import { portalOrigin } from './routes/member.ts';
import { mountRoutes, openApiDocument, type ApiServices, type RouteDef } from './registry.ts';
import { brandRoutes } from './routes/brand.ts';
import { filesRouter } from './routes/files.ts';
import { authRoutes, memberRoutes } from './routes/member.ts';

/** /healthz waits this long for the database: an orchestrator's probe must get an answer, not time out itself. */
export const HEALTH_DEADLINE_MS = 2000;

/**
 * The database check of /healthz: SELECT 1 within HEALTH_DEADLINE_MS, else E503. One check at a
 * time: probes that arrive while one is pending share it, so a database that does not answer is
 * not sent a pile of them (each would hold a connection until the pool's own timeouts end it).
 * An outage is logged when it starts and when it ends, not on every probe.
 */
function healthCheck(db: Db): () => Promise<void> {
  let pending: Promise<void> | null = null;
  let down = false;
  const check = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Error(`the database did not answer SELECT 1 within ${HEALTH_DEADLINE_MS} ms`);
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(late), HEALTH_DEADLINE_MS);
    });
    try {
      await Promise.race([db.query('SELECT 1'), deadline]);
      if (down) log.warn('database reachable again: /healthz answers 200');
      down = false;
    } catch (err) {
      if (!down) log.error('database unreachable: /healthz answers 503 until it answers again', errorFields(err));
      down = true;
      throw new AppError('E503', err === late ? `The database did not answer within ${HEALTH_DEADLINE_MS / 1000} s.` : 'The database is not reachable.');
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    pending ??= check().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/** Every call of the operator API, in one list: the router and /openapi.json are made from it. */
export const routes: RouteDef[] = [...brandRoutes, ...authRoutes, ...memberRoutes];

export interface Api {
  app: Express;
  services: ApiServices;
  /** Releases what the app holds besides the database (Redis connections). */
  close(): Promise<void>;
}

/** The operator API (SPEC §7, DESIGN §4): POST + JSON calls in one envelope. */
export function createApi({ db, config, limiterPrefix, verifyPassword = argon2Verify }: { db: Db; config: Config; limiterPrefix?: string; verifyPassword?: PasswordVerifier }): Api {
  const tokens = createTokens(db, config);
  const services: ApiServices = { db, config, tokens, limiters: createLimiters(config.REDIS_URL, limiterPrefix, { smsPerDayAll: config.SMS_DAILY_BUDGET, memberCallsPerMinute: config.MEMBER_CALLS_PER_MINUTE }), messenger: createMessenger(db, config), verifyPassword };
  const authenticate = ownerAuthenticator(db, tokens);
  const document = openApiDocument(routes);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The web app's BFF is the usual caller: the visitor's address comes in X-Forwarded-For, believed
  // from the configured callers only (API_TRUST_PROXY, loopback by default).
  app.set('trust proxy', config.API_TRUST_PROXY);
  app.use(untrustedProxyWarning('API_TRUST_PROXY', config.API_TRUST_PROXY, 'the web app (or a proxy between it and the API)'));
  // A Host that is not a host name at all is refused before anything reads it.
  app.use((req, _res, next) => next(isValidHost(req.headers.host) ? undefined : new AppError('E400', 'The Host header is not a valid host name.')));
  app.use(helmet());
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });

  const databaseCheck = healthCheck(db);
  app.get('/healthz', async (_req, res) => {
    await databaseCheck();
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
  // Owner notifications are looked for every few minutes (domain/notifications.ts).
  const notifier = scheduleNotifier(db, services.messenger, portalOrigin(config));
  return {
    app,
    services,
    close: async () => {
      retention.stop();
      notifier.stop();
      await services.limiters.close();
    },
  };
}
