import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed, seedToday } from '../../server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The Seoul day the api suite's databases were seeded for ('YYYY-MM-DD'): what "today" is in their data. */
    seedDay: string;
  }
}

/** Migrates and seeds one PGlite database and saves it, so that each test file loads a copy (DESIGN §7). */
export default async function setup(project: TestProject) {
  // Read once: a test compares the data with the day the seed used, not with a clock that may
  // have passed Seoul's midnight since (the one clock, contracts/seoul-clock.ts).
  const seedDay = seedToday();
  project.provide('seedDay', seedDay);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
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
