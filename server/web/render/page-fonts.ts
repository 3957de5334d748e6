import crypto from 'node:crypto';
import type { Resource } from 'i18next';

/**
 * Each page's own cut of the site's web font (issue 29, point 5; docs/decisions.md "The page's own
 * cut of the web font"). A page rendered whole (vike.ts `whole`) names, in its head, a font file
 * holding exactly the characters it can draw — its text, its data for the browser and the
 * language's interface strings — and preloads it: for /hotel/101 in Korean that is one ≈ 35 KB
 * file instead of the 27 unicode-range slices (≈ 307 KB) the whole Pretendard needed, so the first
 * page is drawn in the web font from its first paint, and later pages keep it.
 *
 * The file's address carries the characters (sorted code points, delta varints, base64url) and an
 * HMAC of them made with the server's key: any web process behind the shared cache can make the
 * file from its address alone (page-font-files.ts), and nobody else can make it cut fonts.
 */

/**
 * The fonts cut per page: the variable Pretendard (the weights 400 to 700 the design system uses, in
 * one file), and Google's Noto faces of Japanese, Chinese and Thai, regular and bold (a CJK glyph
 * is large: the semibold text takes the bold face rather than a third file).
 */
const NOTO_WEIGHTS = [400, 700] as const;
export const PAGE_FONT_FILES = ['pretendard', ...(['jp', 'sc', 'tc', 'thai'] as const).flatMap((script) => NOTO_WEIGHTS.map((weight) => `noto-sans-${script}-${weight}` as const))] as const;
export type PageFontFile = (typeof PAGE_FONT_FILES)[number];

interface Face {
  file: PageFontFile;
  /** The CSS family the design system's font stacks name first (design-system/tokens/fontStacks.ts). */
  family: string;
  weight: string;
  /** The characters this face is for; others are left to the next face of the stack. */
  only?: (codePoint: number) => boolean;
}

const isThai = (cp: number) => cp >= 0x0e00 && cp <= 0x0e7f;
/** Kana and CJK ideographs: the Japanese and Chinese faces' own (Pretendard's Hanja are Korean forms). */
const isKanaOrHan = (cp: number) => (cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0xf900 && cp <= 0xfaff) || cp >= 0x20000;
const noto = (script: 'jp' | 'sc' | 'tc' | 'thai', family: string, only?: Face['only']): Face[] =>
  NOTO_WEIGHTS.map((weight) => ({ file: `noto-sans-${script}-${weight}` as const, family, weight: String(weight), only }));
const pretendard = (only?: Face['only']): Face => ({ file: 'pretendard', family: 'Pretendard Page', weight: '400 700', only });
/** On pages in other languages, Pretendard draws what is marked Korean or English (content shown in those, names). */
const pretendardBeside = pretendard((cp) => !isThai(cp) && !isKanaOrHan(cp));

/**
 * The faces of each interface language. Spanish, Portuguese, Vietnamese and Mongolian keep the
 * system's faces for their own text (fontStacks.ts `system`): Pretendard lacks their accents and
 * Cyrillic, and a word is never drawn in two fonts.
 */
const FACES: Record<string, Face[]> = {
  ko: [pretendard()],
  en: [pretendard()],
  ja: [...noto('jp', 'Noto Sans JP Page'), pretendardBeside],
  'zh-CN': [...noto('sc', 'Noto Sans SC Page'), pretendardBeside],
  'zh-TW': [...noto('tc', 'Noto Sans TC Page'), pretendardBeside],
  // Latin and Hangul in Pretendard, Thai in Noto Sans Thai: each file holds only its own part.
  th: [pretendardBeside, ...noto('thai', 'Noto Sans Thai Page', isThai)],
  es: [pretendardBeside],
  pt: [pretendardBeside],
  vi: [pretendardBeside],
  mn: [pretendardBeside],
};

export const PAGE_FONT_PATH = '/fonts/page';
/** At most this many characters in one cut: a page of the site draws a few hundred. */
export const MAX_CUT_CHARS = 6000;

/** The characters of strings, arrays and objects (a language's interface strings). */
function addStrings(value: unknown, into: Set<number>): void {
  if (typeof value === 'string') for (const ch of value) into.add(ch.codePointAt(0)!);
  else if (Array.isArray(value)) for (const v of value) addStrings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) addStrings(v, into);
}

