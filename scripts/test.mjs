// `npm test`: everything, in the order that fails fastest — typecheck, lint, a browser for the
// e2e tests, the production build and the static Storybook, then every vitest suite (unit, api,
// visual, e2e), whose summary is the last thing printed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['storybook', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}); later steps did not run.`);
    process.exit(result.status ?? 1);
  }
}
