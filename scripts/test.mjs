// `npm test`: everything, in the order that fails fastest — typecheck, lint and a browser for the
// e2e tests side by side, the production build and the static Storybook side by side, then every vitest suite (unit, api,
// visual, e2e). At the end (issue 27, point 6): the time each step took and the ten slowest test
// files, then vitest's counts again as the last line, `N passed, N failed`.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// vitest's JSON report stays in test-results/ (git-ignored) for a closer look after the run.
fs.mkdirSync('test-results', { recursive: true });
const report = path.resolve('test-results/vitest.json');
// The four suites of `npm test`; the cluster suite (Varnish and several processes, issue 30) is a CI
// job of its own (`npm run test:cluster`, .ci/run). Naming a --project runs that one instead.
const args = process.argv.slice(2);
const projects = args.some((a) => a.startsWith('--project')) ? [] : ['unit', 'api', 'visual', 'e2e', 'e2e-alone'].flatMap((p) => ['--project', p]);
// Steps in a group run side by side (each is mostly one core's work: tsc, eslint; vite and
// Storybook's builds), their output printed whole as each ends; the groups one after another.
const groups = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ],
  [
    ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    ['storybook', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ],
];
const tests = ['tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...projects, ...args]];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = null;
const began = Date.now();

/** Runs one step with its output kept, printed once it ends: `{ name, ms, status }`. */
function runQuiet([name, cmd, cmdArgs]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => {
      console.log(`\n▶ ${name}: ${cmd} ${cmdArgs.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ms: Date.now() - started, status: code ?? signal });
    });
  });
}

for (const group of groups) {
  const results = await Promise.all(group.map(runQuiet));
  for (const r of results) timings.push([r.name, r.ms]);
  const bad = results.find((r) => r.status !== 0);
  if (bad) {
    failed = { name: bad.name, status: bad.status };
    break;
  }
}
if (!failed) {
  const [name, cmd, cmdArgs] = tests;
  console.log(`\n▶ ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit' });
  timings.push([name, Date.now() - started]);
  if (result.status !== 0) failed = { name, status: result.status ?? result.signal };
}

console.log(`\n⏱ steps: ${timings.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; all ${seconds(Date.now() - began)}`);
let counts = null;
if (fs.existsSync(report)) {
  // vitest's JSON report: a result per test file, with its start and end.
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  const files = results.testResults.map((f) => ({ file: path.relative(process.cwd(), f.name), ms: f.endTime - f.startTime, tests: f.assertionResults.length }));
  files.sort((a, b) => b.ms - a.ms);
  // Each suite's wall time (first file's start to last file's end) and the sum of its files' times.
  const suites = new Map();
  for (const f of results.testResults) {
    const rel = path.relative(process.cwd(), f.name);
    const suite = rel.startsWith('tests/') ? rel.split('/')[1] : 'unit';
    const s = suites.get(suite) ?? { start: Infinity, end: 0, sum: 0, files: 0 };
    s.start = Math.min(s.start, f.startTime);
    s.end = Math.max(s.end, f.endTime);
    s.sum += f.endTime - f.startTime;
    s.files += 1;
    suites.set(suite, s);
  }
  console.log(`⏱ suites: ${[...suites].map(([name, s]) => `${name} ${seconds(s.end - s.start)} (${s.files} files, ${seconds(s.sum)} in files)`).join('; ')}`);
  console.log('⏱ the ten slowest test files:');
  for (const f of files.slice(0, 10)) console.log(`  ${seconds(f.ms).padStart(8)}  ${f.file} (${f.tests} tests)`);
  // A browser test that failed and passed on its retry (tests/setup/retry-trace.ts) counts as
  // failed: the retry gathered a trace, it did not make the test pass.
  const flaky = results.testResults.flatMap((f) =>
    f.assertionResults
      .filter((t) => t.status === 'passed' && (t.meta?.failedAttempts?.length || t.meta?.retries))
      .map((t) => ({ file: path.relative(process.cwd(), f.name), name: t.fullName, errors: t.meta.failedAttempts?.length ? t.meta.failedAttempts : ['failed in a hook of its file (its afterEach: console errors?); see the log above'] })),
  );
  if (flaky.length > 0) {
    console.log(`\n✗ ${flaky.length} test(s) passed only on their retry, counted as failed (traces in test-results/traces/):`);
    for (const t of flaky) console.log(`  ${t.file} › ${t.name}\n    first attempt: ${t.errors[0].split('\n')[0]}`);
    if (!failed) failed = { name: 'tests (passed only on retry)', status: 1 };
  }
  counts = { passed: results.numPassedTests - flaky.length, failed: results.numFailedTests + flaky.length, skipped: results.numPendingTests + results.numTodoTests };
}
if (failed) console.error(`\n✗ ${failed.name} failed (exit ${failed.status}); later steps did not run.`);
if (counts) console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failed ? (typeof failed.status === 'number' ? failed.status : 1) : 0);
