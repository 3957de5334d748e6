import type { RequestHandler } from 'express';
import { log } from '../../lib/logger.ts';
import type { OwnerSession } from './owner-session.ts';

/** What the API says of an owner's token: it works, it has ended (401, or 403: no longer an owner), or nothing (unreachable, slow, 5xx). */
export type TokenState = 'live' | 'ended' | 'unknown';

export interface SessionApi {
  /** Ends the token at the API; true when the API took it (it answers the same for a token already ended). */
  ownerSignOut(token: string): Promise<boolean>;
  tokenState(token: string): Promise<TokenState>;
}

/**
 * A token the API accepted this recently is taken as live without asking again: the portal's
 * first byte does not wait for the API (issue 10), and a token taken back elsewhere (a password
 * change, a deactivation, a log-out through another web process) stops opening the portal within
 * this time. Past half of it, a page still opens at once and the API is asked again meanwhile, so
 * an owner who keeps using the portal never waits while the API answers within the other half
 * (4 s: more than a call's 3 s deadline).
 */
export const LIVE_FOR_MS = 8_000;
/** Retries of an unconfirmed log-out: 1 s, then doubling to at most this. */
const RETRY_MAX_MS = 30_000;
/** Tokens remembered at most (checked and ended each); an ended one is kept until it expires. */
const MAX_TOKENS = 50_000;

/**
 * Issue 25, point 8: sessions that end. The portal's session cookie carries the API's token; the
 * web app keeps no session state, so an ended session is known from the API. This keeps what the
 * web process knows:
 * - `end` (a log-out): the token is ended here at once, whatever the API answers; the API is asked
 *   to end it, and when it cannot be reached the request is sent again in the background until
 *   the API confirms it or the token expires. The caller learns whether it was confirmed, to tell
 *   the owner the truth.
 * - `check` (the portal gate): whether to render personal data for a token: not for one ended here
 *   or refused by the API.
 * Pending log-outs live in this process: a web process that stops before the API is back leaves
 * those tokens to their expiry, and says so in the log.
 */
export function createSessionEnds(api: SessionApi, opts: { liveForMs?: number; now?: () => number } = {}) {
  const liveFor = opts.liveForMs ?? LIVE_FOR_MS;
  const now = opts.now ?? Date.now;
  /** Token → when it expires: ended here (logged out, or refused by the API). */
  const ended = new Map<string, number>();
  /** Token → when the API last said it works. */
  const live = new Map<string, number>();
  const asking = new Map<string, Promise<TokenState>>();
  const retries = new Map<string, NodeJS.Timeout>();
  let closed = false;

  /** Bounded: the entry remembered longest ago goes first (an ended token's log-out is at the API by then). */
  function remember(map: Map<string, number>, key: string, value: number): void {
    map.delete(key);
    if (map.size >= MAX_TOKENS) map.delete(map.keys().next().value!);
    map.set(key, value);
  }

  function markEnded(session: Pick<OwnerSession, 'token' | 'expiresAt'>): void {
    live.delete(session.token);
    remember(ended, session.token, session.expiresAt);
  }

  function ask(session: OwnerSession): Promise<TokenState> {
    let pending = asking.get(session.token);
    if (pending) return pending;
    // Live since the question, not the answer: an answer that took a while says nothing newer.
    const askedAt = now();
    pending = api
      .tokenState(session.token)
      .catch(() => 'unknown' as const)
      .then((state) => {
        if (state === 'live' && !ended.has(session.token)) remember(live, session.token, askedAt);
        if (state === 'ended') markEnded(session);
        return state;
      })
      .finally(() => asking.delete(session.token));
    asking.set(session.token, pending);
    return pending;
  }

  async function signOut(session: OwnerSession): Promise<boolean> {
    try {
      return await api.ownerSignOut(session.token);
    } catch {
      return false;
    }
  }

  function retry(session: OwnerSession, delay: number): void {
    if (closed) return;
    if (session.expiresAt <= now()) {
      retries.delete(session.token);
      log.info('an unconfirmed log-out needs no more retries: its token has expired');
      return;
    }
    const timer = setTimeout(() => {
      void signOut(session).then((confirmed) => {
        if (confirmed) {
          retries.delete(session.token);
          log.info('a log-out the API could not take earlier is confirmed: the token no longer works');
        } else retry(session, Math.min(delay * 2, RETRY_MAX_MS));
      });
    }, delay);
    timer.unref();
    retries.set(session.token, timer);
  }

  return {
    /** Ended here: logged out through this process, or refused by the API. */
    isEnded(token: string): boolean {
      const until = ended.get(token);
      if (until === undefined) return false;
      if (until > now()) return true;
      ended.delete(token);
      return false;
    },
    /**
     * A log-out: ended here at once; 'confirmed' once the API has ended the token, else 'pending'
     * (the API is asked again in the background until it confirms or the token expires).
     */
    async end(session: OwnerSession): Promise<'confirmed' | 'pending'> {
      markEnded(session);
      if (await signOut(session)) return 'confirmed';
      if (!retries.has(session.token)) {
        log.warn('the API did not confirm a log-out: the token is refused here and the log-out is sent again until the API takes it or the token expires', { expiresAt: new Date(session.expiresAt).toISOString() });
        retry(session, 1_000);
      }
      return 'pending';
    },
    /**
     * Whether the portal may render a session's personal data: 'ended' when the token was ended
     * here or the API refuses it; 'live' when the API accepted it within LIVE_FOR_MS (asked again
     * past half of that, meanwhile); otherwise the API is asked and its answer awaited. 'unknown'
     * when the API cannot say (down or slow): the portal renders as before, its calls failing.
     */
    async check(session: OwnerSession): Promise<TokenState> {
      if (this.isEnded(session.token)) return 'ended';
      const checked = live.get(session.token);
      const age = checked === undefined ? Infinity : now() - checked;
      if (age < liveFor) {
        if (age >= liveFor / 2) void ask(session);
        return 'live';
      }
      return ask(session);
    },
    /** Log-outs the API has not confirmed yet. */
    get pending(): number {
      return retries.size;
    },
    close(): void {
      closed = true;
      for (const timer of retries.values()) clearTimeout(timer);
      if (retries.size > 0) log.error('stopping with log-outs the API has not confirmed: those tokens keep working at the API until they expire', { tokens: retries.size });
      retries.clear();
    },
  };
}

export type SessionEnds = ReturnType<typeof createSessionEnds>;

/** After readSession: a session ended here (a log-out, a token the API refused) is an ended session for every route. */
export function forgetEndedSessions(ends: SessionEnds): RequestHandler {
  return (_req, res, next) => {
    const session = res.locals.ownerSession as OwnerSession | null;
    if (session && ends.isEnded(session.token)) {
      res.locals.ownerSession = null;
      res.locals.ownerSessionEnded = true;
    }
    next();
  };
}
