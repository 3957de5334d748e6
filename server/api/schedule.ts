import { errorFields, log } from '../lib/logger.ts';

/**
 * Runs a background job of the API soon after start and then every `everyMs`, never two runs at
 * once; a failed run is logged and the next one comes as planned. stop() ends it (the API's close).
 */
export function scheduleJob(name: string, job: () => Promise<void>, everyMs: number, firstAfterMs: number): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (err) {
      log.error(`${name} run failed (it runs again later)`, errorFields(err));
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  const every = setInterval(() => void run(), everyMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
