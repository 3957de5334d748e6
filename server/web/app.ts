import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ViteDevServer } from 'vite';
import { apiBaseUrl, type Config } from '../config.ts';
import { createApiClient } from './api-client.ts';
import { assets } from './assets.ts';
import { bookingStandin, STANDIN_PATH } from './booking-standin.ts';
import { callbacks } from './callbacks.ts';
import { createI18n, i18nHandler, loadResources } from './i18n.ts';
import { security } from './security.ts';
import { siteContext } from './session.ts';
import { vikePages } from './vike.ts';

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

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.get('/healthz', (_req, res) => {
    res.json({ result: true, code: 'S001', result_data: { status: 'ok' } });
  });

  app.use(
    security({
      dev: Boolean(vite),
      https: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
      imageOrigins: config.FILE_SERVER_URL ? [new URL(config.FILE_SERVER_URL).origin] : [],
    }),
  );
  app.use(compression());
  app.use(cookieParser());
  app.use(i18nHandler(i18n));
  app.use(siteContext);
  app.use(callbacks());
  if (!config.BOOKING_SITE_URL) app.use(STANDIN_PATH, bookingStandin(api));
  app.use(assets({ clientDir: vite ? null : clientDist, api, fileServer }));
  if (vite) app.use(vite.middlewares);
  app.use(vikePages({ api, resources, assetVersion, bookingSiteUrl: config.BOOKING_SITE_URL ?? STANDIN_PATH }));
  return app;
}
