import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import subsetFont from 'subset-font';
import { log } from '../../lib/logger.ts';
import { sendEncoded, type Encoded } from './encoded.ts';
import { PAGE_FONT_FILES, decodeCharacters, signCut, type PageFontFile } from './page-fonts.ts';

/**
 * The page fonts' files (page-fonts.ts): `/fonts/page/{file}/{signature}.{characters}.ttf`, the
 * font cut by HarfBuzz (`subset-font`) to those characters, made on the first request and kept.
 * Sent as TrueType compressed for the wire (brotli, else gzip) rather than as WOFF2: WOFF2 is
 * ≈ 13 % smaller (30.7 against 35.3 KB for a page's text alone) but took ≈ 540 ms to encode here,
 * brotli 6 ms; the file is immutable, so the shared cache keeps it once made.
 */

const require = createRequire(import.meta.url);

const NOTO_NAME = { jp: 'NotoSansJP', sc: 'NotoSansSC', tc: 'NotoSansTC', thai: 'NotoSansThai' } as const;
const WEIGHT_DIR = { 400: '400Regular', 700: '700Bold' } as const;

/** Where each font's whole file is (npm packages: the variable Pretendard and Google's Noto faces). */
export function sourceFile(file: PageFontFile): string {
  if (file === 'pretendard') return path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/variable/PretendardVariable.ttf');
  const [, script, weight] = /^noto-sans-(jp|sc|tc|thai)-(400|700)$/.exec(file)!;
  const dir = WEIGHT_DIR[Number(weight) as 400 | 700];
  const pkg = path.dirname(require.resolve(`@expo-google-fonts/noto-sans-${script}/package.json`));
  return path.join(pkg, dir, `${NOTO_NAME[script as keyof typeof NOTO_NAME]}_${dir}.ttf`);
}

/**
 * The OpenType features a cut keeps: those browsers apply by default (shaping, kerning, Hangul
 * jamo, Thai marks) and the tabular figures the design system's tables ask for. Stylistic sets and
 * other alternates would pull glyphs the page never draws into every cut (subset-font keeps all
 * features unless told: 71 KB instead of 32 KB for /hotel/101).
 */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'ljmo', 'vjmo', 'tjmo', 'abvs', 'blws', 'abvm', 'blwm', 'pres', 'psts', 'tnum', 'lnum', 'case'];

/** Cuts `codePoints` out of `file`: the TrueType file and its brotli and gzip. */
export async function cutFont(file: PageFontFile, codePoints: number[], sources: Map<PageFontFile, Buffer>): Promise<Encoded> {
  let source = sources.get(file);
  if (!source) {
    source = await fs.promises.readFile(sourceFile(file));
    sources.set(file, source);
  }
  // Pretendard's weight axis cut to 400–700, the weights the design system uses: its deltas toward
  // Thin and Black are half the file (/hotel/101 in Korean: 73 KB instead of 99 KB).
  const ttf = await subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'truetype', keepFeatures: FEATURES, variationAxes: file === 'pretendard' ? { wght: { min: 400, max: 700 } } : undefined });
  const br = zlib.brotliCompressSync(ttf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_FONT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: ttf.length } });
  const gzip = zlib.gzipSync(ttf, { level: 9 });
  return { identity: ttf, br, gzip };
}

/**
 * GET /fonts/page/{file}/{signature}.{characters}.ttf. An address this server's key did not sign
 * is a 404 (nobody can make it cut fonts for them); the cuts made are kept (256, a few MB), and
 * two requests for one cut share its making.
 */
export function pageFontFiles(key: Buffer, limit = 256): RequestHandler {
  const cuts = new Map<string, Promise<Encoded>>();
  const sources = new Map<PageFontFile, Buffer>();
  // The process's first cut also loads HarfBuzz and reads Pretendard (150 ms here, against 20–40 ms
  // for a cut after it): done once at start, in the background, so that the first visitor's font
  // arrives within its 100 ms block period instead of being swapped in after the fallback face
  // (a layout shift). The other faces are read on their first cut.
  setImmediate(() => void cutFont('pretendard', [0x41], sources).catch(() => undefined));
  return (req, res, next) => {
    const match = /^\/([a-z0-9-]+)\/([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)\.ttf$/.exec(req.path);
    const file = match?.[1] as PageFontFile | undefined;
    if (!match || !file || !(PAGE_FONT_FILES as readonly string[]).includes(file)) return next();
    const [, , signature, encoded] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(signCut(key, file, encoded));
    const given = Buffer.from(signature);
    const codePoints = expected.length === given.length && crypto.timingSafeEqual(expected, given) ? decodeCharacters(encoded) : null;
    if (!codePoints) {
      res.status(404).type('text/plain').send('No such font file: its address was not made by this site.');
      return;
    }
    const id = `${file}/${encoded}`;
    let cut = cuts.get(id);
    if (!cut) {
      if (cuts.size >= limit) cuts.delete(cuts.keys().next().value!);
      cut = cutFont(file, codePoints, sources);
      cuts.set(id, cut);
      cut.catch(() => cuts.delete(id));
    }
    cut.then(
      (body) => sendEncoded(req, res, body, 'font/ttf', 'public, max-age=31536000, immutable'),
      (err: unknown) => {
        log.error('page font: the cut failed', { file, error: err instanceof Error ? err.message : String(err) });
        if (!res.headersSent) res.status(500).type('text/plain').send('The font could not be made; the page is drawn in the system font.');
      },
    );
  };
}
