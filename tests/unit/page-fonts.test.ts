import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { Blob as HbBlob, Face as HbFace } from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFontFiles } from '../../server/web/render/page-font-files.ts';
import {
  PAGE_FONT_PATH,
  cutPath,
  decodeCharacters,
  encodeCharacters,
  interfaceCharacters,
  pageCharacters,
  pageFontKey,
  pageFontTags,
  unicodeRange,
  withPageFont,
} from '../../server/web/render/page-fonts.ts';
import type { ApiClient } from '../../server/web/api-client.ts';
import { loadResources } from '../../server/web/render/i18n.ts';
import type { PortalRender } from '../../server/web/render/portal.ts';
import { createPageRenderer } from '../../server/web/render/vike.ts';

// Issue 29, point 5: each page names its own cut of the web font, with exactly what it can draw.
const key = pageFontKey(Buffer.from('a session key of at least thirty-two characters'));
const cps = (text: string) => [...text].map((ch) => ch.codePointAt(0)!);
const has = (set: Set<number>, text: string) => cps(text).every((cp) => set.has(cp));

describe('the characters of a page', () => {
  const html = `<!DOCTYPE html><html lang="ko"><head><title>머리말</title><style>.a::after{content:"쓩"}</style></head>
    <body><h1>라온 리조트 &amp; 스파</h1><p>체크인 &#54620;시 &#x1F600;</p><input placeholder="이름 입력" value="홍길동">
    <script>const hidden = "숨김";</script>
    <script id="vike_pageContext" type="application/json">{"title":"팝업 \\ubcf4\\uae30"}</script></body></html>`;
  const chars = pageCharacters(html, new Set(cps('메뉴')));

  it('holds the body text, decoded entities, fields, the data for the browser, the interface strings and printable ASCII', () => {
    expect(has(chars, '라온리조트스파체크인시')).toBe(true);
    expect(has(chars, '한')).toBe(true); // &#54620;
    expect(chars.has(0x1f600)).toBe(true); // &#x1F600;, beyond the BMP
    expect(has(chars, '이름입력홍길동')).toBe(true);
    expect(has(chars, '팝업보기')).toBe(true); // JSON, \u escapes decoded
    expect(has(chars, '메뉴')).toBe(true);
    for (let cp = 0x20; cp <= 0x7e; cp++) expect(chars.has(cp)).toBe(true);
  });

  it('leaves out scripts, styles, the head and control characters', () => {
    expect(has(chars, '숨김')).toBe(false);
    expect(chars.has('쓩'.codePointAt(0)!)).toBe(false);
    expect(has(chars, '머리말')).toBe(false);
    expect(chars.has(0x0a)).toBe(false);
  });

  it('counts a language\'s interface strings through nested namespaces', () => {
    expect(has(interfaceCharacters({ site: { a: '예약', b: { c: ['객실'] } } }), '예약객실')).toBe(true);
  });
});

describe('the address of a cut', () => {
  it('round-trips sorted code points, astral ones included', () => {
    const points = [0x20, 0x41, 0xac00, 0xd7a3, 0x1f600, 0x10ffff];
    expect(decodeCharacters(encodeCharacters([...points].reverse()))).toEqual(points);
  });

  it('refuses what this server does not make: nothing, repeats, past U+10FFFF, unfinished bytes, other characters', () => {
    expect(decodeCharacters('')).toBeNull();
    expect(decodeCharacters(Buffer.from([0x41, 0x00]).toString('base64url'))).toBeNull(); // a difference of 0: a repeat
    expect(decodeCharacters(Buffer.from([0xff, 0xff, 0xff, 0x7f]).toString('base64url'))).toBeNull();
    expect(decodeCharacters(Buffer.from([0x81]).toString('base64url'))).toBeNull();
    expect(decodeCharacters('abc.def')).toBeNull();
    expect(decodeCharacters(Buffer.from(new Array(6001).fill(1)).toString('base64url'))).toBeNull();
  });

  it('is signed: another key makes another address', () => {
    const other = pageFontKey(Buffer.from('another session key of thirty-two characters or more'));
    expect(cutPath(key, 'pretendard', cps('가'))).not.toBe(cutPath(other, 'pretendard', cps('가')));
    expect(cutPath(key, 'pretendard', cps('가'))).toMatch(new RegExp(`^${PAGE_FONT_PATH}/pretendard/[\\w-]{22}\\.[\\w-]+\\.ttf$`));
  });
});

