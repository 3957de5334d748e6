import { describe, expect, it } from 'vitest';
import { splitStatements } from '../../server/db/migrate.ts';

describe('splitStatements', () => {
  it('splits on a semicolon at the end of a line and drops comments', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });
  it('keeps a semicolon inside a line', () => {
    expect(splitStatements("INSERT INTO t VALUES ('a;b');")).toEqual(["INSERT INTO t VALUES ('a;b')"]);
  });
});
