/**
 * Shells first (DESIGN §6: the portal's first bytes never wait for data). A render thread streams
 * several owners' pages at once; while it has a page's shell to render, the calls and answers of
 * pages already on their way wait, so an owner who has just asked for a page gets its first bytes
 * without queueing behind other owners' data. Nothing waits longer than `maxWaitMs`, whatever
 * happens to a shell.
 */
export function createShellGate(maxWaitMs: number) {
  let inProgress = 0;
  let waiting: (() => void)[] = [];
  return {
    /** A shell starts rendering; the function returned says it is out (calling it again does nothing). */
    begin(): () => void {
      inProgress++;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        if (--inProgress > 0) return;
        const release = waiting;
        waiting = [];
        for (const resolve of release) resolve();
      };
    },
    /** Resolves when no shell is being rendered (or after `maxWaitMs`). */
    whenIdle(): Promise<void> {
      if (inProgress === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, maxWaitMs).unref();
      });
    },
    get inProgress() {
      return inProgress;
    },
  };
}
