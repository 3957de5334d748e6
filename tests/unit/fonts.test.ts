// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enableFontFaces, FONT_FACES_ID } from '../../client/lib/fonts.ts';
import { fontStylesheet } from '../../server/web/assets.ts';

describe('font faces off the critical path', () => {
  it('switches the print-only font stylesheet on', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/fonts/pretendard.css" media="print" id="${FONT_FACES_ID}">`;
    enableFontFaces();
    expect(document.getElementById(FONT_FACES_ID)!.getAttribute('media')).toBe('all');
  });

  it('does nothing without the link', () => {
    document.head.innerHTML = '';
    expect(() => enableFontFaces()).not.toThrow();
  });

  it('serves the faces with font-display optional, pre-compressed', () => {
    const handler = fontStylesheet();
    const headers: Record<string, string | number> = {};
    let body: Buffer | undefined;
    const res = { setHeader: (k: string, v: string | number) => (headers[k.toLowerCase()] = v), end: (b?: Buffer) => (body = b) };
    handler({ headers: { 'accept-encoding': 'identity' }, method: 'GET' } as never, res as never, () => undefined);
    const css = body!.toString();
    expect(css).toContain('font-display:optional');
    expect(css).not.toContain('font-display:swap');
    handler({ headers: { 'accept-encoding': 'gzip, br' }, method: 'GET' } as never, res as never, () => undefined);
    expect(headers['content-encoding']).toBe('br');
    expect(body!.length).toBeLessThan(css.length / 5);
  });
});
