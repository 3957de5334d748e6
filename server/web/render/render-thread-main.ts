import '../../lib/node-env.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { errorFields, log, setLogLevel, type LogLevel } from '../../lib/logger.ts';
import { createApiClient } from '../api-client.ts';
import { loadResources } from './i18n.ts';
import type { FromThread, RenderThreadConfig, ToThread } from './render-pool.ts';
import { portalRender } from './portal.ts';
import { createShellGate } from './shells-first.ts';
import { createPageRenderer, inlineHeadStyles, pageHeaders } from './vike.ts';

const config = workerData as RenderThreadConfig;
setLogLevel(config.logLevel as LogLevel);
const api = createApiClient(config.apiBaseUrl, config.apiTimeoutMs);
const renderer = createPageRenderer({ api, resources: loadResources(config.localesDir), assetVersion: config.assetVersion, bookingSiteUrl: config.bookingSiteUrl, clientDir: config.clientDir, compressInPlace: true, pageFontKey: config.pageFontKey ? Buffer.from(config.pageFontKey, 'base64') : undefined });
const port = parentPort!;

/** The memory of these bytes, handed over rather than copied, where a buffer owns all of it. */
function transferable(...views: Uint8Array[]): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  for (const view of views) {
    const buffer = view.buffer;
    if (buffer instanceof ArrayBuffer && view.byteOffset === 0 && view.byteLength === buffer.byteLength) out.add(buffer);
  }
  return [...out];
}

/** Shells before data, in this thread (shells-first.ts). */
const shells = createShellGate(config.shellWaitMs ?? 200);

/** An owner portal page, streamed to the main thread chunk by chunk (server/web/render/portal.ts). */
async function streamPortal(id: number, job: Extract<ToThread, { type: 'stream' }>['job']): Promise<void> {
  const shellOut = shells.begin();
  try {
    await streamPortalShellFirst(id, job, shellOut);
  } catch (err) {
    // A failure before the shell went out frees the waiting answers too.
    shellOut();
    throw err;
  }
}

async function streamPortalShellFirst(id: number, job: Extract<ToThread, { type: 'stream' }>['job'], shellOut: () => void): Promise<void> {
  const portal = portalRender(api, job.session, job.ctx, job.clientIp, job.status, shells.whenIdle);
  const httpResponse = await renderer.stream(job.url, job.headers, job.ctx, job.origin, job.nonce, portal);
  if (!httpResponse) {
    port.postMessage({ type: 'failed', id, error: 'no page for this address' } satisfies FromThread);
    shellOut();
    return;
  }
  const status = httpResponse.statusCode === 200 ? portal.status : httpResponse.statusCode;
  const headers = pageHeaders(httpResponse);
  port.postMessage({ type: 'head', id, status, headers } satisfies FromThread);
  const out = inlineHeadStyles(job.nonce, renderer.readCss, renderer.portalFontTags(job.ctx.locale, portal, job.nonce));
  // Pieces written in the same turn of the event loop cross to the main thread as one message.
  let pending: Buffer[] = [];
  const send = () => {
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    const bytes = new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength).slice();
    port.postMessage({ type: 'chunk', id, bytes } satisfies FromThread, [bytes.buffer]);
  };
  let shellSent = false;
  out.on('data', (chunk: Buffer) => {
    // The head and the shell go at once; what follows (the data) is gathered per turn.
    if (pending.push(chunk) === 1 && shellSent) setImmediate(send);
    if (!shellSent) send();
    // The shell is the stream's first piece after the head: once it is out, answers may render.
    if (chunk.includes('<div id="root">')) return;
    shellSent = true;
    shellOut();
  });
  out.on('end', () => {
    send();
    shellOut();
    port.postMessage({ type: 'end', id } satisfies FromThread);
  });
  out.on('error', (err) => {
    shellOut();
    port.postMessage({ type: 'failed', id, error: err.message } satisfies FromThread);
  });
  httpResponse.pipe(out);
}

port.on('message', (message: ToThread) => {
  if (message.type === 'generation') {
    api.setVersionKey(message.generation === '' ? null : message.generation);
    return;
  }
  if (message.type === 'stream') {
    streamPortal(message.id, message.job).catch((err: unknown) => {
      log.error('portal render failed in a render thread', { url: message.job.url, ...errorFields(err) });
      port.postMessage({ type: 'failed', id: message.id, error: err instanceof Error ? err.message : String(err) } satisfies FromThread);
    });
    return;
  }
  renderer.whole(message.job).then(
    (page) => port.postMessage({ type: 'done', id: message.id, page } satisfies FromThread, page ? transferable(page.identity, page.gzip) : []),
    (err: unknown) => {
      log.error('render failed in a render thread', { url: message.job.url, ...errorFields(err) });
      port.postMessage({ type: 'failed', id: message.id, error: err instanceof Error ? err.message : String(err) } satisfies FromThread);
    },
  );
});

port.postMessage({ type: 'ready' } satisfies FromThread);
