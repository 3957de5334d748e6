import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * Large request bodies (the inquiries' attachments) are read by a few requests at a time (issue 11,
 * point 4; issue 25, points 5 and 7). A request waiting for its turn reads nothing: its bytes stay
 * in the network buffers, and after `waitMs` it is refused with 503 and Retry-After.
 *
 * A slot belongs to a key (the verified phone number of a brand inquiry, the owner of a portal
 * inquiry), and one key holds one slot at a time: a second upload of the same sender waits for the
 * first, so that one verification or one session cannot fill every slot with slow connections.
 */
export function uploadSlots(max: number) {
  let busy = 0;
  const holders = new Set<string>();
  const waiting: { key: string; turn: () => void }[] = [];
  /** Gives free slots to the longest-waiting requests whose key holds none. */
  const grant = () => {
    while (busy < max) {
      const i = waiting.findIndex((w) => !holders.has(w.key));
      if (i < 0) return;
      waiting.splice(i, 1)[0]!.turn();
    }
  };
  return {
    /** Resolves with a release function (calling it twice releases once), or null when no slot came free within `waitMs`. */
    take(key: string, waitMs: number): Promise<(() => void) | null> {
      return new Promise((resolve) => {
        // Set only when the request has to wait; turn() may run before that.
        let timer: NodeJS.Timeout | undefined = undefined;
        const turn = () => {
          clearTimeout(timer);
          busy++;
          holders.add(key);
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            busy--;
            holders.delete(key);
            grant();
          });
        };
        if (busy < max && !holders.has(key)) return turn();
        const entry = { key, turn };
        timer = setTimeout(() => {
          const i = waiting.indexOf(entry);
          if (i >= 0) waiting.splice(i, 1);
          resolve(null);
        }, waitMs);
        waiting.push(entry);
      });
    },
    get busy() {
      return busy;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type UploadSlots = ReturnType<typeof uploadSlots>;

/** A request waits this long for a slot, then is refused with 503 (Retry-After). */
export const SLOT_WAIT_MS = 10_000;
/** A body that holds a slot and sends nothing for this long is dropped (408). */
export const BODY_IDLE_MS = 10_000;
/**
 * …and one that, this long after it took its slot, has sent less than BODY_MIN_BYTES_PER_S on
 * average since: a real upload on the slowest mobile link sends several times that; a connection
 * that trickles a byte now and then to keep its slot does not.
 */
export const BODY_GRACE_MS = 10_000;
export const BODY_MIN_BYTES_PER_S = 16 * 1024;

export interface ProgressLimits {
  idleMs: number;
  graceMs: number;
  minBytesPerS: number;
}

export const BODY_PROGRESS: ProgressLimits = { idleMs: BODY_IDLE_MS, graceMs: BODY_GRACE_MS, minBytesPerS: BODY_MIN_BYTES_PER_S };

/**
 * Watches a body that holds a slot (issue 25, point 5): `onStall` is called once when it sends
 * nothing for `idleMs`, or falls below `minBytesPerS` on average once `graceMs` have passed. Returns
 * the function that stops watching (the body has ended, or the request was answered).
 */
export function watchProgress(body: Readable, onStall: (why: 'idle' | 'slow') => void, limits: ProgressLimits = BODY_PROGRESS): () => void {
  const started = Date.now();
  let last = started;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    last = Date.now();
  };
  body.on('data', count);
  const check = setInterval(
    () => {
      const now = Date.now();
      const why = now - last >= limits.idleMs ? 'idle' : now - started >= limits.graceMs && received < ((now - started) / 1000) * limits.minBytesPerS ? 'slow' : null;
      if (!why) return;
      stop();
      onStall(why);
    },
    Math.min(1000, limits.idleMs / 4, limits.graceMs / 4),
  );
  check.unref();
  const stop = () => {
    clearInterval(check);
    body.off('data', count);
  };
  return stop;
}

/** How long the rest of a refused body is read (and dropped) before its connection is cut. */
export const LINGER_MS = 2_000;

/**
 * For an answer sent before the request's body was read to its end (a refusal): the answer says
 * `Connection: close`, and once it is out the connection is half-closed, the rest of the body read
 * and dropped for up to LINGER_MS, then the connection cut (a "lingering close", as nginx does).
 * Node's own close of such a connection (destroySoon) closes the socket as soon as the answer is
 * written; the bytes the client is still sending then make the kernel reset the connection, which
 * can wipe out the answer before the client has read it (seen here: "write ECONNRESET" instead of
 * the 403). Nothing read meanwhile is kept.
 */
export function lingerUnread(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Called by Node once the answer is written, for a `Connection: close` answer.
  socket.destroySoon = () => {
    const cut = setTimeout(() => socket.destroy(), lingerMs);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
    socket.end();
  };
  res.once('finish', () => req.resume());
}
