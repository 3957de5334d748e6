import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ViteDevServer } from 'vite';
import { apiBaseUrl, type Config } from '../config.ts';
import { createApiClient } from './api-client.ts';
import { shareImages } from './render/share-image.ts';
import { assets } from './render/assets.ts';
import { pageFontKey } from './render/page-fonts.ts';
import { bookingStandin, STANDIN_PATH } from './bff/booking-standin.ts';
import { bff } from './bff/bff.ts';
import { loginForm } from './bff/login-form.ts';
import { memberBff, memberDocuments, MEMBER_DOCUMENTS } from './bff/member-bff.ts';
import { PERMISSIONS_POLICY } from '../lib/permissions-policy.ts';
import { untrustedProxyWarning } from '../lib/untrusted-proxy.ts';
import { createLoginAssertions } from './bff/login-assertion.ts';
import { siteOrigin } from './middleware/origin.ts';
import { createSealer, readSession, sessionSecret, type OwnerSession } from './middleware/owner-session.ts';
import { portalGate, portalRender } from './render/portal.ts';
import { memberStatements } from './statements.ts';
import { createSessionEnds, forgetEndedSessions } from './middleware/session-ends.ts';
import { callbacks } from './bff/callbacks.ts';
import { createI18n, i18nHandler, loadResources, localesDir } from './render/i18n.ts';
import { log } from '../lib/logger.ts';
import { createPublicFiles } from './render/public-files.ts';
import { cacheFront, createPageCache, HSTS, pageCacheHits, requestIsTls, signedInCheck, type PageCache } from './render/page-cache.ts';
import { pageCacheKey, requestContext, seoulDay, type RequestContext } from './middleware/request-context.ts';
import { createSearchBuckets, createSearchSlots, searchFront, searchLimit } from './middleware/search-limit.ts';
import { security, subresourceHeaders } from './middleware/security.ts';
import { seo } from './render/seo.ts';
import { createRenderPool } from './render/render-pool.ts';
import { translationsAssets } from './render/translations.ts';
import { createPurger, GENERATION_HEADER } from './render/shared-cache.ts';
import { brandNamespaces, createPageRenderer, vikePages } from './render/vike.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const clientDist = path.join(projectRoot, 'dist/client');

export interface WebOptions {
  config: Config;
  /** Development: Vite's middleware instead of the production build. */
  vite?: ViteDevServer;
}

