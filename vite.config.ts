import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), react(), vanillaExtractPlugin()],
  publicDir: 'client/public',
  build: {
    target: 'es2022',
    // Source maps stay out of the public build; errors are logged on the server.
    sourcemap: false,
  },
});
