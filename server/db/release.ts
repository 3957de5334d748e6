// Procfile `release:` — migrations and the demo seed, before new web/api processes start.
import '../lib/node-env.ts';
import { loadConfig } from '../config.ts';
import { errorFields, log } from '../lib/logger.ts';
import { openDb } from './index.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

try {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