/** The web app (DESIGN §3): security → i18n → session → callbacks → bff → assets → vike. */
export async function createWebApp({ config, vite }: WebOptions): Promise<Express> {
  const api = createApiClient(apiBaseUrl(config), config.API_TIMEOUT_MS);
  const resources = loadResources();
  const i18n = await createI18n(resources);
  const fileServer = config.FILE_SERVER_URL ? (p: string) => `${config.FILE_SERVER_URL}/${p}` : null;
  // Favicon addresses carry the build's time so that a new build replaces cached icons (SPEC §1).
  const assetVersion = vite ? String(Date.now()) : String(Math.floor(fs.statSync(clientDist).mtimeMs));

  // The owner portal's session cookie is sealed with this key (SESSION_SECRET or DATA_DIR/session.key).
  const sessionKey = sessionSecret(config);
  const sealer = createSealer(sessionKey);
  // The pages' own font cuts are signed with a key of the session key (page-fonts.ts); not in development (no whole pages).
  const fontKey = vite ? undefined : pageFontKey(sessionKey);
  const cache = createPageCache(vite ? 0 : config.PAGE_CACHE_MB * 1024 * 1024);
  const bookingSiteUrl = config.BOOKING_SITE_URL ?? STANDIN_PATH;
  const renderer = createPageRenderer({ api, resources, assetVersion, bookingSiteUrl, clientDir: vite ? null : clientDist, pageFontKey: fontKey });
  // Misses of the page cache render on worker threads (not in development: Vite serves the modules).
  const threads = vite || !cache.enabled ? 0 : (config.RENDER_THREADS ?? os.availableParallelism());
  const pool =
    threads > 0
      ? createRenderPool(threads, { apiBaseUrl: apiBaseUrl(config), apiTimeoutMs: config.API_TIMEOUT_MS, assetVersion, bookingSiteUrl, clientDir: clientDist, localesDir, logLevel: config.LOG_LEVEL, pageFontKey: fontKey?.toString('base64') }, renderer)
      : null;
  const purge = config.CACHE_PURGE_URL ? createPurger(config.CACHE_PURGE_URL) : null;
  const watcher = await watchContentVersion(api, cache, (generation) => pool?.setGeneration(generation), purge);

  const app = express();
  app.disable('x-powered-by');
  // The visitor's address and TLS come from X-Forwarded-* of the configured proxies only.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(untrustedProxyWarning('TRUST_PROXY', config.TRUST_PROXY, 'your proxy or load balancer'));

  app.get('/healthz', (_req, res) => {
    res.json({ result: true, code: 'S001', result_data: { status: 'ok' } });
  });

  // A shared cache that purged for a newer content version asks for it (X-Content-Generation,
  // deploy/varnish/default.vcl): this process asks the API at once rather than at its next poll,
  // so it never answers the cache with a page of the version before (issue 30, point 4).
  app.use((req, _res, next) => {
    const wanted = req.headers[GENERATION_HEADER];
    if (typeof wanted !== 'string' || wanted === cache.generation) return next();
    // A poll already under way may have asked before the change: then once more.
    watcher
      .pollNow()
      .then(() => (wanted === cache.generation ? undefined : watcher.pollNow()))
      .then(() => next(), next);
  });

  // Before everything else: only the site's own hosts, and absolute addresses from configuration.
  const origin = siteOrigin(config);
  app.use(origin.check);

  // Before everything else: a cached public page costs a lookup and a write (DESIGN §6). Only a
  // session cookie that opens makes a visitor signed in (issue 25, point 4).
  const signedIn = signedInCheck(sealer);
  app.use(requestContext);
  app.use(pageCacheHits(cache, pageCacheKey, signedIn));

  app.use(
    security({
      dev: Boolean(vite),
      https: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
      imageOrigins: config.FILE_SERVER_URL ? [new URL(config.FILE_SERVER_URL).origin] : [],
    }),
  );
  // HSTS whenever the request arrived over TLS (directly, or through a trusted proxy); no browser
  // feature the site does not use.
  app.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  // Scripts, stylesheets, fonts and translations: without the headers only a document reads.
  app.use(subresourceHeaders);
  // Searches are rendered for one visitor each: a generous allowance per address (counted before
  // Express by the front below), and one at a time per render thread site-wide (issue 25, point 4).
  const searches = { buckets: createSearchBuckets(), slots: createSearchSlots({ slots: threads }), tOf: (locale: string) => i18n.getFixedT(locale) };
  app.use(searchLimit(searches));
  // Before compression: each language's brand translations, compressed once (issue 16).
  app.use(translationsAssets(new Map(Object.entries(resources).map(([locale, store]) => [locale, brandNamespaces(store)]))));
  app.use(compression());
  app.use(cookieParser());
  app.use(readSession(sealer));
  // Sessions ended here (a log-out, a token the API refused) are ended for every route, even while
  // the API cannot confirm it (issue 25, point 8).
  const sessionEnds = createSessionEnds(api);
  app.use(forgetEndedSessions(sessionEnds));
  // Server-rendered HTML outside vike (pop-up callbacks, booking stand-in) translates with req.t.
  const translate = i18nHandler(i18n);
  app.use(['/login_success', '/logout', STANDIN_PATH], translate);
  const assertions = createLoginAssertions(config.LOGIN_ASSERTION_SECRET ?? sessionKey);
  app.use(callbacks({ assertions, bookingOrigin: config.BOOKING_SITE_URL ? new URL(config.BOOKING_SITE_URL).origin : null }));
  app.use(MEMBER_DOCUMENTS, memberDocuments(api));
  app.use('/bff/member', memberBff(api, sealer, sessionEnds));
  app.use(['/login-member', '/start'], loginForm(api, sealer));
  app.use('/bff', bff(api));
  app.use(portalGate(sessionEnds));
  // An owner's statements (PDF), behind the portal's gate (issue 28, point 2).
  app.use('/member/statements', memberStatements(api));
  app.use(seo(api));
  if (!config.BOOKING_SITE_URL) app.use(STANDIN_PATH, bookingStandin(api, assertions));
  // Public stored files (the pages' pictures) are kept for the page cache's generation, in a quarter
  // of its memory on top of it (public-files.ts).
  const publicFiles = createPublicFiles(cache.enabled ? (config.PAGE_CACHE_MB * 1024 * 1024) / 4 : 0, () => cache.generation);
  app.use(assets({ clientDir: vite ? null : clientDist, api, fileServer, pageFontKey: fontKey, publicFiles }));
  // Link previews' pictures: a page's stored picture as a 1200×630 PNG (issue 29, point 3).
  app.use(shareImages(api));
  if (vite) app.use(vite.middlewares);
  app.use(
    vikePages({
      renderer,
      wholePages: pool ?? renderer,
      cache,
      portalStreams: pool ?? undefined,
      portalOf: (req, res) => {
        const session = res.locals.ownerSession as OwnerSession | null;
        const status = res.locals.portalStatus as number | undefined;
        return session && status ? portalRender(api, session, res.locals.ctx as RequestContext, req.ip, status) : undefined;
      },
    }),
  );
  // listen() answers cached pages before Express (server/lib/http.ts), and its close() ends the
  // render threads with the server.
  // The front answers hits before Express: it tells TLS as Express does, from the same compiled
  // `trust proxy` (HSTS on hits over TLS, issue 25, point 8).
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const tls = requestIsTls(trust);
  const hits = cacheFront(cache, { acceptsHost: origin.accepts, signedIn, tls, generationWanted: (req) => req.headers[GENERATION_HEADER] });
  const refusedSearches = searchFront({ ...searches, trust, tls, acceptsHost: origin.accepts });
  app.locals.front = (req: IncomingMessage, res: ServerResponse) => refusedSearches(req, res) || hits(req, res);
  app.locals.close = async () => {
    watcher.stop();
    sessionEnds.close();
    await pool?.close();
  };
  return app;
}

