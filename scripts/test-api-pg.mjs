// The api suite against a PostgreSQL server and Redis (CI job): each test file creates its own
// database there and drops it. TEST_DATABASE_URL and TEST_REDIS_URL default to the machine's servers.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// The fuzz test draws its bodies from another seed than `npm test` does (tests/api/fuzz.test.ts).
// The rate limiters use Redis here, as with REDIS_URL in production; each test file removes its keys.
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
console.log(`api suite against ${url.replace(/:[^:@/]*@/, ':***@')} and ${redis}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { FUZZ_SEED: '20261122', ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redis } });
process.exit(result.status ?? 1);
