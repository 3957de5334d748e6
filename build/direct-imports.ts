import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { A, B } from '@raon/design-system'` into imports of the files that define A
 * and B. The design system keeps one export file (STYLE.md), but Vite links the CSS of every
 * module of a chunk, even of modules that tree-shaking removed: through the barrel every page
 * would load every component's stylesheet. With direct imports a page loads only what it uses.
 */
export function directImports(opts: { packageName: string; indexFile: string; skipSideEffects?: RegExp }): Plugin {
  const indexFile = path.resolve(opts.indexFile);
  const dir = path.dirname(indexFile);
  const source = fs.readFileSync(indexFile, 'utf8');
  const exportsMap = new Map<string, { file: string; name: string }>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const file = path.resolve(dir, match[2]!);
    for (const raw of match[1]!.split(',')) {
      const spec = raw.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      const [name, alias] = spec.split(/\s+as\s+/);
      exportsMap.set((alias ?? name)!.trim(), { file, name: name!.trim() });
    }
  }
  // The barrel's own side-effect imports (the font faces) stay with every importer, unless the app
  // provides them another way (skipSideEffects).
  const sideEffects = [...source.matchAll(/^import\s+'([^']+)';/gm)]
    .map((m) => path.resolve(dir, m[1]!))
    .filter((file) => !opts.skipSideEffects?.test(file));
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${opts.packageName.replace('/', '\\/')}['"];?`, 'g');

  return {
    name: 'raon:direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes(opts.packageName) || id.startsWith(dir + path.sep) || id.includes('node_modules')) return null;
      let changed = false;
      const out = code.replace(pattern, (whole, specs: string) => {
        const lines: string[] = sideEffects.map((file) => `import ${JSON.stringify(file)};`);
        for (const raw of specs.split(',')) {
          const spec = raw.trim();
          if (spec === '' || spec.startsWith('type ')) continue;
          const [name, alias] = spec.split(/\s+as\s+/);
          const target = exportsMap.get(name!.trim());
          if (!target) return whole; // not a named export of the barrel: leave the import alone
          lines.push(`import { ${target.name} as ${(alias ?? name)!.trim()} } from ${JSON.stringify(target.file)};`);
        }
        changed = true;
        return lines.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
