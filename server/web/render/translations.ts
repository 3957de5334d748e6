import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import type { Resource } from 'i18next';

/**
 * Issue 16, point 3: the brand pages' translations are not in the HTML. They are what hydration
 * needs, not the first screen (the server renders the text), and they were 40 % of every page's
 * bytes (6.6 KB of 16.7 KB brotli on /), sent again with each page. They are an asset now, like
 * the scripts: one file per language whose address names its content, fetched once, while the
 * scripts load, and kept by the browser for a year. The owner portal keeps its inline script.
 */
export const TRANSLATIONS_PREFIX = '/i18n/';

export interface TranslationsAsset {
  /** /i18n/site.<locale>.<hash of the content>.json */
  path: string;
  json: string;
}

const made = new WeakMap<object, TranslationsAsset>();

/** One language's brand translations as an immutable asset, made once per translations object. */
export function translationsAsset(locale: string, store: Resource[string]): TranslationsAsset {
  let asset = made.get(store);
  if (!asset) {
    const json = JSON.stringify(store);
    const hash = crypto.createHash('sha256').update(json).digest('base64url').slice(0, 12);
    asset = { path: `${TRANSLATIONS_PREFIX}site.${locale}.${hash}.json`, json };
    made.set(store, asset);
  }
  return asset;
}

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the translations assets of the given languages, compressed once at start (brotli 11,
 * gzip 9). An address of another build or language is a 404 that says what to do.
 */
export function translationsAssets(stores: Map<string, Resource[string]>): RequestHandler {
  const files = new Map<string, Encoded>();
  for (const [locale, store] of stores) {
    const { path, json } = translationsAsset(locale, store);
    const identity = Buffer.from(json);
    files.set(path, {
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
      gzip: zlib.gzipSync(identity, { level: 9 }),
    });
  }
  return (req, res, next) => {
    if (!req.path.startsWith(TRANSLATIONS_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = files.get(req.path);
    if (!file) {
      res.status(404).set('cache-control', 'no-store').type('text/plain').send('These translations are not on this server (the page that named them is from another version of the site): reload the page.');
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.identity;
    res.set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding', 'content-length': String(body.length) });
    if (encoding === 'br' || encoding === 'gzip') res.set('content-encoding', encoding);
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
}
