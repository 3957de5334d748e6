/**
 * Resolves in a new task of the browser's event loop (scheduler.yield where the browser has it, else
 * a message to this window's own channel, which, unlike setTimeout, is not clamped): what runs
 * after it is a task of its own, so the browser can paint and answer input in between, and no
 * single task blocks the main thread for long (issue 16: Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
