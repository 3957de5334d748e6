import { z } from 'zod';
import { DOWNLOAD_QUEUE_MAX_MS, LOGIN_SLOWDOWN_MAX_MS } from '../../contracts/limits.ts';
import { brandReads, type BrandReadBody, type BrandReadName, type BrandReadResult, type BrandScope } from '../../contracts/brand.ts';
import { envelope } from '../../contracts/common.ts';
import * as C from '../../contracts/content.ts';
import { COMMIT_DEADLINE_HEADER } from '../lib/commit-deadline.ts';
import { createJsonHttp, type StreamedBody } from '../lib/json-http.ts';
import { log } from '../lib/logger.ts';

/** A read the API refused as not found (E404): the page answers 404, not 500. */
export class NotFoundUpstream extends Error {
  override name = 'NotFoundUpstream';
}

/**
 * Recognised by name: the web server and the built page bundle each load their own copy of this
 * module, so `instanceof` fails across the two.
 */
export function isNotFoundUpstream(err: unknown): boolean {
  return err instanceof Error && err.name === 'NotFoundUpstream';
}

const versionResult = envelope(C.contentVersionResult);
const READ_CACHE_ENTRIES = 2000;

/**
 * The web app's client of the operator API: keep-alive connections, a timeout on every call,
 * one retry of brand reads (they change nothing), and every answer checked against its schema.
 * Reads are remembered per content version and Seoul day (offers on sale depend on the date), so
 * a page rendered again after its cache entry was evicted costs no round trip while nothing changed.
 */
/**
 * How long a call carrying `bytes` of body may take: the usual deadline plus a second per 512 KB
 * (an upload of the inquiry's 10 MB of attachments gets about 30 s more). A registration the API
 * is still storing is not given up on, and reported as failed while it succeeds (issue 11, point 5).
 */
export function deadlineFor(baseMs: number, bytes: number): number {
  return baseMs + Math.ceil(bytes / (512 * 1024)) * 1000;
}

/**
 * The content version is asked every second (server/web/app.ts): a poll that has not come back
 * within a second is late for the next one, and pages are better served as they are meanwhile.
 */
export const CONTENT_VERSION_TIMEOUT_MS = 1000;

/**
 * A sign-in may be held by the API up to LOGIN_SLOWDOWN_MAX_MS on an ID under attack, then checks
 * the password: the usual deadline on top, so that the real owner is not timed out while waiting.
 */
export function signInDeadline(baseMs: number): number {
  return baseMs + LOGIN_SLOWDOWN_MAX_MS;
}

/**
 * How long the web app waits for a download's headers: a download may wait that much longer for one
 * of the API's slots (issue 25, point 1; server/api/routes/files.ts), and is not cut off as a 502.
 */
export function downloadDeadline(baseMs: number): number {
  return baseMs + DOWNLOAD_QUEUE_MAX_MS;
}

/**
 * How a browser asked for a stored file, passed on (issue 25, point 1): a HEAD stays a HEAD (the
 * API then reads none of the content), and a revalidation keeps its If-Modified-Since.
 */
export interface DownloadRequest {
  method?: 'GET' | 'HEAD';
  ifModifiedSince?: string;
  /** The browser went away: stop waiting for the API's answer (it may be queued there). */
  signal?: AbortSignal;
}

const conditional = (request: DownloadRequest): Record<string, string> => (request.ifModifiedSince ? { 'if-modified-since': request.ifModifiedSince } : {});

