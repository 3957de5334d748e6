import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules whose exports only the server may use. In the browser build each of them is replaced
 * by a module that exports the same names as `null`, so nothing it imports reaches a page's
 * bundle. The components the server renders at once and the browser loads lazily
 * (site/lib/serverEager.ts) come through here: a plain `import.meta.env.SSR ? Now : lazy(…)`
 * keeps the static import, and with it part of the component, in the initial JavaScript.
 */
export function serverOnly(files: string[]): Plugin {
  const stubs = new Map<string, string>();
  for (const file of files.map((f) => path.resolve(f))) {
    const source = fs.readFileSync(file, 'utf8');
    const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((spec) => spec.trim())
        .filter((spec) => spec !== '' && !spec.startsWith('type '))
        .map((spec) => spec.split(/\s+as\s+/).pop()!.trim()),
    );
    stubs.set(file, `${names.map((name) => `export const ${name} = null;`).join('\n')}\n`);
  }
  return {
    name: 'raon:server-only',
    enforce: 'pre',
    load(id) {
      if (this.environment?.config.consumer === 'server') return null;
      return stubs.get(id.split('?')[0]!) ?? null;
    },
  };
}
