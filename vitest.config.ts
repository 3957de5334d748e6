import os from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { browserLimits, slow } from './tests/helpers/waits.ts';
import { e2eWorkers } from './tests/helpers/e2e-workers.ts';
import { E2eLongestFirst } from './tests/helpers/e2e-sequencer.ts';

// Four suites (DESIGN §3 tests/): unit, api (the real api on an ephemeral port and a fresh
// database), visual (every story in chromium against its baseline, with axe) and e2e (the
// production build in Debian's chromium). Every time limit is the idle machine's, stretched by how
// busy this one is when the run starts (tests/helpers/waits.ts): a loaded 2-core machine is slow,
// not broken.
// expect.poll gives up after 1 s by default: too short for a page on a busy machine to answer.
const expect = { poll: { timeout: slow(5_000) } };
/**
 * What the browser suites (visual, e2e, e2e-alone) share: limits scaled per file, and a failed test
 * run once more to gather a trace — passing only then still counts as a failure
 * (tests/setup/retry-trace.ts).
 */
const browserSuite = { setupFiles: ['tests/setup/browser-limits.ts', 'tests/setup/retry-trace.ts'], retry: 1, ...browserLimits(), expect };
/** e2e files that run alone (the e2e-alone project below). */
const ALONE = ['tests/e2e/start.test.ts', 'tests/e2e/upload-memory.test.ts'];

export default defineConfig({
  test: {
    // Issue 27: vitest's default on 2 cores is one worker; unit and api files wait on timers,
    // sockets and the database as much as on the CPU, and two at a time took the group from 349 s
    // to 203 s (quiet machine). The browser suites keep one file at a time (fileParallelism).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // The e2e files longest first, so that neither worker ends alone on a long one (issue 27).
    sequence: { sequencer: E2eLongestFirst },
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          // Issue 27: the suites one group after another (unit and api, then visual, then e2e), not
          // all four at once on 2 cores, where the load passed 10 and every wait stretched with it.
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // Vitest's 5 s default failed an upload test that spawns servers while CI loaded the 2 cores.
          testTimeout: slow(30_000),
          hookTimeout: slow(30_000),
          expect,
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 0 },
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/api-global-setup.ts'],
          testTimeout: slow(30_000),
          hookTimeout: slow(60_000),
          expect,
        },
      },
      {
        test: {
          name: 'visual',
          sequence: { groupOrder: 1 },
          include: ['tests/visual/**/*.test.ts'],
          maxConcurrency: 4,
          ...browserSuite,
        },
      },
      {
        test: {
          // Issue 30: Varnish in front of two web processes, an API process, PostgreSQL and Redis
          // (`npm run cluster`). A CI job of its own (`npm run test:cluster`), not part of `npm test`.
          name: 'cluster',
          sequence: { groupOrder: 3 },
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: slow(60_000),
          hookTimeout: slow(240_000),
          expect,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ALONE,
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          // Issue 27: two files at a time by default (E2E_WORKERS), each worker on a stack of its
          // own (tests/helpers/e2e-server.ts): one file at a time left the 2 cores half idle.
          maxWorkers: e2eWorkers(),
          ...browserSuite,
        },
      },
      {
        test: {
          // The files that load a process of their own and judge how it stops or how much memory it
          // keeps (issue 14): alone, after the e2e files, so that a second file's browser and server
          // do not make the machine the thing they measure (a CI run with two e2e workers had the
          // SIGTERM test's queued connections reset before the server could accept them).
          name: 'e2e-alone',
          sequence: { groupOrder: 4 },
          include: ALONE,
          maxWorkers: 1,
          ...browserSuite,
        },
      },
    ],
  },
});
