import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { setTraceTarget } from '../helpers/browser.ts';

// Issue 27, point 4: a browser test that fails is run once more (the config's `retry: 1`) to
// gather evidence: the retry records a Playwright trace of every context it opens
// (test-results/traces/, open with `npx playwright-core show-trace FILE`), and each failed attempt is
// written into the test's meta. npm test (scripts/test.mjs) counts a test that passed only on its
// retry as failed and names it with the first attempt's error: a flaky test is a bug to fix, not
// a pass.

declare module 'vitest' {
  interface TaskMeta {
    /** The errors of the attempts that failed before this one (a test that passed on retry has them). */
    failedAttempts?: string[];
    /** How many times the test was run again after failing (set at the start of each retry). */
    retries?: number;
  }
}

beforeEach(({ task }) => {
  const retry = task.result?.retryCount ?? 0;
  if (retry === 0) return setTraceTarget(null);
  // Recorded here, at the start of every retry, as well as the failure below: a test whose first
  // attempt failed in its file's own afterEach (a console error found there) reaches the afterEach
  // below without a failed state, and would otherwise count as a plain pass.
  task.meta.retries = retry;
  const name = `${path.basename(task.file.name, '.test.ts')}-${task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 150);
  setTraceTarget(path.resolve('test-results/traces', `${name}-retry${retry}.zip`));
});

afterEach(({ task }) => {
  setTraceTarget(null);
  if (task.result?.state !== 'fail') return;
  const error = task.result.errors?.[0];
  const message = (error?.message ?? 'failed').slice(0, 500);
  task.meta.failedAttempts = [...(task.meta.failedAttempts ?? []), message];
  // Said in the run's output too: the retry may pass, and the first attempt's error is the evidence.
  console.log(`attempt ${(task.result.retryCount ?? 0) + 1} of "${task.name}" failed: ${message}`);
});
