/**
 * Holders of a limited resource, with a queue that callers leave when their signal aborts or their
 * wait ends (issue 25, point 1: downloads; server/api/routes/files.ts, server/web/assets.ts).
 */
export class Gate {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly max: number,
    private readonly queueMax = Infinity,
  ) {}

  get active(): number {
    return this.busy;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a release function, or null when the queue is full, the wait ended or `signal` aborted. */
  take(signal: AbortSignal, waitMs = Infinity): Promise<(() => void) | null> {
    if (signal.aborted) return Promise.resolve(null);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    };
    if (this.busy < this.max) {
      this.busy++;
      return Promise.resolve(release);
    }
    if (this.waiting.length >= this.queueMax) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', leave);
        const i = this.waiting.indexOf(turn);
        if (i >= 0) this.waiting.splice(i, 1);
        resolve(null);
      };
      const turn = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', leave);
        resolve(release);
      };
      const timer = Number.isFinite(waitMs) ? setTimeout(leave, waitMs) : undefined;
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(turn);
    });
  }
}

/**
 * A Gate per key (a visitor's address): each key gets `max` at once and a queue of `queueMax`; a
 * key's gate is forgotten once nothing holds or waits for it.
 */
export class KeyedGates {
  private readonly gates = new Map<string, Gate>();
  constructor(
    private readonly max: number,
    private readonly queueMax: number,
  ) {}

  get keys(): number {
    return this.gates.size;
  }

  async take(key: string, signal: AbortSignal, waitMs = Infinity): Promise<(() => void) | null> {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = new Gate(this.max, this.queueMax);
      this.gates.set(key, gate);
    }
    const release = await gate.take(signal, waitMs);
    const forget = () => {
      if (gate.active === 0 && gate.queued === 0 && this.gates.get(key) === gate) this.gates.delete(key);
    };
    if (!release) {
      forget();
      return null;
    }
    return () => {
      release();
      forget();
    };
  }
}
