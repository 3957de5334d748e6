// Issue 14, point 7: the unit and api suites at any hour and in any host time zone. Runs them
// twice and prints one line per run:
//   1. TZ=Asia/Seoul on the real clock (the host in Korea);
//   2. TZ=UTC with the clock at 23:30 UTC (already tomorrow in Seoul), through Debian's faketime
//      (libfaketime: every process of the run, PGlite included, reads the moved clock, which
//      then runs on from there).
// Usage: node tests/clock-matrix.mjs [--at=2026-11-24T23:30:00Z] [more vitest arguments]
// --at defaults to 23:30 UTC of today's UTC date; 14:59Z makes a run cross Seoul's midnight.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const atArg = args.find((a) => a.startsWith('--at='));
const vitestArgs = args.filter((a) => a !== atArg);
const at = atArg ? atArg.slice('--at='.length) : `${new Date().toISOString().slice(0, 10)}T23:30:00Z`;
if (Number.isNaN(Date.parse(at))) {
  console.error(`clock-matrix: --at=${at} is not an instant (e.g. 2026-11-24T23:30:00Z)`);
  process.exit(2);
}
// faketime's "@" format: start at this wall time (read in TZ, UTC here) and let it run.
const fakeAt = `@${new Date(at).toISOString().slice(0, 19).replace('T', ' ')}`;

if (spawnSync('faketime', ['-f', fakeAt, 'true']).status !== 0) {
  console.error('clock-matrix: faketime is missing (apt-get install -y faketime)');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-matrix-'));
const vitest = ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', '--reporter=default', '--reporter=json', ...vitestArgs];
const runs = [
  { name: 'TZ=Asia/Seoul, real clock', env: { TZ: 'Asia/Seoul' }, command: vitest },
  { name: `TZ=UTC, clock at ${at}`, env: { TZ: 'UTC' }, command: ['faketime', '-f', fakeAt, ...vitest] },
];

const results = runs.map((run, i) => {
  const report = path.join(dir, `run-${i}.json`);
  console.log(`\n▶ ${run.name}: ${run.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(run.command[0], [...run.command.slice(1), `--outputFile.json=${report}`], { stdio: 'inherit', env: { ...process.env, ...run.env } });
  let counts = 'no report';
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = `${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests + json.numTodoTests} skipped of ${json.numTotalTests}`;
  } catch {
    // The run ended before vitest wrote its report: its exit status says why.
  }
  return { name: run.name, ok: result.status === 0, status: result.status ?? result.signal, counts, seconds: Math.round((Date.now() - started) / 1000) };
});

fs.rmSync(dir, { recursive: true, force: true });
console.log('\nclock matrix (unit + api):');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${r.counts} (exit ${r.status}, ${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
