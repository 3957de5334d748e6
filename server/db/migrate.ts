import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the SQL files of server/db/migrations in name order, each once, each in its own
 * transaction. On a PostgreSQL server an advisory lock keeps two releases from racing.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4206001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (seen.length > 0) return false;
      // A statement ends with ';' at the end of a line (see splitStatements).
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}

export async function pendingMigrations(db: Db): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort().map((f) => f.replace(/\.sql$/, ''));
  const exists = await db.query<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
  if (!exists[0]?.t) return files;
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  return files.filter((f) => !done.has(f));
}
