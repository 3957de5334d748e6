// The owner portal's data layer (issue 26, point 3): TanStack Query through vike-react-query.
// Each member call is declared once, here, as a typed query — its path and body (SPEC §7, the
// table of contracts/member.ts), its key, and its answer's type from the answer schema there —
// and that one declaration is what a screen shows (Card.tsx), what a prefetch asks for
// (usePrefetch) and what a write's invalidation names (writeChanges). Every answer is held in one
// place in the browser: the query cache. docs/decisions.md, "Issue 26, the portal's data layer".
import { queryOptions, useQueryClient, type QueryClient, type QueryClientConfig, type QueryFunctionContext } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PageContext } from 'vike/types';
import { resultOf, type CallResult, type CallSpec } from '../../contracts/calls.ts';
import type { MemberCall, MemberResult, MemberWrite, memberCalls, memberBase } from '../../contracts/member.ts';
import { MEMBER_BFF, PORTAL_LOGOUT } from '../../contracts/portal.ts';
import type { LangType } from '../../locales/languages.ts';
import type { BrandMain } from '../../contracts/brand.ts';
import type { z } from 'zod';

/** What a card gets: the call's answer (its result_data), or why there is none (SPEC §8). */
export type Answer<T> = { ok: true; data: T } | Failure;
export type Failure = Extract<CallResult, { ok: false }>;

/** A member call's body as the screens write it: the base params (SPEC §3, the store's read-only ones too) and the call's own fields. */
export type MemberBody<P extends MemberCall> = Omit<z.input<(typeof memberCalls)[P]['body']>, 'target_lang_type'> & { target_lang_type?: readonly LangType[] };
/** SPEC §3 baseParams: what every member call's body starts with. */
export interface BaseParams extends z.input<typeof memberBase> {
  company_seq: 100;
  hotel_seq: number | null;
  lang_type: LangType;
  target_lang_type: LangType[];
}

/** A query of the portal: its key says which call with which body; its data is the call's answer. */
export type PortalQuery<T> = ReturnType<typeof answerQuery<T>>;

function answerQuery<T>(queryKey: readonly unknown[]) {
  return queryOptions<Answer<T>, Error, Answer<T>, readonly unknown[]>({ queryKey });
}

/**
 * A member call as a query: the key is ['member', path, body] (TanStack hashes it with the body's
 * keys sorted, so equal requests share an answer), the answer typed by the call's answer schema.
 */
export function memberQuery<P extends MemberCall>(path: P, body: MemberBody<P>): PortalQuery<MemberResult<P>> {
  return answerQuery<MemberResult<P>>(['member', path, body]);
}

/** The owner's property's brand data (the footer, SPEC §2). */
export function brandQuery(body: { company_seq: number; hotel_seq: number; lang_type: LangType }): PortalQuery<BrandMain> {
  return answerQuery<BrandMain>(['brand', body]);
}

/** The call a query's key names. */
export function callOf(queryKey: readonly unknown[]): { spec: CallSpec; body: Record<string, unknown> } {
  const [kind, ...rest] = queryKey;
  if (kind === 'member') return { spec: { kind: 'member', path: rest[0] as MemberCall }, body: rest[1] as Record<string, unknown> };
  if (kind === 'brand') return { spec: { kind: 'brand' }, body: rest[0] as Record<string, unknown> };
  throw new Error(`not a portal query: ${JSON.stringify(queryKey)}`);
}

