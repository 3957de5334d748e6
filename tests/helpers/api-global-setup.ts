import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite } from '../../server/db/index.ts';
import { adminQuery, createServerDb } from './db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed, seedToday } from '../../server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On a PostgreSQL server (TEST_DATABASE_URL): the migrated, seeded database each test file copies (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
    /** The Seoul day the api suite's databases were seeded for ('YYYY-MM-DD'): what "today" is in their data. */
    seedDay: string;
  }
}

/**
 * Migrates and seeds one database, once per run, so that each test file starts from a copy (DESIGN
 * §7): embedded, a PGlite dump each file loads; on a PostgreSQL server (TEST_DATABASE_URL), a
 * template database each file's CREATE DATABASE … TEMPLATE copies (issue 27, point 5: before, every
 * file migrated and seeded its own).
 */
export default async function setup(project: TestProject) {
  // Read once: a test compares the data with the day the seed used, not with a clock that may
  // have passed Seoul's midnight since (the one clock, contracts/seoul-clock.ts).
  const seedDay = seedToday();
  project.provide('seedDay', seedDay);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteTemplate', '');
    const { name, db } = await createServerDb(adminUrl, { seedDay }, 'raon_template');
    // A template is copied only while nobody is connected to it.
    await db.close();
    project.provide('pgTemplate', name);
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  project.provide('pgTemplate', '');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-template-'));
  const file = path.join(dir, 'template.tar.gz');
  const db = await openPglite();
  await migrate(db);
  await seed(db, seedDay);
  const dump = await dumpPglite(db);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

