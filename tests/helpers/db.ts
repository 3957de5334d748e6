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
  /** On a PostgreSQL server, the database's address (for a process of its own to connect to); null when embedded. */
  url: string | null;
  /** Closes and, on a PostgreSQL server, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A migrated and seeded database of one test file's own: a copy of the run's template (made once
 * by tests/helpers/api-global-setup.ts) or, with `fresh` or outside the api project, migrated and
 * seeded here. With TEST_DATABASE_URL (a server admin URL, as in .ci/run) a new database is
 * created on the server and dropped afterwards; otherwise an in-memory PGlite.
 */
export async function createTestDb(options: { fresh?: boolean } = {}): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `raon_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    // The run's migrated, seeded template (tests/helpers/api-global-setup.ts), copied by the server;
    // a test that asks for no template (or runs outside the api project) migrates and seeds its own.
    const pgTemplate = options.fresh ? '' : (inject('pgTemplate') ?? '');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(pgTemplate ? `CREATE DATABASE ${name} TEMPLATE ${pgTemplate}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const seedDay = inject('seedDay');
    // Seeding years of demo data on a busy CI machine: statements get a minute, not the API's 5 s.
    const db = openPostgres(url.toString(), { ...DB_TIMEOUTS, statementMs: 60_000 });
    if (!pgTemplate) {
      await migrate(db);
      await seed(db, seedDay);
    }
    return {
      db,
      seedDay,
      url: url.toString(),
      async dispose() {
        await db.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const template = options.fresh ? '' : (inject('pgliteTemplate') ?? '');
  const db = template ? await openPglite(undefined, new Blob([await fs.readFile(template)])) : await openPglite();
  const seedDay = inject('seedDay');
  if (!template) {
    await migrate(db);
    await seed(db, seedDay);
  }
  return { db, seedDay, url: null, dispose: () => db.close() };
}
