// Issue 25, point 8: a production install (npm ci --omit=dev) runs the site from a build's dist/
// without the build tools. Checked by hand on a fresh clone (docs/decisions.md); here, what keeps
// it so: the tools are devDependencies and the server's runtime code never imports them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const BUILD_TOOLS = ['vite', 'esbuild', '@vitejs/plugin-react', '@vanilla-extract/vite-plugin', '@vanilla-extract/css', 'vitest', 'typescript'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.(ts|mjs)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

describe('a production install', () => {
  it('lists the build tools as devDependencies, and type declarations too', () => {
    for (const tool of BUILD_TOOLS) expect(pkg.dependencies[tool], tool).toBeUndefined();
    expect(Object.keys(pkg.dependencies).filter((name) => name.startsWith('@types/'))).toEqual([]);
    for (const tool of ['vite', 'esbuild', '@vitejs/plugin-react', '@vanilla-extract/vite-plugin']) expect(pkg.devDependencies[tool], tool).toBeDefined();
  });

  it("has no server module importing a build tool, but for the type of the dev server and vite's own dev start", () => {
    const offenders: string[] = [];
    for (const file of filesUnder(path.join(root, 'server'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/^\s*import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)) {
        const name = m[2]!.startsWith('@') ? m[2]!.split('/').slice(0, 2).join('/') : m[2]!.split('/')[0]!;
        if (!m[1] && BUILD_TOOLS.includes(name)) offenders.push(`${path.relative(root, file)}: ${m[0].trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
