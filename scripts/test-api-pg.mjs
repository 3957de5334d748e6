// The api suite against a PostgreSQL server (CI job): each test file creates its own database
// there and drops it. TEST_DATABASE_URL defaults to the machine's server.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`api suite against ${url.replace(/:[^:@/]*@/, ':***@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(result.status ?? 1);
