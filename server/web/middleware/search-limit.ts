import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { TFunction } from 'i18next';
import type { Envelope } from '../../../contracts/common.ts';
import { log } from '../../lib/logger.ts';
import { PERMISSIONS_POLICY } from '../../lib/permissions-policy.ts';
import { html } from '../html.ts';
import { HSTS, isCacheablePath } from '../render/page-cache.ts';
import { contextOf, pageAddressOf, type RequestContext } from './request-context.ts';

/**
 * Searches per visitor address (issue 25, point 4). A search is a page rendered for one visitor and
 * never stored; each costs a render on a render thread and a read of the API's database. A person
 * searches a few times a minute; several behind one address (an office, a mobile carrier's shared
 * address) still far less than this. A flood from one address gets a 429 that costs microseconds.
 */
export const SEARCH_BURST = 20;
export const SEARCHES_PER_SECOND = 1;
/** Searches waiting for a slot at most (site-wide), and for how long, before they are told to come back. */
export const SEARCH_QUEUE = 64;
export const SEARCH_WAIT_MS = 5_000;
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

/**
 * Searches rendered at once, site-wide: one per render thread. Each search's reads run in the API,
 * which (embedded) shares the main thread with cached pages: a burst of searches from many
 * addresses at once (each within its allowance) waits here instead of piling reads in front of
 * every visitor's page. At most `queue` wait, each at most `waitMs`; beyond that `acquire` resolves
 * null (the visitor is asked to come back).
 */
export function createSearchSlots(opts: { slots: number; queue?: number; waitMs?: number }) {
  const queueMax = opts.queue ?? SEARCH_QUEUE;
  const waitMs = opts.waitMs ?? SEARCH_WAIT_MS;
  let free = Math.max(1, opts.slots);
  const waiting: { grant: (release: () => void) => void; timer: NodeJS.Timeout }[] = [];
  const release = () => {
    const next = waiting.shift();
    if (!next) {
      free++;
      return;
    }
    clearTimeout(next.timer);
    next.grant(once(release));
  };
  return {
    get free() {
      return free;
    },
    get waiting() {
      return waiting.length;
    },
    /** Resolves with the slot's release (call it once the search is answered), or null when there is no room. */
    acquire(): Promise<(() => void) | null> {
      if (free > 0) {
        free--;
        return Promise.resolve(once(release));
      }
      if (waiting.length >= queueMax) return Promise.resolve(null);
      return new Promise((resolve) => {
        const entry = {
          grant: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            resolve(null);
          }, waitMs),
        };
        waiting.push(entry);
      });
    },
  };
}

