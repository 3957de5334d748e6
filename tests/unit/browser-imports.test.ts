import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 26: browser code never imports from server/ (eslint.config.js). The project's own lint
// configuration, run on made-up files at the places the rule is about: a change that loosens the
// rule, or moves a folder out of its reach, fails here rather than letting a server import through.
const root = path.resolve(import.meta.dirname, '../..');
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the server-import rules for `code` as if it were the file at `file`. */
async function serverImportErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId !== null && RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

/** An import of server/ written from `file`: as many `../` as it takes to reach the root. */
function serverImport(file: string, kind: 'static' | 'type' | 're-export' | 'dynamic'): string {
  const up = '../'.repeat(file.split('/').length - 1);
  const target = `${up}server/web/html.ts`;
  switch (kind) {
    case 'static':
      return `import { html } from '${target}';\nexport const x = html;\n`;
    case 'type':
      return `import type { ApiClient } from '${up}server/web/api-client.ts';\nexport type X = ApiClient;\n`;
    case 're-export':
      return `export { html } from '${target}';\n`;
    case 'dynamic':
      return `export const load = () => import('${target}');\n`;
  }
}

describe('browser code and server/ (eslint.config.js)', () => {
  const browserFiles = ['site/lib/made-up.ts', 'site/pages/hotel/@id/index/MadeUp.tsx', 'portal/screens/MadeUp.tsx', 'portal/pages/+Page.tsx', 'shared/i18n/made-up.ts', 'design-system/components/MadeUp/MadeUp.tsx', 'contracts/made-up.ts', 'locales/made-up.ts'];

  it.each(browserFiles)('%s may not import server/, by any kind of import', async (file) => {
    for (const kind of ['static', 'type', 're-export', 'dynamic'] as const) {
      const errors = await serverImportErrors(file, serverImport(file, kind));
      expect(errors, `${kind} import`).toHaveLength(1);
      expect(errors[0]).toContain('contracts/');
    }
  });

  it.each(['site/lib/made-up.server.ts', 'site/components/offers/madeUp.server.ts', 'site/pages/brand/+data.ts', 'site/pages/index/+onBeforeRender.ts'])(
    '%s runs only on the server, and says so by its name: it may',
    async (file) => {
      expect(await serverImportErrors(file, serverImport(file, 'static'))).toEqual([]);
    },
  );

  it('server code, and browser code importing contracts/, are left alone', async () => {
    expect(await serverImportErrors('server/web/render/made-up.ts', `import { pageQueryOf } from '../../../site/lib/pageQuery.ts';\nexport const x = pageQueryOf;\n`)).toEqual([]);
    expect(await serverImportErrors('site/lib/made-up.ts', `import type { BrandMain } from '../../contracts/brand.ts';\nexport type X = BrandMain;\n`)).toEqual([]);
    // A package whose name ends in /server is not the project's server/.
    expect(await serverImportErrors('design-system/components/MadeUp/MadeUp.test.tsx', `import { renderToString } from 'react-dom/server';\nexport const x = renderToString;\n`)).toEqual([]);
  });
});
