import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorFields, log } from '../../lib/logger.ts';
import { renderThreadEntry } from './render-thread-bundle.ts';
import type { PortalStreamJob, PortalStreamSink, RenderedPage, RenderJob, WholePageRenderer } from './vike.ts';

/** What a render thread needs to make its own api client and page renderer. */
export interface RenderThreadConfig {
  apiBaseUrl: string;
  apiTimeoutMs: number;
  assetVersion: string;
  bookingSiteUrl: string;
  clientDir: string;
  localesDir: string;
  logLevel: string;
  /** How long a portal page's calls may wait for other pages' shells (shells-first.ts); 200 ms when unset. */
  shellWaitMs?: number;
  /** The key of the pages' font cuts (page-fonts.ts), base64. */
  pageFontKey?: string;
}

/** Messages between the web app and its render threads. */
export type ToThread = { type: 'render'; id: number; job: RenderJob } | { type: 'stream'; id: number; job: PortalStreamJob } | { type: 'generation'; generation: string };
export type FromThread =
  | { type: 'ready' }
  | { type: 'done'; id: number; page: RenderedPage | null }
  | { type: 'failed'; id: number; error: string }
  | { type: 'head'; id: number; status: number; headers: [string, string][] }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number };

interface Thread {
  worker: Worker;
  ready: boolean;
  pending: Map<number, { resolve: (page: RenderedPage | null) => void; reject: (err: Error) => void }>;
  /** Portal pages being streamed from this thread. */
  streams: Map<number, { sink: PortalStreamSink; started: boolean; resolve: (streamed: boolean) => void }>;
}

const RESPAWN_MS = 1000;

/**
 * Server-side rendering on worker threads: a miss of the page cache is rendered whole in one of
 * `size` threads, each with its own vike runtime, api client and read cache, so renders use every
 * core while the main thread keeps answering cache hits, assets and the BFF. A job goes to the
 * thread with the fewest in flight. Until a thread is ready, after one fails, or when a thread
 * dies, the page is rendered on the main thread instead (`fallback`): a visitor never waits for
 * a thread. A thread that dies is replaced after a second.
 */
export function createRenderPool(
  size: number,
  config: RenderThreadConfig,
  fallback: WholePageRenderer,
): WholePageRenderer & { stream(job: PortalStreamJob, sink: PortalStreamSink): Promise<boolean>; setGeneration(generation: string): void; close(): Promise<void>; readonly readyThreads: number; crashOneForTests(): Promise<void> } {
  const threads: Thread[] = [];
  const leastBusy = (): Thread | undefined => {
    let best: Thread | undefined;
    for (const thread of threads) if (thread.ready && (!best || thread.pending.size + thread.streams.size < best.pending.size + best.streams.size)) best = thread;
    return best;
  };
  let nextId = 1;
  let generation = '';
  let closing = false;
  let entry = renderThreadEntry();

  function spawn(index: number): void {
    // A new build may have emptied dist/ since the pool started.
    if (entry.protocol === 'file:' && !fs.existsSync(fileURLToPath(entry))) entry = renderThreadEntry();
    const worker = new Worker(entry, {
      workerData: config,
      stdout: false,
      stderr: false,
      // A render allocates many short-lived objects: a larger young generation means fewer scavenges.
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
    });
    // Render threads never keep the process alive on their own.
    worker.unref();
    const thread: Thread = { worker, ready: false, pending: new Map(), streams: new Map() };
    threads[index] = thread;
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        thread.ready = true;
        worker.postMessage({ type: 'generation', generation } satisfies ToThread);
        return;
      }
      const stream = 'id' in message ? thread.streams.get(message.id) : undefined;
      if (stream) {
        if (message.type === 'head') {
          stream.started = true;
          stream.sink.head(message.status, message.headers);
        } else if (message.type === 'chunk') stream.sink.chunk(message.bytes);
        else if (message.type === 'end' || message.type === 'failed' || message.type === 'done') {
          thread.streams.delete(message.id);
          if (message.type === 'failed') log.warn('portal render failed in a render thread', { error: message.error });
          if (stream.started) stream.sink.end();
          stream.resolve(stream.started);
        }
        return;
      }
      const job = thread.pending.get(message.id);
      if (!job) return;
      thread.pending.delete(message.id);
      if (message.type === 'done') job.resolve(message.page);
      else if (message.type === 'failed') job.reject(new Error(message.error));
    });
    worker.on('error', (err) => log.error('render thread failed', errorFields(err)));
    worker.on('exit', (code) => {
      thread.ready = false;
      for (const job of thread.pending.values()) job.reject(new Error(`render thread exited (${code})`));
      thread.pending.clear();
      for (const stream of thread.streams.values()) {
        if (stream.started) stream.sink.end();
        stream.resolve(stream.started);
      }
      thread.streams.clear();
      if (closing) return;
      log.warn('render thread exited: starting another', { code });
      setTimeout(() => {
        if (!closing) spawn(index);
      }, RESPAWN_MS).unref();
    });
  }

  for (let i = 0; i < size; i++) spawn(i);

  return {
    get readyThreads() {
      return threads.filter((t) => t.ready).length;
    },
    async whole(job: RenderJob): Promise<RenderedPage | null> {
      const best = leastBusy();
      if (!best) return fallback.whole(job);
      const id = nextId++;
      const thread = best;
      try {
        return await new Promise<RenderedPage | null>((resolve, reject) => {
          thread.pending.set(id, { resolve, reject });
          thread.worker.postMessage({ type: 'render', id, job } satisfies ToThread);
        });
      } catch (err) {
        // While the pool closes, a request whose client has gone may still be waiting: no news.
        if (!closing) log.warn('render thread could not render: rendering on the main thread', { url: job.url, ...errorFields(err) });
        return fallback.whole(job);
      }
    },
    /**
     * Streams an owner portal page from a thread into `sink`. Resolves false when no thread could
     * start it (none ready, or it failed before its first byte): the caller renders it itself.
     */
    stream(job: PortalStreamJob, sink: PortalStreamSink): Promise<boolean> {
      const thread = leastBusy();
      if (!thread) return Promise.resolve(false);
      const id = nextId++;
      return new Promise<boolean>((resolve) => {
        thread.streams.set(id, { sink, started: false, resolve });
        thread.worker.postMessage({ type: 'stream', id, job } satisfies ToThread);
      });
    },
    setGeneration(next: string) {
      generation = next;
      for (const thread of threads) if (thread.ready) thread.worker.postMessage({ type: 'generation', generation } satisfies ToThread);
    },
    /** Ends a ready thread as a crash would (tests of the replacement). */
    async crashOneForTests() {
      const thread = threads.find((t) => t.ready);
      if (thread) await thread.worker.terminate();
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
