// Procfile `api:` — the operator API alone. Migrations run in `release:` (npm run release).
import '../lib/node-env.ts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { listen } from '../lib/http.ts';
import { errorFields, log, setLogLevel } from '../lib/logger.ts';
import { createApi } from './app.ts';
import { onShutdown } from '../lib/shutdown.ts';

try {
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const pending = await pendingMigrations(db);
  if (pending.length > 0) throw new Error(`The database lacks migrations ${pending.join(', ')}: run \`npm run release\` first.`);
  const operatorApi = createApi({ db, config });
  const api = await listen(operatorApi.app, config.API_PORT, config.HOST);
  log.info(`api listening on ${api.url}`);
  onShutdown(async () => {
    await api.close(7_000);
    await operatorApi.close();
    await db.close();
  });
} catch (err) {
  log.error('api could not start', errorFields(err));
  process.exit(1);
}
