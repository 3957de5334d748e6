import type { RequestHandler } from 'express';
import type { TFunction } from 'i18next';
import type { Envelope } from '../../contracts/common.ts';
import { log } from '../lib/logger.ts';
import { html } from './html.ts';
import { isCacheablePath } from './page-cache.ts';
import { pageAddressOf, type RequestContext } from './request-context.ts';

/**
 * Searches per visitor address (issue 25, point 4). A search is a page rendered for one visitor and
 * never stored; each costs a render on a render thread and a read of the API's database. A person
 * searches a few times a minute; several behind one address (an office, a mobile carrier's shared
 * address) still far less than this. A flood from one address gets a 429 that costs microseconds.
 */
export const SEARCH_BURST = 60;
export const SEARCHES_PER_SECOND = 1;
/** Addresses remembered at once; the least recently seen are forgotten first (their buckets had refilled long since). */
const MAX_ADDRESSES = 50_000;

/** A token bucket per address: `take` says whether a search may go now, or in how many seconds. */
export function createSearchBuckets(opts: { burst?: number; perSecond?: number; now?: () => number } = {}) {
  const burst = opts.burst ?? SEARCH_BURST;
  const perSecond = opts.perSecond ?? SEARCHES_PER_SECOND;
  const now = opts.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    get size() {
      return buckets.size;
    },
    /** 0 when the search may go (one token taken), else the seconds until it may. */
    take(address: string): number {
      const at = now();
      const known = buckets.get(address);
      const tokens = known ? Math.min(burst, known.tokens + ((at - known.at) / 1000) * perSecond) : burst;
      // Most recently seen last: the first entries are the ones to forget.
      buckets.delete(address);
      if (buckets.size >= MAX_ADDRESSES) buckets.delete(buckets.keys().next().value!);
      if (tokens >= 1) {
        buckets.set(address, { tokens: tokens - 1, at });
        return 0;
      }
      buckets.set(address, { tokens, at });
      return Math.max(1, Math.ceil((1 - tokens) / perSecond));
    },
  };
}

export type SearchBuckets = ReturnType<typeof createSearchBuckets>;

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Noto Sans KR','Apple SD Gothic Neo',sans-serif;color:#222}
main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;text-align:center}
h1{font-size:1.5rem;margin:0}p{margin:0;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border:1px solid #2b2b2b;border-radius:4px;color:#2b2b2b;text-decoration:none}
a:focus-visible{outline:2px solid #2b2b2b;outline-offset:2px}`;

/**
 * Refuses a search past the visitor's allowance with 429 and Retry-After: a short page in the
 * visitor's language, or the error envelope for a page-context request (client navigation). Runs
 * after the security headers (the page's style carries the request's nonce) and before any render.
 */
export function searchLimit(buckets: SearchBuckets, tOf: (locale: string) => TFunction): RequestHandler {
  let refusedSinceLog = 0;
  let lastLog = 0;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCacheablePath(req.path) || !pageAddressOf(req.url).search) return next();
    const wait = buckets.take(req.ip ?? 'unknown');
    if (wait === 0) return next();
    // Loud enough to notice a flood, not one line per refused request.
    refusedSinceLog++;
    if (Date.now() - lastLog >= 60_000) {
      log.warn('searches refused: over the per-address allowance', { refused: refusedSinceLog, lastAddress: req.ip, burst: SEARCH_BURST, perSecond: SEARCHES_PER_SECOND });
      refusedSinceLog = 0;
      lastLog = Date.now();
    }
    const ctx = res.locals.ctx as RequestContext;
    const t = tOf(ctx.locale);
    const text = t('site:searchLimit.text', { seconds: wait });
    res.status(429).setHeader('Retry-After', String(wait));
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.endsWith('.pageContext.json')) return res.json({ result: false, code: 'E429', message: text } satisfies Envelope);
    const nonce = res.locals.cspNonce as string;
    res
      .type('html')
      .send(
        `<!DOCTYPE html><html lang="${html(ctx.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${html(t('site:searchLimit.title'))}</title><style nonce="${html(nonce)}">${STYLE}</style></head>` +
          `<body><main><h1>${html(t('site:searchLimit.title'))}</h1><p role="alert">${html(text)}</p><a href="/">${html(t('site:searchLimit.home'))}</a></main></body></html>`,
      );
  };
}
