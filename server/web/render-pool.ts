import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorFields, log } from '../lib/logger.ts';
import { renderThreadEntry } from './render-thread-bundle.ts';
import type { RenderedPage, RenderJob, WholePageRenderer } from './vike.ts';

/** What a render thread needs to make its own api client and page renderer. */
export interface RenderThreadConfig {
  apiBaseUrl: string;
  apiTimeoutMs: number;
  assetVersion: string;
  bookingSiteUrl: string;
  clientDir: string;
  localesDir: string;
  logLevel: string;
}

/** Messages between the web app and its render threads. */
export type ToThread = { type: 'render'; id: number; job: RenderJob } | { type: 'generation'; generation: string };
export type FromThread = { type: 'ready' } | { type: 'done'; id: number; page: RenderedPage | null } | { type: 'failed'; id: number; error: string };

interface Thread {
  worker: Worker;
  ready: boolean;
  pending: Map<number, { resolve: (page: RenderedPage | null) => void; reject: (err: Error) => void }>;
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
): WholePageRenderer & { setGeneration(generation: string): void; close(): Promise<void>; readonly readyThreads: number; crashOneForTests(): Promise<void> } {
  const threads: Thread[] = [];
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
    const thread: Thread = { worker, ready: false, pending: new Map() };
    threads[index] = thread;
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        thread.ready = true;
        worker.postMessage({ type: 'generation', generation } satisfies ToThread);
        return;
      }
      const job = thread.pending.get(message.id);
      if (!job) return;
      thread.pending.delete(message.id);
      if (message.type === 'done') job.resolve(message.page);
      else job.reject(new Error(message.error));
    });
    worker.on('error', (err) => log.error('render thread failed', errorFields(err)));
    worker.on('exit', (code) => {
      thread.ready = false;
      for (const job of thread.pending.values()) job.reject(new Error(`render thread exited (${code})`));
      thread.pending.clear();
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
      let best: Thread | undefined;
      for (const thread of threads) if (thread.ready && (!best || thread.pending.size < best.pending.size)) best = thread;
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
