import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { DB_TIMEOUTS, openPglite, openPostgres, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';

export interface TestDb {
  db: Db;
  /** The Seoul day the seed placed its data around ('YYYY-MM-DD'): "today" in this database. */
  seedDay: string;
  /** Closes and, on a PostgreSQL server, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file. With TEST_DATABASE_URL (a server
 * admin URL, as in .ci/run) a new database is created on the server and dropped afterwards;
 * otherwise an in-memory PGlite is loaded from the template made once by the global setup.
 */
export async function createTestDb(template?: string): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `raon_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Seeding years of demo data on a busy CI machine: statements get a minute, not the API's 5 s.
    const db = openPostgres(url.toString(), { ...DB_TIMEOUTS, statementMs: 60_000 });
    await migrate(db);
    const seedDay = inject('seedDay');
    await seed(db, seedDay);
    return {
      db,
      seedDay,
      async dispose() {
        await db.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const db = template ? await openPglite(undefined, new Blob([await fs.readFile(template)])) : await openPglite();
  const seedDay = inject('seedDay');
  if (!template) {
    await migrate(db);
    await seed(db, seedDay);
  }
  return { db, seedDay, dispose: () => db.close() };
}
