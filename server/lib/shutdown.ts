import { errorFields, log } from './logger.ts';

/** How long a stop may take in all: requests in flight get most of it (server/start.ts). */
export const SHUTDOWN_LIMIT_MS = 9_500;

/**
 * Runs `stop` once on SIGTERM or SIGINT (Ctrl-C), then exits; a second signal exits at once, and so
 * does a stop that overruns SHUTDOWN_LIMIT_MS (process managers send SIGKILL at 10 s).
 */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal} received: finishing requests in flight and closing the database`);
    setTimeout(() => {
      log.error(`shutdown did not finish within ${SHUTDOWN_LIMIT_MS} ms: exiting now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    stop().then(
      () => {
        log.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        log.error('shutdown failed', errorFields(err));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