/** A call through the web app's BFF (the browser never holds the owner's token). */
export async function fetchCall(spec: CallSpec, body: Record<string, unknown>, signal?: AbortSignal): Promise<CallResult> {
  const url = spec.kind === 'member' ? `${MEMBER_BFF}/${spec.path}` : '/bff/brand/branding/main';
  // Once the session is being ended, nothing more is asked for: the answer could only be a 401.
  if (sessionEnding()) return { ok: false, status: 401, code: 'E401', message: 'The session is being ended.' };
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin', signal });
    return resultOf(res.status, await res.json().catch(() => null), spec.kind === 'member');
  } catch (err) {
    return { ok: false, status: 0, code: 'NETWORK', message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * SPEC §4: an expired or revoked session ends on the server too (the cookie is cleared) and the
 * owner goes to the login page with a message, and back here after signing in. A log-out the API
 * could not confirm yet says so (issue 25, point 8: the server ends it once the API answers).
 */
export function endSession(reason: 'expired' | 'signedOut', before?: () => Promise<unknown>): Promise<void> {
  // The first end wins: calls still in flight when the owner logs out come back 401 once the
  // session is gone, and must not turn the log-out into "your session has expired".
  ending ??= (async () => {
    await before?.().catch(() => undefined);
    const answer = await fetch(PORTAL_LOGOUT, { method: 'POST', credentials: 'same-origin' })
      .then((res) => res.json() as Promise<{ result_data?: { revoked?: boolean } }>)
      .catch(() => null);
    const shown = reason === 'signedOut' && answer?.result_data?.revoked === false ? 'signedOutPending' : reason;
    const next = reason === 'expired' ? `&next=${encodeURIComponent(location.pathname + location.search)}` : '';
    location.replace(`/login-member?reason=${shown}${next}`);
  })();
  return ending;
}

let ending: Promise<void> | null = null;

/** True once the session is being ended (a log-out, an expiry): a 401 then is its own doing, not news. */
export function sessionEnding(): boolean {
  return ending !== null;
}

const failed = (data: unknown) => (data as CallResult | undefined)?.ok === false;

/** Issue 12, point 8: an answer is shown at once for 5 minutes after it came (a month switched back to, a prefetched one). */
export const ANSWER_FRESH_MS = 5 * 60_000;

/**
 * The portal's query client (vike-react-query makes one per request on the server and one per tab
 * in the browser, portal/pages/+queryClientConfig.ts). The one query function runs the call a key names:
 * on the server with the owner's token (pageContext.portal, server/web/render/portal.ts: a render thread
 * holds it until the page's shell is out), in the browser through the BFF. A failure is an answer
 * too (shown in its card with a retry, SPEC §8), streamed like any other; it is stale at once, so a
 * prefetch or a write's invalidation asks again.
 */
export function portalQueryClientConfig(pageContext: PageContext): QueryClientConfig {
  const calls = pageContext.portal?.calls;
  const queryFn = async ({ queryKey, signal }: QueryFunctionContext): Promise<CallResult> => {
    const { spec, body } = callOf(queryKey);
    if (calls) return calls.run(spec, body);
    const result = await fetchCall(spec, body, signal);
    // A call dropped (the screen was left, the owner logged out) or refused while the session ends is no failure to report.
    if (!result.ok && !signal?.aborted && !sessionEnding()) {
      console.error(`member call ${spec.kind === 'member' ? spec.path : 'brand/branding/main'} failed`, { status: result.status, message: result.message });
      if (result.status === 401) void endSession('expired');
    }
    return result;
  };
  return {
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: (query) => (failed(query.state.data) ? 0 : ANSWER_FRESH_MS),
        // A failure stays on its card until the owner retries (a card hydrated with a failure the
        // server streamed does not ask again by itself); an answer older than 5 minutes is asked again.
        refetchOnMount: (query) => !failed(query.state.data),
        // A failure is the call's answer, shown with its own retry; a call the browser cannot make says so (NETWORK) rather than waiting to be online.
        retry: false,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  };
}

/**
 * What each write changes (issue 26, point 3: the one place a write's invalidation is declared):
 * `changes`, reads whose answers are no longer true once it went through (a screen showing one
 * asks again at once, the others when they are next shown); `removes`, reads whose subject it
 * removed (their answers are dropped and nothing asks for them: their screen is being left).
 */
export const writeChanges = {
  'voc/create': { changes: ['voc/list'] },
  'voc/delete': { changes: ['voc/list'], removes: ['voc/detail'] },
  'home/tax/update': { changes: ['home/my-page/main/info'] },
  'home/tax/approve': { changes: ['home/tax/detail', 'home/tax/close/list', 'notification/list'] },
  'notification/read': { changes: ['notification/list'] },
  'notification/settings/update': { changes: ['notification/settings'] },
} as const satisfies Record<MemberWrite, { changes: readonly MemberCall[]; removes?: readonly MemberCall[] }>;

/** Asks again for every answer of these calls: on screen at once, elsewhere when next shown (nothing stale is shown meanwhile). */
export async function askAgain(client: QueryClient, calls: readonly MemberCall[]): Promise<void> {
  for (const call of calls) client.removeQueries({ queryKey: ['member', call], type: 'inactive' });
  await Promise.all(calls.map((call) => client.invalidateQueries({ queryKey: ['member', call] })));
}

/**
 * A member call that changes data (SPEC §7 writes): sent once, never kept. When it went through,
 * the reads it changes are asked again (writeChanges). An ended session (401) goes to the login
 * page, as a read's does.
 */
export async function sendMember<P extends MemberWrite>(client: QueryClient, path: P, body: MemberBody<P>): Promise<Answer<MemberResult<P>>> {
  const result = (await fetchCall({ kind: 'member', path }, body as Record<string, unknown>)) as Answer<MemberResult<P>>;
  if (result.ok) {
    const effect: { changes: readonly MemberCall[]; removes?: readonly MemberCall[] } = writeChanges[path];
    // Not asked for again: the answers not on screen go, the one on screen (its screen is being left) only goes stale.
    for (const call of effect.removes ?? []) {
      client.removeQueries({ queryKey: ['member', call], type: 'inactive' });
      void client.invalidateQueries({ queryKey: ['member', call], refetchType: 'none' });
    }
    void askAgain(client, effect.changes);
  } else if (result.status === 401) {
    void endSession('expired');
  }
  return result;
}

/** sendMember with the page's query client. */
export function useSendMember() {
  const client = useQueryClient();
  return <P extends MemberWrite>(path: P, body: MemberBody<P>) => sendMember(client, path, body);
}

/** Asks, 150 ms after the screen's own calls went out, for what the owner is likely to open next (a neighbouring month or year). */
export function usePrefetch(queries: readonly { queryKey: readonly unknown[] }[]): void {
  const client = useQueryClient();
  const keys = JSON.stringify(queries.map((q) => q.queryKey));
  useEffect(() => {
    const timer = setTimeout(() => queries.forEach((q) => void client.prefetchQuery({ queryKey: q.queryKey })), 150);
    return () => clearTimeout(timer);
    // The keys stand for the queries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, client]);
}
