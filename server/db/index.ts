import fs from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one data-access seam: parameterised SQL over either the embedded PGlite or a PostgreSQL
 * server. Both return the same JavaScript types (see `parsers`), so queries, migrations and
 * tests are identical on both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMPTZ: 1184, TIMESTAMP: 1114 } as const;

// bigint counts and won amounts stay far below 2^53; dates stay 'YYYY-MM-DD' strings so that no
// time zone shifts a business day.
const parsers = {
  [OID.INT8]: (v: string) => Number(v),
  [OID.NUMERIC]: (v: string) => Number(v),
  [OID.DATE]: (v: string) => v,
  [OID.TIMESTAMPTZ]: (v: string) => new Date(v),
  [OID.TIMESTAMP]: (v: string) => new Date(v + 'Z'),
};

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { parsers, ...(loadDataDir ? { loadDataDir } : {}) });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    // Exposed for tests that clone a migrated template database.
    dump: () => db.dumpDataDir('gzip'),
  } as Db;
}

export async function dumpPglite(db: Db): Promise<Blob> {
  const dump = (db as Db & { dump?: () => Promise<Blob> }).dump;
  if (!dump) throw new Error('dumpPglite needs a PGlite database');
  return dump();
}

export function openPostgres(connectionString: string): Db {
  const typeParsers = {
    getTypeParser: ((oid: number, format?: string) =>
      (parsers as Record<number, (v: string) => unknown>)[oid] ??
      pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) =>
    (await client.query(sql, params as unknown[])).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => query(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

export { pgliteTypes };
