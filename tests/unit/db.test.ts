import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbUnavailableError, describeDatabase, openPostgres, type Db } from '../../server/db/index.ts';
import { migrate, splitStatements } from '../../server/db/migrate.ts';
import { outageServer, type Outage } from '../helpers/tcp.ts';

describe('splitStatements', () => {
  it('splits on a semicolon at the end of a line and drops comments', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });
  it('keeps a semicolon inside a line', () => {
    expect(splitStatements("INSERT INTO t VALUES ('a;b');")).toEqual(["INSERT INTO t VALUES ('a;b')"]);
  });
});

describe('the PostgreSQL client against a server that accepts connections and never answers', () => {
  const timeouts = { connectMs: 2000, statementMs: 2000 };
  let hole: Outage;
  let db: Db;
  beforeAll(async () => {
    hole = await outageServer();
    db = openPostgres(`postgres://raon:secret-password@127.0.0.1:${hole.port}/raon`, timeouts);
  });
  afterAll(async () => {
    await db.close();
    await hole.close();
  });

  /** The error a call ends in, and after how long. */
  const failure = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    const error = await call().then(
      () => null,
      (err: unknown) => err,
    );
    return { error: error as Error, ms: performance.now() - started };
  };

  it('ends a query in a clear error within seconds, naming the server but not the password', async () => {
    const { error, ms } = await failure(() => db.query('SELECT 1'));
    expect(error).toBeInstanceOf(DbUnavailableError);
    expect(error.message).toBe(`the database did not answer within 2 s when connecting (postgres://raon@127.0.0.1:${hole.port}/raon)`);
    expect(error.message).not.toMatch(/secret/);
    // The connect timeout is 2 s; without it the query waited for ever. Generous for a busy machine.
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(15_000);
  });

  it('ends migrations (the start) and transactions the same way', async () => {
    const migration = await failure(() => migrate(db));
    expect(migration.error).toBeInstanceOf(DbUnavailableError);
    expect(migration.ms).toBeLessThan(15_000);
    const transaction = await failure(() => db.transaction((tx) => tx.query('SELECT 1')));
    expect(transaction.error.message).toMatch(/did not answer within 2 s when connecting/);
    expect(transaction.ms).toBeLessThan(15_000);
  });

  it('ends every call of a burst within seconds, those waiting for a free connection included', async () => {
    const started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => db.query('SELECT 1')));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof DbUnavailableError)).toBe(true);
    // Two more calls than the pool has connections: those wait for one, up to the connect timeout.
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('names the server in messages without its password', () => {
    expect(describeDatabase('postgres://app:p%40ss@db.internal:6543/raon?sslmode=require')).toBe('postgres://app@db.internal:6543/raon');
    expect(describeDatabase('postgresql://db.internal/raon')).toBe('postgres://db.internal:5432/raon');
  });
});
