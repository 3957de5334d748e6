export type LogLevel = Level;
type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
const order: Record<Level, number> = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40 };

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'INFO';
if (!(threshold in order)) threshold = 'INFO';

export function setLogLevel(level: Level): void {
  threshold = level;
}

/** One JSON line per event on stdout (stderr for WARN and ERROR), as log collectors expect. */
function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (order[level] >= order.WARN ? process.stderr : process.stdout).write(line + '\n');
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('DEBUG', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('INFO', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('WARN', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('ERROR', msg, fields),
};

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
