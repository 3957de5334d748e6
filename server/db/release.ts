// Procfile `release:` — migrations and the demo seed, before new web/api processes start.
import '../lib/node-env.ts';
import { loadConfig } from '../config.ts';
import { errorFields, log } from '../lib/logger.ts';
import { DB_TIMEOUTS, openDb } from './index.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

try {
  const config = loadConfig();
  // A migration may rewrite a large table, and no visitor waits on it: its statements get minutes,
  // while a server that does not answer at all still ends the release after the usual connect timeout.
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, timeouts: { ...DB_TIMEOUTS, statementMs: 10 * 60_000 } });
  try {
    const migrations = await migrate(db);
    const seeds = await seed(db);
    log.info('release done', { migrations, seeds });
  } finally {
    await db.close();
  }
} catch (err) {
  log.error('release failed', errorFields(err));
  process.exit(1);
}
