import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'storybook-static/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Issue 26: browser code never imports from server/. What the pages and the server both use lives
  // in contracts/. A module of a browser folder that runs only on the server says so by its name
  // (`*.server.ts`) or is one of vike's server-only hooks (+data, +onBeforeRender): those may.
  // Matched on the import as written: every import of server/ from these folders is relative.
  {
    files: ['site/**', 'portal/**', 'shared/**', 'design-system/**', 'contracts/**', 'locales/**'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/+data.ts', '**/+onBeforeRender.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.\\./)+server(/|$)',
          message: 'Browser code does not import from server/: move the shape both sides need to contracts/, or name a server-only module *.server.ts.',
        }],
      }],
      'no-restricted-syntax': ['error', {
        selector: 'ImportExpression[source.value=/^(\\.\\.[/])+server([/]|$)/]',
        message: 'Browser code does not import from server/: move the shape both sides need to contracts/, or name a server-only module *.server.ts.',
      }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