export function createApiClient(baseUrl: string, timeoutMs: number) {
  const client = createJsonHttp(baseUrl, {
    timeoutMs,
    // The API is on the same machine or network: compressing and inflating every answer costs
    // both sides CPU for nothing.
    headers: { 'accept-encoding': 'identity', accept: 'application/json' },
  });
  /**
   * Brand reads change nothing: asked once more when the API was briefly away (a restart). Not
   * after a timeout: an API that did not answer within the deadline is not asked to again while
   * the visitor waits twice as long.
   */
  const readRetry = { statuses: [502, 503, 504], errors: ['ECONNRESET', 'ECONNREFUSED', 'EPIPE'], backoffMs: 200 } as const;
  const forwarded = (clientIp: string | undefined): Record<string, string> => (clientIp ? { 'x-forwarded-for': clientIp } : {});
  const retryAfterOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

  let versionKey: string | null = null;
  const readCache = new Map<string, Promise<unknown>>();

  /** One brand call. Resolves null when it fails or answers result false (SPEC §8: nothing shown); rejects NotFoundUpstream on E404. */
  async function call<T>(path: string, schema: z.ZodType<{ result_data: T }>, body: object): Promise<T | null> {
    try {
      const res = await client.post(path, body, { retry: readRetry });
      const parsed = schema.safeParse(res.body);
      if (parsed.success) return parsed.data.result_data;
      const env = res.body as { result?: unknown; code?: unknown } | undefined;
      if (res.status === 404 && env?.code === 'E404') throw new NotFoundUpstream(path);
      if (env?.result === false) log.info('brand call answered result false', { path, code: env.code, status: res.status });
      else log.warn('brand call answered an unexpected shape', { path, status: res.status, issues: parsed.error.issues.slice(0, 3) });
      return null;
    } catch (err) {
      if (isNotFoundUpstream(err)) throw err;
      log.warn('brand call failed', { path, error: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  function read<K extends BrandReadName>(name: K, scope: BrandScope, body?: BrandReadBody<K>): Promise<BrandReadResult<K> | null> {
    const def = brandReads[name];
    const fullBody = { ...scope, ...(body ?? {}) };
    const key = versionKey === null ? null : `${versionKey}|${name}|${JSON.stringify(fullBody)}`;
    if (key !== null) {
      const hit = readCache.get(key);
      if (hit) return hit as Promise<BrandReadResult<K> | null>;
    }
    const pending = call(def.path, envelope(def.result as z.ZodType), fullBody) as Promise<BrandReadResult<K> | null>;
    if (key !== null) {
      if (readCache.size >= READ_CACHE_ENTRIES) readCache.delete(readCache.keys().next().value!);
      readCache.set(key, pending);
      // Failures are not remembered: the next page asks again.
      pending.then((v) => v === null && readCache.delete(key), () => readCache.delete(key));
    }
    return pending;
  }

  return {
    timeoutMs,
    read,
    brandMain: (scope: BrandScope) => read('main', scope),
    termList: (scope: BrandScope) => read('termList', scope),
    /** Sets the key reads are remembered under; null forgets them and stops remembering. */
    setVersionKey(key: string | null) {
      if (key !== versionKey) readCache.clear();
      versionKey = key;
    },
    /** The content version (migration 004), or null when the API cannot say. */
    async contentVersion(): Promise<number | null> {
      try {
        const res = await client.post('brand/branding/content/version', {}, { timeoutMs: Math.min(timeoutMs, CONTENT_VERSION_TIMEOUT_MS) });
        const parsed = versionResult.safeParse(res.body);
        return parsed.success ? parsed.data.result_data.version : null;
      } catch {
        return null;
      }
    },
    /** A public brand call passed through for the browser (BFF): the API's status and envelope as they are. */
    async forward(path: string, body: unknown, clientIp: string | undefined, opts: { timeoutMs?: number } = {}): Promise<{ status: number; body: unknown; retryAfter?: string }> {
      const res = await client.post(path, body, { headers: forwarded(clientIp), timeoutMs: opts.timeoutMs });
      return { status: res.status, body: res.body, retryAfter: retryAfterOf(res.headers['retry-after']) };
    },
    /**
     * The owner sign-in for the portal (SPEC §3 payload: joinType NORMAL, hotelCode 13), with the
     * visitor's address for the API's brute-force limit and the browser's device token, if any
     * (device-cookie.ts). The answer as it came.
     */
    async ownerSignIn(body: { loginId: string; password: string }, clientIp: string | undefined, deviceToken?: string): Promise<{ status: number; body: unknown; retryAfter?: string }> {
      const res = await client.post('client/user/login', { ...body, joinType: 'NORMAL', hotelCode: 13, ...(deviceToken ? { deviceToken } : {}) }, { headers: forwarded(clientIp), timeoutMs: signInDeadline(timeoutMs) });
      return { status: res.status, body: res.body, retryAfter: retryAfterOf(res.headers['retry-after']) };
    },
    /** Ends the owner's token at the API (a server-side log-out); true when the API took it. */
    async ownerSignOut(token: string): Promise<boolean> {
      const res = await client.post('client/user/logout', {}, { headers: { authorization: `Bearer ${token}` } });
      return res.status === 200;
    },
    /**
     * Whether the owner's token still works at the API (issue 25, point 8), asked with the
     * cheapest owner call (the last closed month): 200 live; 401 ended (logged out, expired,
     * password changed, deactivated) or 403 (no longer an owner); anything else, or no answer,
     * unknown.
     */
    async tokenState(token: string): Promise<'live' | 'ended' | 'unknown'> {
      try {
        const res = await client.post('client/api/home/profit/fix', {}, { headers: { authorization: `Bearer ${token}` } });
        return res.status === 200 ? 'live' : res.status === 401 || res.status === 403 ? 'ended' : 'unknown';
      } catch {
        return 'unknown';
      }
    },
    /**
     * A member call with the owner's bearer token (SPEC §7), the answer as it came. A read is sent
     * once more when its kept-alive connection was closed under it (the request never arrived); a
     * call that changes data never is.
     */
    async member(path: string, body: unknown, token: string, clientIp: string | undefined, write: boolean): Promise<{ status: number; body: unknown; retryAfter?: string }> {
      const res = await client.post(path, body, {
        retry: write ? undefined : { errors: ['ECONNRESET', 'EPIPE'] },
        headers: { authorization: `Bearer ${token}`, ...forwarded(clientIp) },
      });
      return { status: res.status, body: res.body, retryAfter: retryAfterOf(res.headers['retry-after']) };
    },
    /**
     * An owner's upload (voc/create with its files), streamed from `body` with the owner's bearer
     * token, sent once: `timeoutMs` for the whole call, and `commitBy`, the instant after which the
     * API must not save it (server/lib/commit-deadline.ts).
     */
    async memberUpload(path: string, body: StreamedBody, token: string, clientIp: string | undefined, opts: { timeoutMs: number; commitBy: number }): Promise<{ status: number; body: unknown }> {
      const res = await client.postStream(path, body, {
        timeoutMs: opts.timeoutMs,
        headers: { authorization: `Bearer ${token}`, [COMMIT_DEADLINE_HEADER]: String(opts.commitBy), ...forwarded(clientIp) },
      });
      return { status: res.status, body: res.body };
    },
    /** A stored file from the API, to pass on as it comes: resolves with the answer once its headers are in. */
    download: (path: string, request: DownloadRequest = {}) => client.open(path, { method: request.method, signal: request.signal, timeoutMs: downloadDeadline(timeoutMs), headers: conditional(request) }),
    /** An owner's document (a dividend statement) with the owner's bearer token: the API answers 404 to anyone else. */
    ownerDocument: (path: string, token: string, request: DownloadRequest = {}) =>
      client.open(path, { method: request.method, signal: request.signal, timeoutMs: downloadDeadline(timeoutMs), headers: { ...conditional(request), authorization: `Bearer ${token}` } }),
    close: () => client.close(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
