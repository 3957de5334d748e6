import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (quality 11) copy beside every script and stylesheet of the client build, so the
 * web app serves the smallest bytes from the first request on (server/web/render/assets.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'raon:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const body = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      }
    },
  };
}