describe('the tags in the head', () => {
  const chars = new Set(cps('Aa 가나 ไทย 日本語ひらがな'));
  const hrefs = (tags: string) => [...tags.matchAll(/<link rel="preload" as="font" type="font\/ttf" href="([^"]+)" crossorigin>/g)].map((m) => m[1]!);
  const charsOf = (href: string) => String.fromCodePoint(...decodeCharacters(href.split('.').at(-2)!)!);

  it('Korean and English: one variable Pretendard cut for the weights 400 to 700, preloaded', () => {
    const tags = pageFontTags(key, 'ko', chars);
    expect(hrefs(tags)).toHaveLength(1);
    expect(tags).toContain("@font-face{font-family:'Pretendard Page';src:url(" + hrefs(tags)[0] + ") format('truetype');font-weight:400 700;font-style:normal;font-display:fallback}");
    expect(pageFontTags(key, 'en', chars)).toContain("'Pretendard Page'");
  });

  it('Japanese, Chinese and Thai: Noto in regular and bold, and Pretendard for what is marked Korean or English', () => {
    const ja = hrefs(pageFontTags(key, 'ja', chars));
    expect(ja.map((h) => h.split('/')[3])).toEqual(['noto-sans-jp-400', 'noto-sans-jp-700', 'pretendard']);
    expect(has(new Set(cps(charsOf(ja[0]!))), '日本語ひらがなAa')).toBe(true);
    expect(charsOf(ja[2]!)).not.toMatch(/[日ひไ]/);
    expect(hrefs(pageFontTags(key, 'zh-CN', chars)).map((h) => h.split('/')[3])).toEqual(['noto-sans-sc-400', 'noto-sans-sc-700', 'pretendard']);
    expect(hrefs(pageFontTags(key, 'zh-TW', chars)).map((h) => h.split('/')[3])).toEqual(['noto-sans-tc-400', 'noto-sans-tc-700', 'pretendard']);
    const th = hrefs(pageFontTags(key, 'th', chars));
    expect(th.map((h) => h.split('/')[3])).toEqual(['pretendard', 'noto-sans-thai-400', 'noto-sans-thai-700']);
    expect(charsOf(th[1]!)).toBe('ทยไ');
    expect(charsOf(th[0]!)).not.toMatch(/[ไ日]/);
  });

  it('puts the interface strings the first view does not draw in a second cut, not preloaded, for exactly their characters', () => {
    const later = new Set(cps('日本語予約確認ค 다'));
    const tags = pageFontTags(key, 'ja', chars, later);
    // The preloads are the first view's cuts only, with none of the later letters.
    const preloaded = hrefs(tags);
    expect(preloaded.map((h) => h.split('/')[3])).toEqual(['noto-sans-jp-400', 'noto-sans-jp-700', 'pretendard']);
    for (const href of preloaded) expect(charsOf(href)).not.toMatch(/[予約確認다]/);
    // Each face's second cut: declared after its first (so the browser looks at it first for its
    // own range), with the later letters that face draws and nothing the first view has.
    const faces = [...tags.matchAll(/@font-face\{font-family:'([^']+)';src:url\(([^)]+)\)[^}]*?(?:;unicode-range:([^}]+))?\}/g)].map((m) => ({ family: m[1], href: m[2]!, range: m[3] }));
    expect(faces.map((f) => [f.href.split('/')[3], f.range === undefined ? 'first' : 'later'])).toEqual([
      ['noto-sans-jp-400', 'first'],
      ['noto-sans-jp-400', 'later'],
      ['noto-sans-jp-700', 'first'],
      ['noto-sans-jp-700', 'later'],
      ['pretendard', 'first'],
      ['pretendard', 'later'],
    ]);
    // Noto JP takes every letter, as its first cut does; none the first view already has.
    expect(charsOf(faces[1]!.href)).toBe('ค予確約認다');
    expect(faces[1]!.range).toBe(unicodeRange(cps('ค予確約認다')));
    expect(charsOf(faces[5]!.href)).toBe('다');
    expect(tags).not.toMatch(/rel="preload"[^>]*(?:予|다)/);
    // Nothing later than the first view: no second cut.
    expect(pageFontTags(key, 'ko', chars, new Set(cps('가나')))).not.toContain('unicode-range');
  });

  it('writes a unicode-range in runs', () => {
    expect(unicodeRange([0x4e02, 0x4e00, 0x4e01, 0x4e0a, 0x1f600])).toBe('U+4E00-4E02,U+4E0A,U+1F600');
    expect(unicodeRange([])).toBe('');
  });

  it('goes first in the head', () => {
    expect(withPageFont('<html><head><meta name="x"></head></html>', '<style>f</style>')).toBe('<html><head><style>f</style><meta name="x"></head></html>');
    expect(withPageFont('<html><head></head></html>', '')).toBe('<html><head></head></html>');
  });
});

describe('the owner portal\'s cut (streamed: named before its data is known)', () => {
  const hrefOf = (tags: string) => /<link rel="preload" as="font" type="font\/ttf" href="([^"]+)" crossorigin>/.exec(tags)?.[1];
  const charsOf = (href: string) => new Set(decodeCharacters(href.split('.').at(-2)!)!);
  const resources = loadResources();
  // portalFontTags reads no data: the renderer's API client is never called here.
  const renderer = createPageRenderer({ api: {} as ApiClient, resources, assetVersion: '1', bookingSiteUrl: '/', clientDir: null, pageFontKey: key });
  const portal = (userName: string): PortalRender => ({
    user: { userInfo: { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-1203-01'], hotel_code: 13, user_name: userName }, expiresAt: '2026-11-29T12:00:00.000Z' },
    calls: { run: () => Promise.reject(new Error('no call in this test')) },
    status: 200,
    today: '2026-11-29',
  });

  it('holds the portal\'s interface strings in the page\'s language, under the request\'s nonce, and nothing of the owner', () => {
    const tags = renderer.portalFontTags('ko', portal('김민준'), 'n0nce');
    const href = hrefOf(tags);
    expect(href).toMatch(/^\/fonts\/page\/pretendard\//);
    expect(tags).toContain('<style nonce="n0nce" data-page-font>');
    const cut = charsOf(href!);
    const member = resources.ko!.member as { home: { estimateHint: string } };
    // The room profit's hint (the home's largest text), printable ASCII.
    expect(has(cut, member.home.estimateHint)).toBe(true);
    expect(has(cut, 'Aa0~')).toBe(true);
    // Its address (kept by access logs and a shared cache) is the same for every owner: no letter
    // of a name goes into it.
    expect(hrefOf(renderer.portalFontTags('ko', portal('박서연'), 'other'))).toBe(href);
    expect(hrefOf(renderer.portalFontTags('ko', portal('뷁'), 'n0nce'))).toBe(href);
    expect(cut.has('뷁'.codePointAt(0)!)).toBe(false);
    // English: Latin only.
    expect([...charsOf(hrefOf(renderer.portalFontTags('en', portal(''), 'n'))!)].every((cp) => cp < 0x3000)).toBe(true);
  });

  it('is nothing for a page that is not the portal\'s', () => {
    expect(renderer.portalFontTags('ko', undefined, 'n')).toBe('');
  });
});

describe('GET /fonts/page/… (the cut itself)', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(PAGE_FONT_PATH, pageFontFiles(key));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const unicodesOf = (ttf: Buffer) => [...new HbFace(new HbBlob(ttf), 0).collectUnicodes()].sort((a, b) => a - b);

  it('is the font with exactly the characters asked for, compressed, kept for a year', async () => {
    const text = 'AZaz09 라온리조트속초';
    const res = await fetch(base + cutPath(key, 'pretendard', cps(text)), { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/ttf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch undoes the brotli: what arrives is the TrueType file itself.
    const ttf = Buffer.from(await res.arrayBuffer());
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    expect(unicodesOf(ttf)).toEqual([...new Set(cps(text))].sort((a, b) => a - b));
  });

  it('sends gzip to a client without brotli, and the same font', async () => {
    const path = cutPath(key, 'noto-sans-thai-400', cps('ไทย'));
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http.get(base + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(unicodesOf(zlib.gunzipSync(raw.body))).toEqual(cps('ทยไ'));
  });

  it('is a 404 for an address this key did not sign, or a font it does not cut', async () => {
    const good = cutPath(key, 'pretendard', cps('가'));
    const tampered = good.replace(/\/([\w-])([\w-]{21})\./, (_, first: string, rest: string) => `/${first === 'A' ? 'B' : 'A'}${rest}.`);
    const forged = cutPath(pageFontKey(Buffer.from('not this server but some other thirty-two chars')), 'pretendard', cps('가'));
    for (const path of [tampered, forged]) {
      const res = await fetch(base + path);
      expect(res.status).toBe(404);
      expect(await res.text()).toMatch(/not made by this site/);
    }
    expect((await fetch(base + good.replace('/pretendard/', '/comic-sans/'))).status).toBe(404);
  });
});
