// `npm test`: everything, in the order that fails fastest — typecheck, lint, a browser for the
// e2e tests, the production build and the static Storybook, then every vitest suite (unit, api,
// visual, e2e). At the end (issue 27, point 6): the time each step took and the ten slowest test
// files, then vitest's counts again as the last line, `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'raon-test-')), 'vitest.json');
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['storybook', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = null;
const began = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  timings.push([name, Date.now() - started]);
  if (result.status !== 0) {
    failed = { name, status: result.status ?? result.signal };
    break;
  }
}

console.log(`\n⏱ steps: ${timings.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; all ${seconds(Date.now() - began)}`);
let counts = null;
if (fs.existsSync(report)) {
  // vitest's JSON report: a result per test file, with its start and end.
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  const files = results.testResults.map((f) => ({ file: path.relative(process.cwd(), f.name), ms: f.endTime - f.startTime, tests: f.assertionResults.length }));
  files.sort((a, b) => b.ms - a.ms);
  console.log('⏱ the ten slowest test files:');
  for (const f of files.slice(0, 10)) console.log(`  ${seconds(f.ms).padStart(8)}  ${f.file} (${f.tests} tests)`);
  counts = { passed: results.numPassedTests, failed: results.numFailedTests, skipped: results.numPendingTests + results.numTodoTests };
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
}
if (failed) console.error(`\n✗ ${failed.name} failed (exit ${failed.status}); later steps did not run.`);
if (counts) console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failed ? (typeof failed.status === 'number' ? failed.status : 1) : 0);
