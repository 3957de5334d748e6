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
    // The run's migrated, seeded template (tests/helpers/api-global-setup.ts), copied by the server;
    // a test that asks for no template (or runs outside the api project) migrates and seeds its own.
    const pgTemplate = options.fresh ? '' : (inject('pgTemplate') ?? '');
    const seedDay = inject('seedDay');
    const { name, url, db } = await createServerDb(adminUrl, pgTemplate ? { template: pgTemplate } : { seedDay });
    return { db, seedDay, url, dispose: () => dropServerDb(adminUrl, name, db) };
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

/** Runs one statement as the server's admin (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of `adminUrl`: a copy of `template`, or migrated and
 * seeded for `seedDay`. Its name is unique to this process.
 */
export async function createServerDb(adminUrl: string, from: { template: string } | { seedDay: string }, prefix = 'raon_test'): Promise<{ name: string; url: string; db: Db }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, 'template' in from ? `CREATE DATABASE ${name} TEMPLATE ${from.template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Seeding years of demo data on a busy CI machine: statements get a minute, not the API's 5 s.
  const db = openPostgres(url.toString(), { ...DB_TIMEOUTS, statementMs: 60_000 });
  if ('seedDay' in from) {
    await migrate(db);
    await seed(db, from.seedDay);
  }
  return { name, url: url.toString(), db };
}

/** Closes `db` and drops its database. */
export async function dropServerDb(adminUrl: string, name: string, db: Db): Promise<void> {
  await db.close();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
