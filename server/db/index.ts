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
  const named = (err: unknown) => pgliteUnavailable(err) ?? err;
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const res = await q.query<T>(sql, params as unknown[]);
        return res.rows;
      } catch (err) {
        throw named(err);
      }
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    async exec(sql) {
      try {
        await db.exec(sql);
      } catch (err) {
        throw named(err);
      }
    },
    transaction: (fn) =>
      db.transaction((tx) => fn(wrap(tx))).catch((err: unknown) => {
        throw named(err);
      }),
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

/**
 * How long the API waits for PostgreSQL. A server that accepts connections and never answers (a
 * hung host, a half-open link, a full backlog) must end in an error within seconds, never hang a
 * request, /healthz or the start (issue 14, point 3).
 */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one while all are busy. */
  connectMs: number;
  /**
   * One statement: the server cancels it beyond this (statement_timeout), and the client gives up
   * one second later when the server does not even say so (the server or the link is gone).
   */
  statementMs: number;
}

export const DB_TIMEOUTS: DbTimeouts = { connectMs: 5000, statementMs: 5000 };

/** PostgreSQL did not answer, refused or dropped the connection: the message says which, and where. */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';
}

/**
 * The embedded database can no longer answer (issue 25, point 8): it was closed (the server is
 * stopping) or its WebAssembly instance failed, after which it stays unusable until a restart.
 */
function pgliteUnavailable(err: unknown): DbUnavailableError | null {
  if (err instanceof Error && err.message === 'PGlite is closed') return new DbUnavailableError('the embedded database is closed: the server is stopping', { cause: err });
  if (err instanceof WebAssembly.RuntimeError) return new DbUnavailableError(`the embedded database failed (${err.message}): restart the server`, { cause: err });
  return null;
}

/** The server's address for messages: user, host, port and database, never the password. */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `postgres://${user}${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'postgres://(an address that does not parse)';
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const codeOf = (err: unknown) => (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined);

/**
 * Names a failure to reach the server in words an operator can act on; any other error (a
 * constraint, a syntax error) is returned as it is, since callers read its SQLSTATE.
 */
function unavailable(err: unknown, where: string, timeouts: DbTimeouts): Error | null {
  if (!(err instanceof Error)) return null;
  const code = codeOf(err);
  const say = (text: string) => new DbUnavailableError(`${text} (${where})`, { cause: err });
  // pg's own words for each case (pg 8, pg-pool 3).
  if (err.message === 'Query read timeout') return say(`the database did not answer a statement within ${seconds(timeouts.statementMs + 1000)}: the server or the link to it is gone`);
  if (err.message === 'Connection terminated due to connection timeout' || err.message === 'timeout expired') return say(`the database did not answer within ${seconds(timeouts.connectMs)} when connecting`);
  if (err.message === 'timeout exceeded when trying to connect') return say(`no database connection became free within ${seconds(timeouts.connectMs)}: every connection is busy or the server does not answer`);
  if (code === '57014' && /statement timeout/.test(err.message)) return say(`the database cancelled a statement that ran longer than ${seconds(timeouts.statementMs)}`);
  if (/^Connection terminated/.test(err.message)) return say('the database closed the connection');
  if (code && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE)$/.test(code)) return say(`the database could not be reached: ${err.message}`);
  if (code === '57P01' || code === '57P02' || code === '57P03') return say(`the database is shutting down, restarting or starting: ${err.message}`);
  // Issue 25, point 8: the other ways a server says it cannot take the statement now.
  if (code === '53300') return say(`the database refuses new connections: all its connections (max_connections) are taken: ${err.message}`);
  if (code && /^53/.test(code)) return say(`the database is out of resources (${code}: ${err.message})`);
  if (code && /^08/.test(code)) return say(`the connection to the database failed (${code}: ${err.message})`);
  if (code === '57014') return say(`the database cancelled a statement: ${err.message}`);
  return null;
}

/** A failure that leaves the connection in an unknown state: it is dropped, not given back to the pool. */
const connectionLost = (err: unknown) => err instanceof DbUnavailableError && !/cancelled a statement/.test(err.message);

export function openPostgres(connectionString: string, timeouts: DbTimeouts = DB_TIMEOUTS): Db {
  const typeParsers = {
    getTypeParser: ((oid: number, format?: string) =>
      (parsers as Record<number, (v: string) => unknown>)[oid] ??
      pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const where = describeDatabase(connectionString);
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    // A session left inside a transaction (a process frozen mid-way) gives its locks back.
    idle_in_transaction_session_timeout: Math.max(60_000, timeouts.statementMs * 2),
    idleTimeoutMillis: 30_000,
    // TCP keep-alive finds idle connections whose peer vanished before a query is sent on them.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const named = (err: unknown) => unavailable(err, where, timeouts) ?? err;
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) => {
    try {
      return (await client.query(sql, params as unknown[])).rows as T[];
    } catch (err) {
      throw named(err);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    async exec(sql) {
      await query(pool, sql);
    },
    async transaction(fn) {
      const client = await pool.connect().catch((err: unknown) => {
        throw named(err);
      });
      // pool.query drops a client whose query failed for the connection's sake; here that is ours to do.
      let broken: Error | undefined;
      try {
        await query(client, 'BEGIN');
        const result = await fn({ query: (sql, params) => query(client, sql, params) });
        await query(client, 'COMMIT');
        return result;
      } catch (err) {
        // Behind a statement the server never answered, a ROLLBACK would wait as long again: the
        // connection is dropped instead, and the server rolls back when it sees it go.
        if (connectionLost(err)) broken = err as Error;
        else await query(client, 'ROLLBACK').catch((rollbackErr: unknown) => (broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr))));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export async function openDb(opts: { databaseUrl?: string; dataDir: string; timeouts?: DbTimeouts }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.timeouts) : openPglite(opts.dataDir);
}

export { pgliteTypes };
