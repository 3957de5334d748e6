import '../lib/node-env.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { errorFields, log, setLogLevel, type LogLevel } from '../lib/logger.ts';
import { createApiClient } from './api-client.ts';
import { loadResources } from './i18n.ts';
import type { FromThread, RenderThreadConfig, ToThread } from './render-pool.ts';
import { createPageRenderer } from './vike.ts';

const config = workerData as RenderThreadConfig;
setLogLevel(config.logLevel as LogLevel);
const api = createApiClient(config.apiBaseUrl, config.apiTimeoutMs);
const renderer = createPageRenderer({ api, resources: loadResources(config.localesDir), assetVersion: config.assetVersion, bookingSiteUrl: config.bookingSiteUrl, clientDir: config.clientDir, compressInPlace: true });
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

port.on('message', (message: ToThread) => {
  if (message.type === 'generation') {
    api.setVersionKey(message.generation === '' ? null : message.generation);
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