export const CONTENT_POLL_MS = 1000;

/**
 * Page cache and API read cache follow the content version (migration 004) and the Seoul day;
 * polled every second, so a change reaches visitors within about a second. One poll at a time: a
 * slow answer is waited for, not piled on. While the API cannot say its version (down, slow,
 * refusing), the last good generation stays: visitors keep getting its pages (stale while the API
 * is away), and pages rendered meanwhile are not stored (server/web/render/vike.ts). Nothing is cached
 * until the API has answered once.
 */
async function watchContentVersion(
  api: ReturnType<typeof createApiClient>,
  cache: PageCache,
  onGeneration: (generation: string) => void,
  purge: ((generation: string) => Promise<void>) | null,
): Promise<{ stop(): void; pollNow(): Promise<void> }> {
  let failures = 0;
  let polling: Promise<void> | null = null;
  const poll = (): Promise<void> => (polling ??= pollOnce().finally(() => (polling = null)));
  const pollOnce = async () => {
    const version = await api.contentVersion();
    if (version === null) {
      if (failures++ === 0) {
        log.warn(cache.generation === '' ? 'the content version is unknown: pages are not cached until the api answers' : 'the content version is unknown: serving the pages cached so far until the api answers');
      }
      return;
    }
    if (failures > 0) log.info('the content version is known again', { after: failures });
    failures = 0;
    const generation = `${version}|${seoulDay()}`;
    if (generation !== cache.generation) onGeneration(generation);
    cache.setGeneration(generation);
    api.setVersionKey(generation);
    // Sent until the shared cache has taken it (createPurger remembers what it told).
    if (purge) void purge(generation);
  };
  await poll();
  const timer = setInterval(() => void poll(), CONTENT_POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), pollNow: poll };
}
