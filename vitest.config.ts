import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Four suites (DESIGN §3 tests/): unit, api (the real api on an ephemeral port and a fresh
// database), visual (every story in chromium against its baseline, with axe) and e2e (the
// production build in Debian's chromium).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // Vitest's 5 s default failed an upload test that spawns servers while CI loaded the 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.ts'],
          maxConcurrency: 4,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