export type SearchSlots = ReturnType<typeof createSearchSlots>;

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Noto Sans KR','Apple SD Gothic Neo',sans-serif;color:#222}
main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;text-align:center}
h1{font-size:1.5rem;margin:0}p{margin:0;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border:1px solid #2b2b2b;border-radius:4px;color:#2b2b2b;text-decoration:none}
a:focus-visible{outline:2px solid #2b2b2b;outline-offset:2px}`;
/** The refusal page carries no script and one style, allowed by its hash: the same bytes for everyone. */
const POLICY = `default-src 'none'; style-src 'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** Set on a request whose search the front already counted, so that the app does not count it again. */
const COUNTED = Symbol('search counted');

/**
 * The visitor's address as Express's `req.ip` says it (proxy-addr): the peer, or, while the peer is
 * a proxy `trust` believes, the next X-Forwarded-For entry from the right.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trust: (address: string, hop: number) => boolean): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  if (!header) return socket;
  const hops = [socket, ...(Array.isArray(header) ? header.join(',') : header).split(',').map((part) => part.trim()).filter(Boolean).reverse()];
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i]!, i)) return hops[i]!;
  return hops[hops.length - 1]!;
}

export interface SearchLimits {
  buckets: SearchBuckets;
  slots: SearchSlots;
  /** Translations of the visitor's language. */
  tOf: (locale: string) => TFunction;
  /** The app's compiled `trust proxy`. */
  trust: (address: string, hop: number) => boolean;
  /** Whether the request came over TLS (the front adds HSTS itself). */
  tls: (req: IncomingMessage) => boolean;
  /** The site's hosts: another Host is left to the app, which refuses it. */
  acceptsHost: (req: IncomingMessage) => boolean;
}

/**
 * Searches over the allowance, refused before Express (issue 25, point 4): a refusal costs what a
 * cache hit costs, so a flood of them from one address cannot slow the cached pages. Returns true
 * when it answered; a search within the allowance is marked as counted and goes on to the app.
 */
export function searchFront(limits: SearchLimits): (req: IncomingMessage, res: ServerResponse) => boolean {
  const counter = refusals();
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/')) return false;
    const address = pageAddressOf(req.url);
    if (!address.search || !isCacheablePath(address.pathname) || !limits.acceptsHost(req)) return false;
    const visitor = clientAddress(req, limits.trust);
    const wait = limits.buckets.take(visitor);
    (req as IncomingMessage & { [COUNTED]?: boolean })[COUNTED] = true;
    if (wait === 0) return false;
    counter(visitor, 'over the per-address allowance');
    const { locale } = contextOf(req.headers, address.lang);
    const refusal = refusalOf(limits.tOf(locale), locale, 429, wait, address.pathname.endsWith('.pageContext.json'));
    const head = ['Retry-After', String(wait), 'Cache-Control', 'no-store', 'Content-Type', refusal.type, 'Content-Length', String(Buffer.byteLength(refusal.body)), 'Permissions-Policy', PERMISSIONS_POLICY];
    if (refusal.type.startsWith('text/html')) head.push('Content-Security-Policy', POLICY, 'X-Content-Type-Options', 'nosniff', 'Referrer-Policy', 'strict-origin-when-cross-origin', 'X-Frame-Options', 'DENY');
    if (limits.tls(req)) head.push('Strict-Transport-Security', HSTS);
    res.writeHead(429, head);
    res.end(req.method === 'HEAD' ? undefined : refusal.body);
    return true;
  };
}

/**
 * The same rule inside the app, for searches the front has not counted (an app not started by
 * listen()), then a slot site-wide (searchSlots): none within SEARCH_WAIT_MS is a 503 with
 * Retry-After. A search let through holds its slot until its answer is sent.
 */
export function searchLimit(limits: Pick<SearchLimits, 'buckets' | 'slots' | 'tOf'>): RequestHandler {
  const counter = refusals();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCacheablePath(req.path) || !pageAddressOf(req.url).search) return next();
    const refuse = (status: 429 | 503, wait: number, why: string) => {
      counter(req.ip, why);
      const ctx = res.locals.ctx as RequestContext;
      const refusal = refusalOf(limits.tOf(ctx.locale), ctx.locale, status, wait, req.path.endsWith('.pageContext.json'));
      res.status(status).setHeader('Retry-After', String(wait));
      res.setHeader('Cache-Control', 'no-store');
      // helmet's policy names a nonce: the page's one style is allowed by its hash instead.
      if (refusal.type.startsWith('text/html')) res.setHeader('Content-Security-Policy', POLICY);
      res.type(refusal.type).send(refusal.body);
    };
    if (!(req as unknown as { [COUNTED]?: boolean })[COUNTED]) {
      const wait = limits.buckets.take(req.ip ?? 'unknown');
      if (wait > 0) return refuse(429, wait, 'over the per-address allowance');
    }
    void limits.slots.acquire().then((release) => {
      if (!release) return refuse(503, 5, 'no room: searches already waiting site-wide');
      res.once('close', release);
      // A visitor who left while waiting frees the slot at once.
      if (res.destroyed || req.socket.destroyed) return release();
      next();
    });
  };
}

/** Refusals made so far, by language, status, wait and kind: a flood is answered with bytes made once. */
const refusalMemo = new Map<string, { type: string; body: string }>();

/** A refusal's body: a short page in the visitor's language, or the error envelope for a page-context request. */
function refusalOf(t: TFunction, locale: string, status: 429 | 503, wait: number, json: boolean): { type: string; body: string } {
  const key = `${locale}|${status}|${wait}|${json}`;
  let refusal = refusalMemo.get(key);
  if (!refusal) {
    if (refusalMemo.size >= 1024) refusalMemo.clear();
    refusalMemo.set(key, (refusal = makeRefusal(t, locale, status, wait, json)));
  }
  return refusal;
}

function makeRefusal(t: TFunction, locale: string, status: 429 | 503, wait: number, json: boolean): { type: string; body: string } {
  const text = t(status === 429 ? 'site:searchLimit.text' : 'site:searchLimit.busy', { seconds: wait });
  if (json) return { type: 'application/json; charset=utf-8', body: JSON.stringify({ result: false, code: status === 429 ? 'E429' : 'E503', message: text } satisfies Envelope) };
  const title = html(t('site:searchLimit.title'));
  return {
    type: 'text/html; charset=utf-8',
    body:
      `<!DOCTYPE html><html lang="${html(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>` +
      `<body><main><h1>${title}</h1><p role="alert">${html(text)}</p><a href="/">${html(t('site:searchLimit.home'))}</a></main></body></html>`,
  };
}

/** Loud enough to notice a flood, not one line per refused request. */
function refusals(): (address: string | undefined, why: string) => void {
  let since = 0;
  let last = 0;
  return (address, why) => {
    since++;
    if (Date.now() - last < 60_000) return;
    log.warn('searches refused', { why, refused: since, lastAddress: address, burst: SEARCH_BURST, perSecond: SEARCHES_PER_SECOND });
    since = 0;
    last = Date.now();
  };
}
