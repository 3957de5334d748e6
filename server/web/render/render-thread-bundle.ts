import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, BuildResult } from 'esbuild';
import { errorFields, log } from '../../lib/logger.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const source = path.join(import.meta.dirname, 'render-thread-main.ts');
/** The bundle `vite build` leaves for a production install without build tools (npm ci --omit=dev). */
export const BUILT_RENDER_THREAD = path.join(projectRoot, 'dist/server/render-thread.mjs');

type BuildSync = (options: BuildOptions & { write: false }) => BuildResult & { outputFiles: { contents: Uint8Array }[] };

/** The render thread's own code bundled to one ES module, packages left to node_modules. */
export function bundleRenderThread(buildSync: BuildSync): Uint8Array {
  const result = buildSync({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

/** esbuild when this install has it (a development install); null in a production one. */
function esbuildOrNull(): BuildSync | null {
  try {
    // A build tool, a devDependency: required, not imported, so that a production install without it still starts.
    return (createRequire(import.meta.url)('esbuild') as { buildSync: BuildSync }).buildSync;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw err;
  }
}

/**
 * The module a render thread starts from. The server runs its TypeScript through tsx, whose module
 * hooks answer every dynamic import() on a thread of their own: vike imports node:stream on each
 * render, and through the hooks that costs a round trip between threads every time. So the render
 * thread's own code (a few hundred lines) runs as plain JavaScript, with no hooks:
 * - where esbuild is installed, bundled when the pool starts, under dist/ and named by its content,
 *   so that it is always the code of this checkout;
 * - in a production install without build tools, the bundle `vite build` wrote (build/render-thread.ts);
 * - failing both, the thread runs through tsx (slower, same behaviour).
 */
export function renderThreadEntry(): URL {
  try {
    const buildSync = esbuildOrNull();
    if (!buildSync) {
      if (fs.existsSync(BUILT_RENDER_THREAD)) return pathToFileURL(BUILT_RENDER_THREAD);
      throw new Error(`esbuild is not installed and the build left no ${path.relative(projectRoot, BUILT_RENDER_THREAD)}`);
    }
    const code = bundleRenderThread(buildSync);
    const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 16);
    const dir = path.join(projectRoot, 'dist/.render-thread');
    const file = path.join(dir, `render-thread-${hash}.mjs`);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, code);
      fs.renameSync(temp, file);
    }
    return pathToFileURL(file);
  } catch (err) {
    log.warn('the render thread could not be bundled: it runs through tsx', errorFields(err));
    return new URL('./render-thread.mjs', import.meta.url);
  }
}
