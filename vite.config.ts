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
  build: {
    target: 'es2022',
    // Source maps stay out of the public build; errors are logged on the server.
    sourcemap: false,
  },
});
