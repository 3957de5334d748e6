// Writes tests/e2e/durations.json from the last run's vitest report (test-results/vitest.json):
// each e2e file's seconds, which tests/helpers/e2e-sequencer.ts uses to start the longest files
// first. Run it after a full `npm test` when e2e files were added or changed much.
import fs from 'node:fs';
import path from 'node:path';

const report = JSON.parse(fs.readFileSync('test-results/vitest.json', 'utf8'));
const seconds = {};
for (const file of report.testResults) {
  // The report names files by absolute path (of the checkout that ran, maybe another clone).
  if (file.name.split(path.sep).slice(-3, -1).join('/') === 'tests/e2e') seconds[path.basename(file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
fs.writeFileSync('tests/e2e/durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/e2e/durations.json: ${Object.keys(sorted).length} files`);
