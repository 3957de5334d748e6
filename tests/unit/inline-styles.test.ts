// Issue 29: a page's stylesheets inline, each rule once. The build emits the shared chunk's styles
// twice (the client entry's stylesheet and the framework group's, a superset of it) and every page
// named both: ≈ 21 KB of the same rules twice in the HTML of every page.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inlineHeadStyles, inlineStylesheets, repeatedStylesheets, topLevelRules } from '../../server/web/render/vike.ts';

const sheets: Record<string, string> = {
  '/assets/static/entry.css': ':root{--a:1}.x{color:red}@media (max-width:10px){.x{color:blue}}',
  '/assets/static/button.css': '.b{margin:0}',
  '/assets/static/page.css': '.x{color:green}',
  '/assets/static/framework.css': ':root{--a:1}.x{color:red}@media (max-width:10px){.x{color:blue}}.b{margin:0}.y{top:0}',
};
const readCss = (href: string) => sheets[href] ?? null;
const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`;
const styleOf = (html: string, href: string) => html.includes(`data-href="${href}"`);

describe('a page\'s stylesheets inline', () => {
  it('splits a stylesheet into its top-level rules, an at-rule with its block as one', () => {
    expect(topLevelRules(sheets['/assets/static/entry.css']!)).toEqual([':root{--a:1}', '.x{color:red}', '@media (max-width:10px){.x{color:blue}}']);
    expect(topLevelRules('@import url(a.css);.a{b:c}')).toEqual(['@import url(a.css);', '.a{b:c}']);
  });

  it('leaves out a stylesheet whose every rule a later one of the page repeats, and keeps its disabled link', () => {
    const hrefs = ['/assets/static/entry.css', '/assets/static/button.css', '/assets/static/page.css', '/assets/static/framework.css'];
    expect(repeatedStylesheets(hrefs, readCss)).toEqual(new Set(['/assets/static/entry.css', '/assets/static/button.css']));
    const html = inlineStylesheets(`<head>${hrefs.map(link).join('')}</head>`, readCss);
    expect(styleOf(html, '/assets/static/entry.css')).toBe(false);
    expect(styleOf(html, '/assets/static/button.css')).toBe(false);
    expect(styleOf(html, '/assets/static/page.css')).toBe(true);
    expect(styleOf(html, '/assets/static/framework.css')).toBe(true);
    // Vite's loader finds every address, so it never loads one of them again.
    for (const href of hrefs) expect(html).toContain(`<link rel="stylesheet" href="${href}" disabled>`);
    expect(html.match(/\.x\{color:red\}/g)).toHaveLength(1);
  });

  it('keeps an earlier stylesheet whose rules come again only before it, or only in part', () => {
    // The later copy is the one that applies: one only repeated earlier stays.
    expect(repeatedStylesheets(['/assets/static/framework.css', '/assets/static/entry.css'], readCss)).toEqual(new Set());
    expect(repeatedStylesheets(['/assets/static/page.css', '/assets/static/framework.css'], readCss)).toEqual(new Set());
  });

  it('does the same in a streamed head (the owner portal), under the nonce', async () => {
    const out = inlineHeadStyles('n0nce', readCss);
    const html = await new Promise<string>((resolve) => {
      let text = '';
      out.on('data', (chunk: Buffer) => (text += chunk.toString()));
      out.on('end', () => resolve(text));
      Readable.from([`<html><head>${link('/assets/static/entry.css')}${link('/assets/static/framework.css')}</head><body>`, '</body></html>']).pipe(out);
    });
    expect(styleOf(html, '/assets/static/entry.css')).toBe(false);
    expect(html).toContain('<style nonce="n0nce" data-href="/assets/static/framework.css">');
  });
});
