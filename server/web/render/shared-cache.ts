import { log, errorFields } from '../../lib/logger.ts';

/**
 * A shared HTTP cache in front of the web processes (issue 30; deploy/varnish/default.vcl,
 * docs/deploy.md). A public page for anyone says how a shared cache may keep it, in headers only
 * such a cache reads (browsers keep `Cache-Control: private, no-cache` and revalidate by ETag):
 *
 * - `Surrogate-Control`: kept a day, served stale for an hour while one request renders the page
 *   again. A day is not a guess at freshness: the content version drives a purge (below), and the
 *   Seoul day is part of the generation, so midnight purges too.
 * - `xkey`: the tag every page shares, which a purge names.
 */
export const SURROGATE_CONTROL = 'max-age=86400, stale-while-revalidate=3600';
export const PAGES_TAG = 'raon-pages';
/** The generation a shared cache wants (request) or a page was rendered in (response). */
export const GENERATION_HEADER = 'x-content-generation';

export function sharedCacheHeaders(generation: string): [string, string][] {
  return [
    ['Surrogate-Control', SURROGATE_CONTROL],
    ['xkey', PAGES_TAG],
    ['X-Content-Generation', generation],
  ];
}

/**
 * Tells the shared cache at `url` of a new generation: `PURGE /` with the generation, which the
 * VCL turns into a soft purge of every page (served stale while re-rendered) and remembers, so that
 * every fetch after it asks the web processes for that generation. Every web process sends it when
 * it sees a change; the cache acts on the first. A purge that fails is sent again at the next poll
 * (the caller calls this on every poll).
 */
export function createPurger(url: string, timeoutMs = 2_000): (generation: string) => Promise<void> {
  let told = '';
  let sending: Promise<void> | null = null;
  let failures = 0;
  return (generation) => {
    if (generation === '' || generation === told || sending) return sending ?? Promise.resolve();
    sending = fetch(new URL('/', url), { method: 'PURGE', headers: { [GENERATION_HEADER]: generation }, signal: AbortSignal.timeout(timeoutMs) })
      .then(async (res) => {
        const text = (await res.text()).slice(0, 200);
        if (!res.ok) throw new Error(`${res.status} ${text}`);
        told = generation;
        if (failures > 0) log.info('the shared cache took the purge', { after: failures });
        failures = 0;
        log.info('shared cache purged', { generation, answer: text.replace(/\s+/g, ' ').trim() });
      })
      .catch((err: unknown) => {
        if (failures++ === 0) log.warn('the shared cache could not be purged: it keeps the older pages until it can', { url, ...errorFields(err) });
      })
      .finally(() => {
        sending = null;
      });
    return sending;
  };
}
