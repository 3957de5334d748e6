import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { directImports } from './build/direct-imports.ts';
import { precompress } from './build/precompress.ts';
import { serverOnly } from './build/server-only.ts';

export default defineConfig({
  plugins: [directImports({
      packageName: '@raon/design-system',
      indexFile: 'design-system/index.ts',
      // The web app serves the font faces itself (/fonts, server/web/assets.ts): through Vite, vike
      // would list 276 font files as page assets, and its per-request asset handling is quadratic.
      skipSideEffects: /fonts[\\/]pretendard\.css$/,
    }), serverOnly(['client/lib/serverEager.ts', 'client/components/support/vocFormEager.ts']), vike(), react(), vanillaExtractPlugin(), precompress()],
  publicDir: 'client/public',
  // Preact 11 (compat) stands in for React in the site's build, on the server and in the browser,
  // so that the server's HTML and the hydration come from one renderer (issue 16: the initial
  // JavaScript of / went from 97 KB to about 55 KB brotli; figures in docs/decisions.md). The
  // source is written against React's API and types; Storybook and the unit tests run React itself.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server(\.node|\.browser|\.edge)?$/, replacement: fileURLToPath(new URL('./build/preact/react-dom-server.ts', import.meta.url)) },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  // Packages that import react are bundled into the server build, so that the alias reaches them
  // (an external package would load React itself at run time).
  ssr: {
    noExternal: ['vike-react', 'react-streaming', 'valtio', 'react-router', 'react-toastify', /^@visx\//, 'use-sync-external-store'],
  },
  build: {
    target: 'es2022',
    // Source maps stay out of the public build; errors are logged on the server.
    sourcemap: false,
    // Issue 16: the runtime every page needs (Preact, vike, valtio) is one chunk rather than a
    // dozen small ones: a phone on slow 4G opened / with 19 script requests ahead of and beside the
    // hero picture (Lighthouse's HTTP/1.1 model: six connections, each request a round trip); now
    // 13, and 1.5 KB less brotli, since one chunk compresses better than many. Site code keeps
    // its automatic split, so that each page's CSS stays its own (grouping it merged every page's
    // styles into one inlined sheet of 42 KB).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](preact|vike|vike-react|react-streaming|valtio|proxy-compare|use-sync-external-store|@brillout)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
