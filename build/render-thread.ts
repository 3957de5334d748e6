import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';
import { BUILT_RENDER_THREAD, bundleRenderThread } from '../server/web/render/render-thread-bundle.ts';

/**
 * Writes the render thread's bundle (server/web/render/render-thread-bundle.ts) next to the server build,
 * so that a production install without build tools (npm ci --omit=dev, then the dist/ of a build)
 * runs its render threads as plain JavaScript too.
 */
export function renderThread(): Plugin {
  return {
    name: 'raon:render-thread',
    apply: 'build',
    closeBundle() {
      if (this.environment?.config.consumer !== 'server') return;
      fs.mkdirSync(path.dirname(BUILT_RENDER_THREAD), { recursive: true });
      fs.writeFileSync(BUILT_RENDER_THREAD, bundleRenderThread(buildSync));
    },
  };
}
