import { errorFields, log } from './logger.ts';

/** Runs `stop` once on SIGTERM or SIGINT (Ctrl-C), then exits; a second signal exits at once. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal} received: finishing requests in flight and closing the database`);
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
