/** At most `perSecond` starts a second on average, `burst` at once after a quiet spell (a token bucket). */
export interface GateRate {
  perSecond: number;
  burst: number;
}

/**
 * Holders of a limited resource (issue 25, point 1: downloads; server/api/routes/files.ts,
 * server/web/render/assets.ts): at most `max` at once, optionally at most `rate` starts; the others wait
 * in order, in a queue of `queueMax` that they leave when their signal aborts or their wait ends.
 */
export class Gate {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  private tokens: number;
  private refilledAt: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly max: number,
    private readonly queueMax = Infinity,
    private readonly rate?: GateRate,
  ) {
    this.tokens = rate?.burst ?? Infinity;
    this.refilledAt = performance.now();
  }

  get active(): number {
    return this.busy;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Nothing holds it or waits for it, and its allowance is whole again: it can be forgotten. */
  get idle(): boolean {
    return this.busy === 0 && this.waiting.length === 0 && this.refill() >= (this.rate?.burst ?? 0);
  }

  /** Resolves with a release function, or null when the queue is full, the wait ended or `signal` aborted. */
  take(signal: AbortSignal, waitMs = Infinity): Promise<(() => void) | null> {
    if (signal.aborted) return Promise.resolve(null);
    if (this.waiting.length === 0 && this.canStart()) return Promise.resolve(this.start());
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
        resolve(this.start());
      };
      const timer = Number.isFinite(waitMs) ? setTimeout(leave, waitMs) : undefined;
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(turn);
      this.pump();
    });
  }

  private refill(): number {
    if (!this.rate) return Infinity;
    const now = performance.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.rate.perSecond);
    this.refilledAt = now;
    return this.tokens;
  }

  private canStart(): boolean {
    return this.busy < this.max && this.refill() >= 1;
  }

  private start(): () => void {
    this.busy++;
    this.tokens -= 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy--;
      this.pump();
    };
  }

  /** Lets in the first waiters that may start; when the next waits only for the allowance, wakes up when it has grown. */
  private pump(): void {
    while (this.waiting.length > 0 && this.canStart()) this.waiting.shift()!();
    if (this.waiting.length === 0 || this.busy >= this.max || this.timer || !this.rate) return;
    const ms = Math.max(1, Math.ceil(((1 - this.tokens) / this.rate.perSecond) * 1000));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, ms);
  }
}

/**
 * A Gate per key (a visitor's address), each with the same limits. A key's gate is forgotten once
 * it is idle (nothing under way or waiting, its allowance whole): on release, or by a sweep every
 * SWEEP_MS; past `maxKeys`, the longest-known keys with nothing under way go first.
 */
export class KeyedGates {
  private readonly gates = new Map<string, Gate>();
  private sweptAt = performance.now();
  private static readonly SWEEP_MS = 10_000;

  constructor(
    private readonly max: number,
    private readonly queueMax: number,
    private readonly rate?: GateRate,
    private readonly maxKeys = 50_000,
  ) {}

  get keys(): number {
    return this.gates.size;
  }

  async take(key: string, signal: AbortSignal, waitMs = Infinity): Promise<(() => void) | null> {
    this.sweep();
    let gate = this.gates.get(key);
    if (!gate) {
      gate = new Gate(this.max, this.queueMax, this.rate);
      this.gates.set(key, gate);
    }
    const release = await gate.take(signal, waitMs);
    const forget = () => {
      if (gate.idle && this.gates.get(key) === gate) this.gates.delete(key);
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

  private sweep(): void {
    const now = performance.now();
    if (now - this.sweptAt < KeyedGates.SWEEP_MS && this.gates.size < this.maxKeys) return;
    this.sweptAt = now;
    for (const [key, gate] of this.gates) if (gate.idle) this.gates.delete(key);
    // Down to nine tenths, so that a crowd of addresses does not sweep on every call.
    for (const [key, gate] of this.gates) {
      if (this.gates.size < this.maxKeys * 0.9) break;
      if (gate.active === 0 && gate.queued === 0) this.gates.delete(key);
    }
  }
}
