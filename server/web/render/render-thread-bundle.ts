import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { errorFields, log } from '../../lib/logger.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const source = path.join(import.meta.dirname, 'render-thread-main.ts');

/**
 * The module a render thread starts from. The server runs its TypeScript through tsx, whose module
 * hooks answer every dynamic import() on a thread of their own: vike imports node:stream on each
 * render, and through the hooks that costs a round trip between threads every time. So the render
 * thread's own code (a few hundred lines) is bundled to plain JavaScript when the pool starts, with
 * packages left to node_modules, and the thread needs no hooks. The bundle lives under dist/, named
 * by its content, so it is always the code of this checkout. If bundling fails, the thread runs
 * through tsx instead (slower, same behaviour).
 */
export function renderThreadEntry(): URL {
  try {
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
    const code = result.outputFiles[0]!.contents;
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
