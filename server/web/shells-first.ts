/**
 * Shells first (DESIGN §6: the portal's first bytes never wait for data). A render thread streams
 * several owners' pages at once; while it has a page's shell to render, the calls and answers of
 * pages already on their way wait, so an owner who has just asked for a page gets its first bytes
 * without queueing behind other owners' data. Nothing waits longer than `maxWaitMs`, whatever
 * happens to a shell.
 *
 * A page never waits for its own shell. When the renderer holds the whole page until every call
 * has answered (react-streaming does for a client it takes for a crawler, e.g. one without a
 * user agent), that page's shell is out only after its calls: a page waiting for itself would sit
 * out `maxWaitMs` before and after each call (840 ms for /member/operation, against 50 ms).
 */
export interface Shell {
  /** This page's shell is out (saying it again does nothing). */
  out(): void;
  /** Resolves when no other page's shell is being rendered (or after `maxWaitMs`). */
  othersOut(): Promise<void>;
}

export function createShellGate(maxWaitMs: number) {
  const inProgress = new Set<symbol>();
  let waiting: { own: symbol; resolve: () => void }[] = [];
  const othersInProgress = (own: symbol) => inProgress.size - (inProgress.has(own) ? 1 : 0);

  return {
    /** A page's shell starts rendering. */
    begin(): Shell {
      const own = Symbol('shell');
      inProgress.add(own);
      return {
        out() {
          if (!inProgress.delete(own)) return;
          const still: typeof waiting = [];
          for (const entry of waiting) {
            if (othersInProgress(entry.own) === 0) entry.resolve();
            else still.push(entry);
          }
          waiting = still;
        },
        othersOut(): Promise<void> {
          if (othersInProgress(own) === 0) return Promise.resolve();
          return new Promise((resolve) => {
            const entry = { own, resolve };
            waiting.push(entry);
            setTimeout(() => {
              waiting = waiting.filter((e) => e !== entry);
              resolve();
            }, maxWaitMs).unref();
          });
        },
      };
    },
    /** Shells being rendered now. */
    get inProgress() {
      return inProgress.size;
    },
  };
}
