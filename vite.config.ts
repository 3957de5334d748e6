import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
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
  // vike-react, react-streaming and the others that import React are bundled into the server build
  // with the site's code, so that one copy of React renders every page.
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
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|react-streaming|valtio|proxy-compare|use-sync-external-store|@brillout)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