/** Adds the characters of `text[from, to)` above ASCII (printable ASCII is always in a cut), decoding `&#…;` when `entities`. */
function addText(text: string, from: number, to: number, into: Set<number>, entities: boolean): void {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x26 /* & */ && entities && text.charCodeAt(i + 1) === 0x23 /* # */) {
      const end = text.indexOf(';', i);
      if (end !== -1 && end - i <= 10) {
        const hex = text[i + 2] === 'x' || text[i + 2] === 'X';
        const cp = parseInt(text.slice(i + (hex ? 3 : 2), end), hex ? 16 : 10);
        if (cp >= 0xa0 && cp <= 0x10ffff) into.add(cp);
        i = end;
        continue;
      }
    }
    if (c < 0xa0) continue;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      into.add(text.codePointAt(i)!);
      i++;
    } else if (c < 0xd800 || c > 0xdfff) into.add(c);
  }
}

const FIELD_TEXT = /\s(?:value|placeholder)="([^"]*)"/g;

/**
 * What a page can draw: the text of its body and the values and placeholders of its fields, the
 * data it hands to the browser (JSON scripts: text drawn after hydration) and the interface strings
 * of its language (messages, dialogs, the booking bar's panel), with printable ASCII and the
 * no-break space always. Scripts and styles are not text. One pass over the page (≈ 0.1 ms for
 * 70 KB; a miss's render is ≈ 10 ms).
 */
export function pageCharacters(html: string, uiStrings: Set<number>): Set<number> {
  const chars = new Set(uiStrings);
  for (let cp = 0x20; cp <= 0x7e; cp++) chars.add(cp);
  chars.add(0xa0);
  const bodyAt = html.search(/<body[\s>]/);
  let i = bodyAt === -1 ? 0 : bodyAt;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    const textEnd = open === -1 ? html.length : open;
    addText(html, i, textEnd, chars, true);
    if (open === -1) break;
    const close = html.indexOf('>', open);
    if (close === -1) break;
    const tag = html.slice(open, close + 1);
    i = close + 1;
    if (tag.startsWith('<script') || tag.startsWith('<style')) {
      const end = html.indexOf(tag.startsWith('<script') ? '</script>' : '</style>', i);
      const contentEnd = end === -1 ? html.length : end;
      if (tag.includes('type="application/json"')) {
        const json = html.slice(i, contentEnd);
        addText(json, 0, json.length, chars, false);
        for (const m of json.matchAll(/\\u([0-9a-fA-F]{4})/g)) {
          const cp = parseInt(m[1]!, 16);
          if (cp >= 0xa0 && (cp < 0xd800 || cp > 0xdfff)) chars.add(cp);
        }
      }
      i = contentEnd;
    } else if (tag.includes('value="') || tag.includes('placeholder="')) {
      for (const m of tag.matchAll(FIELD_TEXT)) addText(m[1]!, 0, m[1]!.length, chars, true);
    }
  }
  return chars;
}

/** The characters of a language's interface strings, once per language. */
export function interfaceCharacters(store: Resource[string] | undefined): Set<number> {
  const chars = new Set<number>();
  addStrings(store ?? {}, chars);
  return chars;
}

