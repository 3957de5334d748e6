// Issue 14, point 7: the unit and api tests whose result can depend on the date, the time of day
// or the host's time zone, at any hour and in any host time zone. Issue 27, point 5: only those,
// the files marked with a first line
//   // @clock: <why its result can depend on the date, the hour or the time zone>
// found under tests/unit, tests/api and design-system (*.test.ts, *.test.tsx); mark a file that
// reads "today", the Seoul day or month, formats dates, or runs on data seeded around today
// (tests/unit/clock-marks.test.ts checks the marks). It runs them twice and prints one line per run:
//   1. TZ=Asia/Seoul on the real clock (the host in Korea);
//   2. TZ=UTC with the clock at 23:30 UTC (already tomorrow in Seoul), through Debian's faketime
//      (libfaketime: every process of the run, PGlite included, reads the moved clock, which
//      then runs on from there).
// Usage: node tests/clock-matrix.mjs [--list] [--at=2026-11-24T23:30:00Z] [marked files] [more vitest arguments]
// --list prints the marked files and exits; file paths (or parts of them) narrow the run to the
// marked files they match. --at defaults to 23:30 UTC of today's UTC date; 14:59Z makes a run
// cross Seoul's midnight.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '// @clock:';
const SCANNED = ['tests/unit', 'tests/api', 'design-system'];

/** Every test file under `dir` (relative to the root), with the reason of its mark, or null when unmarked. */
function testFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const first = fs.readFileSync(path.join(root, child), 'utf8').split('\n', 1)[0];
        out.push({ file: child, reason: first.startsWith(MARK) ? first.slice(MARK.length).trim() : null });
      }
    }
  };
  walk(dir);
  return out;
}

const args = process.argv.slice(2);
const list = args.includes('--list');
const atArg = args.find((a) => a.startsWith('--at='));
// A file filter: not an option, and a test file's name or a path that exists.
const isPath = (a) => !a.startsWith('-') && (/\.test\.tsx?$/.test(a) || fs.existsSync(path.resolve(a)));
const filters = args.filter(isPath).map((a) => (fs.existsSync(path.resolve(a)) ? path.relative(root, path.resolve(a)).split(path.sep).join('/') : a));
const vitestArgs = args.filter((a) => a !== atArg && a !== '--list' && !isPath(a));

const marked = SCANNED.flatMap(testFiles).filter((t) => t.reason !== null).sort((a, b) => a.file.localeCompare(b.file));
if (marked.length === 0) {
  console.error(`clock-matrix: no test file is marked: put "${MARK} <reason>" on the first line of each test whose result can depend on the date, the time of day or the time zone (under ${SCANNED.join(', ')})`);
  process.exit(2);
}
const unexplained = marked.filter((t) => t.reason === '');
if (unexplained.length > 0) {
  console.error(`clock-matrix: a mark without a reason in ${unexplained.map((t) => t.file).join(', ')}: write "${MARK} <why its result can depend on the date, the hour or the time zone>"`);
  process.exit(2);
}
const unmatched = filters.filter((f) => !marked.some((t) => t.file.includes(f)));
if (unmatched.length > 0) {
  console.error(`clock-matrix: ${unmatched.join(', ')}: no marked test file matches (mark it with "${MARK} <reason>" on its first line, or see --list)`);
  process.exit(2);
}
const selected = filters.length > 0 ? marked.filter((t) => filters.some((f) => t.file.includes(f))) : marked;

console.log(`clock-matrix: ${selected.length} ${filters.length > 0 ? `of ${marked.length} ` : ''}marked test file${selected.length === 1 ? '' : 's'}:`);
for (const t of selected) console.log(`  ${t.file} — ${t.reason}`);
if (list) process.exit(0);

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
const vitest = ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', '--reporter=default', '--reporter=json', ...vitestArgs, ...selected.map((t) => t.file)];
const runs = [
  { name: 'TZ=Asia/Seoul, real clock', env: { TZ: 'Asia/Seoul' }, command: vitest },
  { name: `TZ=UTC, clock at ${at}`, env: { TZ: 'UTC' }, command: ['faketime', '-f', fakeAt, ...vitest] },
];

const results = runs.map((run, i) => {
  const report = path.join(dir, `run-${i}.json`);
  console.log(`\n▶ ${run.name}: ${run.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(run.command[0], [...run.command.slice(1), `--outputFile.json=${report}`], { cwd: root, stdio: 'inherit', env: { ...process.env, ...run.env } });
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
console.log(`\nclock matrix (unit + api, ${selected.length} marked file${selected.length === 1 ? '' : 's'}):`);
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${r.counts} (exit ${r.status}, ${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
