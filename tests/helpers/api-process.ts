// One operator API in a process of its own, for tests that need two real processes sharing Redis
// (tests/api/rate-limit-redis.test.ts). Its database: on a PostgreSQL server, the test's copy of
// the run's template (TEST_PROCESS_DATABASE_URL), as two API processes share one database in a
// deployment; otherwise an in-memory PGlite loaded from the suite's template (TEST_PGLITE_TEMPLATE)
// or, with neither, migrated and seeded here. Prints {"url": …} once it listens; SIGTERM stops it.
import fs from 'node:fs/promises';
import { createApi } from '../../server/api/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite, openPostgres, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { listen } from '../../server/lib/http.ts';

const template = process.env.TEST_PGLITE_TEMPLATE;
const serverUrl = process.env.TEST_PROCESS_DATABASE_URL;
async function openDb(): Promise<Db> {
  if (serverUrl) return openPostgres(serverUrl);
  const db = template ? await openPglite(undefined, new Blob([await fs.readFile(template)])) : await openPglite();
  if (!template) {
    await migrate(db);
    await seed(db);
  }
  return db;
}
const db = await openDb();
const config = loadConfig({ REDIS_URL: process.env.TEST_REDIS_URL, LOG_LEVEL: 'ERROR' });
const api = createApi({ db, config, limiterPrefix: process.env.TEST_LIMITER_PREFIX });
const server = await listen(api.app, 0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.once('SIGTERM', () => {
  void (async () => {
    await server.close(1000);
    await api.close();
    await db.close();
    process.exit(0);
  })();
});
