// Issue 27, point 5: the clock matrix (tests/clock-matrix.mjs) runs only the test files marked
// `// @clock: <reason>` on their first line. A test that reads the seed's day, the one clock
// (contracts/seoul-clock.ts), Asia/Seoul or a fake clock set to a date is such a file: unmarked,
// the matrix would never run it at 23:30 UTC. Pure file reading, no test is run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MARK = '// @clock:';
/** Where the matrix looks (tests/clock-matrix.mjs), relative to the repository's root. */
const SCANNED = ['tests/unit', 'tests/api', 'design-system'];

/** Files that name one of the clues without their result depending on the date, the hour or the zone, each with why. */
const EXEMPT: Record<string, string> = {
  // This file names the clues it looks for.
  'tests/unit/clock-marks.test.ts': 'names the clues it looks for; reads files only',
};

/** What makes a test's result depend on the date, the time of day or the host's time zone. */
const CLUES: { name: string; pattern: RegExp }[] = [
  { name: 'seedDay', pattern: /\bseedDay\b/ },
  { name: 'seoul-clock', pattern: /seoul-clock/ },
  { name: 'Asia/Seoul', pattern: /Asia\/Seoul/ },
  // A fake clock set to a date: new Date(…), Date.UTC(…), a 'YYYY-MM-DD' literal or a constant such
  // as NOW (Date.now() alone is a duration test's starting point, not a date).
  { name: 'a fake clock at a date', pattern: /\b(?:useFakeTimers|setSystemTime)\([^)]*?(?:new Date\(|Date\.UTC\(|['"`]\d{4}-\d{2}-\d{2}|\bnow:\s*[A-Z][A-Z0-9_]*\b(?!\.))/ },
];

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(child);
    return /\.test\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = SCANNED.flatMap((dir) => testFiles(path.join(root, dir)))
  .map((abs) => ({ file: path.relative(root, abs).split(path.sep).join('/'), text: fs.readFileSync(abs, 'utf8') }))
  .sort((a, b) => a.file.localeCompare(b.file));
const firstLine = (text: string) => text.split('\n', 1)[0]!.replace(/\r$/, '');
const marked = files.filter((f) => firstLine(f.text).startsWith(MARK));

describe('clock marks (the clock matrix runs the marked test files only)', () => {
  it('finds test files, and some marked', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(marked.length).toBeGreaterThan(0);
    expect(files.map((f) => f.file)).toContain('tests/unit/clock-marks.test.ts');
  });

  it('marks every test file that reads the seed day, the Seoul clock, Asia/Seoul or a fake clock at a date', () => {
    const unmarked = files
      .filter((f) => !firstLine(f.text).startsWith(MARK) && !(f.file in EXEMPT))
      .flatMap((f) => {
        const clues = CLUES.filter((c) => c.pattern.test(f.text)).map((c) => c.name);
        return clues.length > 0 ? [`${f.file} (${clues.join(', ')})`] : [];
      });
    expect(unmarked, `mark these with "${MARK} <reason>" on their first line, or exempt them here with a reason`).toEqual([]);
  });

  it('gives every mark a reason, on the first line', () => {
    expect(marked.filter((f) => firstLine(f.text).slice(MARK.length).trim().length < 10).map((f) => f.file)).toEqual([]);
    // A mark further down is not seen by the matrix.
    const misplaced = files.filter((f) => f.text.split('\n').slice(1).some((line) => line.startsWith(MARK))).map((f) => f.file);
    expect(misplaced).toEqual([]);
  });

  it('exempts only files that exist, are unmarked and name a clue, each with a reason', () => {
    for (const [file, reason] of Object.entries(EXEMPT)) {
      const found = files.find((f) => f.file === file);
      expect(found, file).toBeDefined();
      expect(firstLine(found!.text).startsWith(MARK), `${file} is marked: drop its exemption`).toBe(false);
      expect(CLUES.some((c) => c.pattern.test(found!.text)), `${file} names no clue: drop its exemption`).toBe(true);
      expect(reason.trim().length, file).toBeGreaterThan(10);
    }
  });
});