/** Sorted code points as base64url of their differences in LEB128 varints (each difference ≥ 1). */
export function encodeCharacters(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const bytes: number[] = [];
  let previous = -1;
  for (const cp of sorted) {
    let delta = cp - previous;
    previous = cp;
    while (delta >= 0x80) {
      bytes.push((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    bytes.push(delta);
  }
  return Buffer.from(bytes).toString('base64url');
}

/** The code points of an encoded set, or null when it is not one this server makes. */
export function decodeCharacters(encoded: string): number[] | null {
  if (!/^[A-Za-z0-9_-]{1,12000}$/.test(encoded)) return null;
  const bytes = Buffer.from(encoded, 'base64url');
  const out: number[] = [];
  let previous = -1;
  let delta = 0;
  let shift = 0;
  for (const byte of bytes) {
    if (shift > 21) return null;
    delta |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
      continue;
    }
    if (delta < 1) return null;
    previous += delta;
    if (previous > 0x10ffff || out.length >= MAX_CUT_CHARS) return null;
    out.push(previous);
    delta = 0;
    shift = 0;
  }
  return shift === 0 && out.length > 0 ? out : null;
}

/** The HMAC of a cut's address: 128 bits, base64url. */
export function signCut(key: Buffer, file: PageFontFile, encoded: string): string {
  return crypto.createHmac('sha256', key).update(`${file}/${encoded}`).digest('base64url').slice(0, 22);
}

/** The address of a cut: `/fonts/page/{file}/{signature}.{characters}.ttf`. */
export function cutPath(key: Buffer, file: PageFontFile, codePoints: Iterable<number>): string {
  const encoded = encodeCharacters(codePoints);
  return `${PAGE_FONT_PATH}/${file}/${signCut(key, file, encoded)}.${encoded}.ttf`;
}

/** The font key of a server: derived from its session key, so that every web process of one deployment agrees. */
export function pageFontKey(sessionKey: Buffer): Buffer {
  return crypto.createHmac('sha256', sessionKey).update('raon page font cuts').digest();
}

/**
 * The page's preloads and @font-face rules for its language (none for the languages drawn in the
 * system's faces), to go first in its head: the files are asked for before anything else the page
 * loads, and the faces are known when the page is first laid out. `font-display: fallback`: a cut
 * is ≈ 35 KB and asked for at once, so it is drawn from the first paint; on a link so slow that it
 * is not there within 100 ms the system's face stands in, and is replaced only within 3 s.
 *
 * `chars` are what the page draws at once (its text, its data, its pop-ups); `later`, what it may
 * draw afterwards (its language's interface strings: the booking bar's panel, messages, dialogs).
 * Those not in `chars` go into a second cut of each face, declared after the first with exactly
 * their `unicode-range`: the browser looks at it first for those characters only, so it is fetched
 * when such text is drawn, or when the page is idle (shared/lib/fonts.ts `loadLaterFontCuts`), never
 * before the first paint. A Japanese page's interface strings hold ≈ 400 kanji and kana its first
 * view does not draw: 80 KB of each Noto weight's cut (issue 29).
 */
export function pageFontTags(key: Buffer, locale: string, chars: Set<number>, later?: Set<number>, nonce?: string): string {
  return fontTagsOf(pageFontParts(key, locale, chars, later), nonce);
}

/** A cut's preloads and its font faces (signed addresses), before they are written as tags. */
export interface PageFontParts {
  links: string;
  rules: string;
}

/** Sorted code points as a CSS unicode-range, runs joined: U+4E00-4E02,U+4E0A. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (cp: number) => cp.toString(16).toUpperCase();
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

export function pageFontParts(key: Buffer, locale: string, chars: Set<number>, later: Set<number> = new Set()): PageFontParts | null {
  const faces = FACES[locale];
  if (!faces) return null;
  const links: string[] = [];
  const rules: string[] = [];
  const laterOnly = [...later].filter((cp) => !chars.has(cp));
  const face = (family: string, href: string, weight: string, range?: string) =>
    `@font-face{font-family:'${family}';src:url(${href}) format('truetype');font-weight:${weight};font-style:normal;font-display:fallback${range ? `;unicode-range:${range}` : ''}}`;
  for (const f of faces) {
    const own = f.only ? [...chars].filter(f.only) : [...chars];
    if (own.length > 0) {
      const href = cutPath(key, f.file, own);
      links.push(`<link rel="preload" as="font" type="font/ttf" href="${href}" crossorigin>`);
      rules.push(face(f.family, href, f.weight));
    }
    const rest = f.only ? laterOnly.filter(f.only) : laterOnly;
    if (rest.length > 0) rules.push(face(f.family, cutPath(key, f.file, rest), f.weight, unicodeRange(rest)));
  }
  return rules.length === 0 ? null : { links: links.join(''), rules: rules.join('') };
}

/** The tags of a cut: a streamed page (the portal) carries a nonce; a page rendered whole has its style's hash in its policy. */
export function fontTagsOf(parts: PageFontParts | null, nonce?: string): string {
  if (!parts) return '';
  const attrs = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return `${parts.links}<style${attrs} data-page-font>${parts.rules}</style>`;
}

/** The page with its font's tags first in its head. */
export function withPageFont(html: string, tags: string): string {
  if (!tags) return html;
  const head = /<head[^>]*>/.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length) : html;
}
