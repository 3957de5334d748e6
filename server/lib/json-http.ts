import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/**
 * A small JSON-over-HTTP client for calls between our own services (web app → operator API):
 * kept-alive connections, a deadline on every call, and at most one more try where the caller
 * says it is safe. It replaces a general-purpose HTTP library whose per-request set-up (option
 * merging, hooks, URL objects) cost more than the call itself on a page that starts a dozen of them
 * while it renders (docs/decisions.md, "Owner portal, part 1: speed").
 */

export interface Retry {
  /** Statuses answered that are asked once more (for calls that change nothing). */
  statuses?: readonly number[];
  /** Connection errors (Node's `code`) that are asked once more. */
  errors?: readonly string[];
  /** Wait before the second try, in ms. */
  backoffMs?: number;
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** The whole call, from sending to the last byte of the answer. */
  timeoutMs?: number;
  retry?: Retry;
}

export interface JsonAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The answer's JSON; undefined when it was empty. */
  body: unknown;
}

/** A call that did not end in an answer: the connection failed, the deadline passed, or the answer was not JSON. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const errorCode = (err: unknown): string => (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : 'EUPSTREAM');

export function createJsonHttp(baseUrl: string, defaults: { timeoutMs: number; headers?: Record<string, string> }) {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const secure = base.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const target = { protocol: base.protocol, hostname: base.hostname.replace(/^\[|\]$/g, ''), port: base.port || (secure ? 443 : 80), agent };
  const prefix = base.pathname;

  /** One request; resolves with the response once its headers have arrived. A streamed body is JSON of `length` bytes. */
  function request(method: 'GET' | 'HEAD' | 'POST', path: string, payload: Buffer | StreamedBody | null, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<{ res: IncomingMessage; done: () => void }> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new UpstreamError(`${method} /${path}: the caller went away`, 'ECANCELED'));
      const req = transport.request({ ...target, method, path: prefix + path, headers: { ...defaults.headers, ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) } });
      const timer = setTimeout(() => req.destroy(new UpstreamError(`the operator API at ${base.host} did not answer ${method} /${path} within ${timeoutMs} ms`, 'ETIMEDOUT')), timeoutMs);
      timer.unref();
      // Until the answer's headers are in: after that, the caller ends the answer itself.
      const abort = () => req.destroy(new UpstreamError(`${method} /${path}: the caller went away`, 'ECANCELED'));
      signal?.addEventListener('abort', abort, { once: true });
      req.once('error', (err) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        reject(err instanceof UpstreamError ? err : new UpstreamError(`${method} /${path}: ${err.message}`, errorCode(err)));
      });
      req.once('response', (res) => {
        signal?.removeEventListener('abort', abort);
        resolve({ res, done: () => clearTimeout(timer) });
      });
      if (payload && !Buffer.isBuffer(payload)) {
        // A source that fails ends the call: the API gets a body cut short and saves nothing.
        payload.stream.once('error', (err) => req.destroy(new UpstreamError(`${method} /${path}: the body could not be read: ${err.message}`, 'EBODY')));
        payload.stream.pipe(req);
      } else req.end(payload ?? undefined);
    });
  }

  async function postOnce(path: string, payload: Buffer | StreamedBody, opts: PostOptions): Promise<JsonAnswer> {
    const { res, done } = await request('POST', path, payload, opts.headers ?? {}, opts.timeoutMs ?? defaults.timeoutMs);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') return { status: res.statusCode ?? 502, headers: res.headers, body: undefined };
      try {
        return { status: res.statusCode ?? 502, headers: res.headers, body: JSON.parse(text) as unknown };
      } catch {
        throw new UpstreamError(`the operator API answered POST /${path} with ${res.statusCode} and a body that is not JSON`, 'EBADJSON');
      }
    } catch (err) {
      throw err instanceof UpstreamError ? err : new UpstreamError(`POST /${path}: ${err instanceof Error ? err.message : String(err)}`, errorCode(err));
    } finally {
      done();
    }
  }

  return {
    /** POST a JSON body; the answer's status, headers and JSON, whatever the status. */
    async post(path: string, body: unknown, opts: PostOptions = {}): Promise<JsonAnswer> {
      const payload = Buffer.from(JSON.stringify(body ?? {}));
      const retry = opts.retry;
      try {
        const answer = await postOnce(path, payload, opts);
        if (!retry?.statuses?.includes(answer.status)) return answer;
      } catch (err) {
        if (!retry?.errors?.includes(errorCode(err))) throw err;
      }
      if (retry.backoffMs) await new Promise((resolve) => setTimeout(resolve, retry.backoffMs));
      return postOnce(path, payload, opts);
    },

    /**
     * POST a JSON body read from a stream (`length` bytes: an upload spooled to disk), never held
     * whole in memory; the answer as post() gives it. Never sent twice: the stream is read once.
     */
    postStream(path: string, body: StreamedBody, opts: Omit<PostOptions, 'retry'> = {}): Promise<JsonAnswer> {
      return postOnce(path, body, opts);
    },

    /**
     * GET (or HEAD) a body to pass on as it comes (stored files): resolves when the answer's headers have
     * arrived within `timeoutMs`; after that, the body may take as long as it needs while bytes
     * keep coming (`idleMs` without any ends it). A connection closed before an answer is asked once more;
     * `signal` gives up waiting for the answer (the browser that asked went away).
     */
    async open(path: string, opts: { method?: 'GET' | 'HEAD'; timeoutMs?: number; idleMs?: number; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<IncomingMessage> {
      const method = opts.method ?? 'GET';
      const once = async () => {
        const { res, done } = await request(method, path, null, opts.headers ?? {}, opts.timeoutMs ?? defaults.timeoutMs, opts.signal);
        done();
        const idleMs = opts.idleMs ?? 30_000;
        const socket = res.socket;
        const idle = () => res.destroy(new UpstreamError(`${method} /${path}: no bytes for ${idleMs} ms`, 'ETIMEDOUT'));
        socket.setTimeout(idleMs);
        socket.on('timeout', idle);
        // The connection goes back to the pool: its next user starts without this deadline.
        res.once('close', () => {
          socket.off('timeout', idle);
          socket.setTimeout(0);
        });
        return res;
      };
      try {
        return await once();
      } catch (err) {
        if (!['ECONNRESET', 'EPIPE'].includes(errorCode(err))) throw err;
        return once();
      }
    },

    close(): void {
      agent.destroy();
    },
  };
}

export type JsonHttp = ReturnType<typeof createJsonHttp>;

/** A request body that streams: `length` bytes of JSON from `stream`. */
export interface StreamedBody {
  stream: Readable;
  length: number;
}
