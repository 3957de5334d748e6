// `npm start`: one command for the embedded default. Builds the site if no build exists,
// migrates and seeds the database, starts the api (unless API_URL names another) and the web
// app, and shuts both down gracefully on SIGTERM or Ctrl-C.
import './lib/node-env.ts';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createApi, type Api } from './api/app.ts';
import { DB_TIMEOUTS, openDb, openPostgres, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { listen, type RunningServer } from './lib/http.ts';
import { errorFields, log, setLogLevel } from './lib/logger.ts';
import { onShutdown } from './lib/shutdown.ts';
import { clientDist, createWebApp, projectRoot } from './web/app.ts';

export interface Started {
  web: RunningServer;
  api: RunningServer | null;
  db: Db | null;
  stop(): Promise<void>;
}

export function buildIfMissing(): void {
  const built = fs.existsSync(path.join(clientDist, 'assets')) && fs.existsSync(path.join(projectRoot, 'dist/server'));
  if (built) return;
  log.info('no production build found: building the site (vite build), once');
  const vite = path.join(projectRoot, 'node_modules/vite/bin/vite.js');
  // Vite is a build tool (a devDependency): a production install without it needs the dist/ of a build.
  if (!fs.existsSync(vite)) {
    throw new Error('no production build in dist/, and vite is not installed (npm ci --omit=dev?): run `npm run build` where the dev dependencies are installed and deploy its dist/ with the code');
  }
  // vike leaves its plugin out under VITEST (set when a test run starts the site): build as `npm run build` does.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: projectRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('vite build failed (see above)');
}

/**
 * Starts everything in this process; used by `npm start`, the e2e tests and the benchmark.
 * `seedDay` seeds for that Seoul day instead of today's: the e2e run starts one of these per
 * worker and all must hold the data of one day, even when Seoul's midnight passes between them.
 */
export async function start(config: Config, opts: { dev?: boolean; seedDay?: string } = {}): Promise<Started> {
  if (!opts.dev) buildIfMissing();
  let db: Db | null = null;
  let api: RunningServer | null = null;
  let operatorApi: Api | null = null;
  if (!config.API_URL) {
    db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    // Migrations and the first seed may run long statements on a server (as `npm run release`
    // allows); the API's own connections keep their short timeouts (server/db/index.ts).
    const setup = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, { ...DB_TIMEOUTS, statementMs: 10 * 60_000 }) : db;
    let migrations: string[];
    let seeds: string[];
    try {
      migrations = await migrate(setup);
      seeds = await seed(setup, opts.seedDay);
    } finally {
      if (setup !== db) await setup.close();
    }
    log.info('database ready', { database: config.DATABASE_URL ? 'postgres' : config.DATA_DIR, migrations, seeds });
    operatorApi = createApi({ db, config });
    api = await listen(operatorApi.app, config.API_PORT, config.HOST);
    // The web app finds the embedded api on the port it really got (API_PORT may be 0 in tests).
    config = { ...config, API_PORT: api.port };
  }
  let vite: import('vite').ViteDevServer | undefined;
  if (opts.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'custom' });
  }
  const web = await listen(await createWebApp({ config, vite }), config.PORT, config.HOST);
  return {
    web,
    api,
    db,
    async stop() {
      // Requests in flight get 7 s, then the api (which they may be waiting on) 1.5 s: all within
      // SHUTDOWN_LIMIT_MS.
      await web.close(7_000);
      await vite?.close();
      await api?.close(1_500);
      await operatorApi?.close();
      await db?.close();
    },
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  setLogLevel(config.LOG_LEVEL);
  const started = await start(config, { dev: process.argv.includes('--dev') });
  onShutdown(() => started.stop());
  console.log(`\n  web  ${started.web.url}\n  api  ${started.api ? started.api.url : `${config.API_URL} (API_URL)`}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    log.error('start failed', errorFields(err));
    process.exit(1);
  });
}
