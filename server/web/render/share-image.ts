import type { IncomingMessage } from 'node:http';
import { Resvg, type RenderedImage } from '@resvg/resvg-js';
import { Router } from 'express';
import { SHARE_IMAGE_PREFIX, SHARE_IMAGE_SIZE, shareImageSource, type ShareFit } from '../../../contracts/share-image.ts';
import { fileAddressPath, parseFileAddress } from '../../lib/file-address.ts';
import { log } from '../../lib/logger.ts';
import type { ApiClient } from '../api-client.ts';

/** What a picture may be made from: the stored pictures' kinds. */
const SOURCE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']);
/** A stored picture larger than this is no page's picture. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
/** Share pictures kept in memory (about 60 KB each): every shareable page's, several times over. */
const KEPT = 256;

async function bodyOf(res: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SOURCE_BYTES) {
      res.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A stored picture as a 1200×630 PNG (issue 29, point 3): KakaoTalk, Facebook and most link
 * previews show no SVG, and crop to about 1.91:1. The picture fills the frame, centred and cut at
 * the long sides (as `object-fit: cover`), drawn by resvg.
 */
export function sharePng(source: Buffer, contentType: string, fit: ShareFit = 'cover'): Buffer {
  return shareRender(source, contentType, fit).asPng();
}

/** The share picture drawn (its pixels, RGBA, row by row). */
export function shareRender(source: Buffer, contentType: string, fit: ShareFit = 'cover'): RenderedImage {
  const { width, height } = SHARE_IMAGE_SIZE;
  // Cover: the whole frame, cut at the long sides. Contain: a logo, whole, in the middle of a white frame.
  const box =
    fit === 'cover'
      ? { x: 0, y: 0, w: width, h: height, aspect: 'xMidYMid slice' }
      : { x: width * 0.15, y: height * 0.2, w: width * 0.7, h: height * 0.6, aspect: 'xMidYMid meet' };
  const placed = `x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" preserveAspectRatio="${box.aspect}"`;
  // An SVG is drawn inline (a nested <svg>), so that its words are set in the system's fonts; resvg
  // draws the text of an SVG given as an <image> without any. Other pictures go in as <image>.
  const nested = contentType === 'image/svg+xml' ? inlineSvg(source.toString('utf8'), placed) : null;
  const picture = nested ?? `<image ${placed} xlink:href="data:${contentType};base64,${source.toString('base64')}"/>`;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#FFFFFF"/>${picture}</svg>`;
  // The system's fonts only for a picture with words (loading them costs ≈ 150 ms; scenes have none).
  const words = nested !== null && /<text[\s>]/.test(nested);
  return new Resvg(frame, { font: { loadSystemFonts: words, defaultFontFamily: 'sans-serif' } }).render();
}

/** The SVG document's root placed at `placed` inside another SVG; null when it has no root or no viewBox to scale by. */
function inlineSvg(svg: string, placed: string): string | null {
  const start = svg.search(/<svg[\s>]/);
  if (start === -1) return null;
  const end = svg.indexOf('>', start);
  const root = svg.slice(start, end);
  if (!/\sviewBox=/.test(root)) return null;
  const kept = root.replace(/\s(?:x|y|width|height|preserveAspectRatio)="[^"]*"/g, '');
  return `${kept} ${placed}${svg.slice(end)}`;
}

/**
 * GET /share-image/{company}/{hotel}/{file_path}{file_name}.png (or .logo.png: a logo, whole): the
 * share picture of a stored picture, for og:image. Only public pictures (the API's download route decides), made once and
 * kept (in memory here, and by browsers and shared caches for a day).
 */
export function shareImages(api: ApiClient): Router {
  const router = Router();
  const kept = new Map<string, Promise<Buffer | null>>();
  router.get(new RegExp(`^${SHARE_IMAGE_PREFIX}.+\\.png$`), async (req, res) => {
    const source = shareImageSource(req.path);
    const address = source ? parseFileAddress(source.address) : null;
    if (!source || !address) {
      res.status(400).type('text/plain').set('Cache-Control', 'no-store').send('The picture address is not valid.');
      return;
    }
    const path = fileAddressPath(address);
    const key = `${path} ${source.fit}`;
    let made = kept.get(key);
    if (!made) {
      made = (async () => {
        const answer = await api.download(path);
        const type = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim();
        if (answer.statusCode !== 200 || !SOURCE_TYPES.has(type)) {
          answer.resume();
          return null;
        }
        const body = await bodyOf(answer);
        return body ? sharePng(body, type, source.fit) : null;
      })().catch((err: unknown) => {
        log.warn('share picture not made', { address: path, error: err instanceof Error ? err.message : String(err) });
        return null;
      });
      kept.set(key, made);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    const png = await made;
    // A picture missing or not made is asked for again next time (the API may be back, the file put right).
    if (!png) {
      kept.delete(key);
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('No such picture.');
      return;
    }
    res.status(200).set({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' }).send(png);
  });
  return router;
}
