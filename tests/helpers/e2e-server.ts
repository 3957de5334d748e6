// Which stack an e2e file talks to: e2e files run in E2E_WORKERS workers at once (issue 27), each
// worker with a web app, api and database of its own started by the global setup, so that one
// file's writes, rate limits and page cache never meet another's.
import { inject } from 'vitest';
import type { E2eServer } from './e2e-global-setup.ts';

/** The stack of the worker running this file (VITEST_POOL_ID is 1 … the project's maxWorkers). */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(pool - 1) % servers.length];
  if (!server) throw new Error(`no e2e stack for worker ${process.env.VITEST_POOL_ID ?? '(none)'}: the e2e project must run with tests/helpers/e2e-global-setup.ts`);
  return server;
}
