import { createContext, Suspense, use, useContext, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { callId, callKey, embedText, resultOf, type CallResult, type CallSpec, type ServerCalls } from '../../../contracts/calls.ts';
import type { MemberCall } from '../../../contracts/member.ts';
import { MEMBER_BFF, PORTAL_LOGOUT } from '../../../contracts/portal.ts';
import { forgetSlots, slotFailed, slotLoaded, slotLoading, type MemberState } from '../stores/member.ts';
import { useMemberStore } from '../stores/context.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../toast.ts';

export const ServerCallsContext = createContext<ServerCalls | null>(null);

async function fetchCall(spec: CallSpec, body: Record<string, unknown>): Promise<CallResult> {
  const url = spec.kind === 'member' ? `${MEMBER_BFF}/${spec.path}` : '/bff/brand/branding/main';
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
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
export async function endSession(reason: 'expired' | 'signedOut'): Promise<void> {
  const answer = await fetch(PORTAL_LOGOUT, { method: 'POST', credentials: 'same-origin' })
    .then((res) => res.json() as Promise<{ result_data?: { revoked?: boolean } }>)
    .catch(() => null);
  const shown = reason === 'signedOut' && answer?.result_data?.revoked === false ? 'signedOutPending' : reason;
  const next = reason === 'expired' ? `&next=${encodeURIComponent(location.pathname + location.search)}` : '';
  location.replace(`/login-member?reason=${shown}${next}`);
}

/**
 * The answers this tab has had (issue 12, point 8: a month or year switch shows its figures at
 * once when they were fetched before or prefetched): the latest 48 successful answers by call
 * key, for 5 minutes. Failures are never kept, so a retry always asks again; a sign-out replaces
 * the page, and the memory with it.
 */
const ANSWERS_KEPT = 48;
const ANSWER_TTL_MS = 5 * 60_000;
const answers = new Map<string, { data: unknown; at: number }>();
const inFlight = new Map<string, Promise<CallResult>>();

export function keptAnswer(key: string): { data: unknown } | undefined {
  const kept = answers.get(key);
  if (!kept) return undefined;
  answers.delete(key);
  if (Date.now() - kept.at > ANSWER_TTL_MS) return undefined;
  answers.set(key, kept); // most recently used last
  return kept;
}

function keepAnswer(key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, { data, at: Date.now() });
  while (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
}

/** One fetch per key at a time: a screen asking for what a prefetch is fetching waits for it. */
function fetchShared(key: string, spec: CallSpec, body: Record<string, unknown>): Promise<CallResult> {
  const running = inFlight.get(key);
  if (running) return running;
  const call = fetchCall(spec, body).then((result) => {
    if (result.ok) keepAnswer(key, result.data);
    return result;
  });
  inFlight.set(key, call);
  void call.finally(() => inFlight.delete(key));
  return call;
}

/** Fetches a call the owner is likely to ask for next (a neighbouring month or year), quietly. */
export function prefetch(spec: CallSpec, body: Record<string, unknown>): void {
  const key = callKey(spec, body);
  if (!keptAnswer(key)) void fetchShared(key, spec, body);
}

/** Prefetches the given calls once the screen's own calls have gone out (150 ms later). */
export function usePrefetch(calls: readonly { spec: CallSpec; body: Record<string, unknown> }[]): void {
  const keys = calls.map((c) => callKey(c.spec, c.body)).join('\n');
  useEffect(() => {
    const timer = setTimeout(() => calls.forEach((c) => prefetch(c.spec, c.body)), 150);
    return () => clearTimeout(timer);
    // The keys stand for the calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);
}

/** A member read outside a <Call> (kept like a Call's answer): the closed tax months, whose failure is an alert (SPEC §8). */
export function readMember(path: MemberCall, body: Record<string, unknown>): Promise<CallResult> {
  const spec: CallSpec = { kind: 'member', path };
  const key = callKey(spec, body);
  const kept = keptAnswer(key);
  return kept ? Promise.resolve({ ok: true, data: kept.data }) : fetchShared(key, spec, body);
}

/** Drops what this tab holds of the given calls (kept answers and slots); `ask`: their mounted screens ask again (forgetSlots). */
export function forgetAnswers(store: MemberState, calls: readonly MemberCall[], ask = true): void {
  const stale = (key: string | null) => key !== null && calls.some((c) => key.startsWith(`${c}|`));
  for (const key of [...answers.keys()]) if (stale(key)) answers.delete(key);
  forgetSlots(store, (_, slot) => stale(slot.key), ask);
}

/**
 * A member call that changes data (voc/create, voc/delete, home/tax/update): sent once, never
 * kept. When it went through, the answers of the reads it changes (`changes`: call paths) are
 * dropped from this tab's memory and from the store's slots, so their screens ask again.
 * An ended session (401) goes to the login page, as a read's does.
 */
export async function sendMember(store: MemberState, path: MemberCall, body: Record<string, unknown>, changes: readonly MemberCall[]): Promise<CallResult> {
  const result = await fetchCall({ kind: 'member', path }, body);
  if (result.ok) {
    forgetAnswers(store, changes);
  } else if (result.status === 401) {
    void endSession('expired');
  }
  return result;
}

/** Loads a call into its slot (SPEC §3, §8); resolves true when it succeeded. */
export async function loadSlot(store: MemberState, slot: string, key: string, spec: CallSpec, body: Record<string, unknown>, fresh = false): Promise<boolean> {
  const kept = fresh ? undefined : keptAnswer(key);
  if (kept) {
    slotLoaded(store, slot, key, kept.data);
    return true;
  }
  slotLoading(store, slot, key);
  const result = await fetchShared(key, spec, body);
  // A newer request for the same slot wins.
  if (store.slots[slot]?.key !== key) return result.ok;
  if (result.ok) slotLoaded(store, slot, key, result.data);
  else {
    slotFailed(store, slot, key, result.message, result.status);
    if (result.status === 401) void endSession('expired');
  }
  return result.ok;
}

export interface CallProps {
  spec: CallSpec;
  /** The slot of the member store that holds it (SPEC §3), e.g. 'home/room/profit'. */
  slot: string;
  body: Record<string, unknown>;
  /** Shown while the call runs (and streamed first on the server). */
  fallback: ReactNode;
  /** Shown in place of the data when the call fails, with a retry. */
  renderError: (message: string, retry: () => void) => ReactNode;
  children: (data: never) => ReactNode;
}

type InnerProps = Omit<CallProps, 'fallback'> & { fallback: ReactNode };

/**
 * A call's result the server streamed into the page, once it is in place. A card streamed after
 * the shell arrives inside a hidden <preact-island> and is put in place on the next animation
 * frame; a page that hydrates before that frame (a busy machine, a background tab) still has the
 * fallback where the card goes. Its result is not used then: the browser hydrates what is in place
 * (the fallback) and asks for the call itself, and the island, finding that part of the page the
 * browser's, drops its copy. Hydrating the result over the fallback's elements would adopt them
 * with their attributes unchanged (Preact does not compare attributes while hydrating): a CI run
 * of portal-matrix found the inquiry form's title field without its label that way.
 */
export function embedded(key: string): { raw: string; result: CallResult } | null {
  const element = document.querySelector(`script[data-call="${callId(key)}"]`);
  if (element?.closest('preact-island')) return null;
  const raw = element?.textContent;
  if (!raw) return null;
  try {
    return { raw, result: JSON.parse(raw) as CallResult };
  } catch {
    return null;
  }
}

function Shown({ result, id, raw, children, renderError, retry }: { result: CallResult; id: string; raw: string | null; children: (data: never) => ReactNode; renderError: CallProps['renderError']; retry: () => void }) {
  return (
    <>
      {result.ok ? children(result.data as never) : renderError(result.message, retry)}
      {raw !== null ? <script type="application/json" data-call={id} dangerouslySetInnerHTML={{ __html: raw }} /> : null}
    </>
  );
}

/** Server: waits for the call (the boundary streams when it is done) and writes its result for the browser. */
function CallOnServer({ spec, body, children, renderError }: InnerProps) {
  const calls = useContext(ServerCallsContext);
  if (!calls) throw new Error('<Call> on the server needs ServerCallsContext');
  const key = callKey(spec, body);
  const result = use(calls.run(spec, body));
  return (
    <Shown result={result} id={callId(key)} raw={embedText(result)} renderError={renderError} retry={() => undefined}>
      {children}
    </Shown>
  );
}

/** Browser: the streamed result while hydrating, the slot afterwards, a fetch through the BFF when neither has it. */
function CallInBrowser({ spec, slot, body, children, renderError, fallback }: InnerProps) {
  const store = useMemberStore();
  const { t } = useTranslation('member');
  const snap = useSnapshot(store);
  const key = callKey(spec, body);
  const held = snap.slots[slot];
  const current = held?.key === key ? held : undefined;
  const streamed = current ? null : embedded(key);

  useEffect(() => {
    if (store.slots[slot]?.key === key) return;
    const found = embedded(key);
    if (!found) {
      void loadSlot(store, slot, key, spec, body);
    } else if (found.result.ok) {
      keepAnswer(key, found.result.data);
      slotLoaded(store, slot, key, found.result.data);
    } else {
      slotFailed(store, slot, key, found.result.message, found.result.status);
      if (found.result.status === 401) void endSession('expired');
    }
    // The key stands for spec and body; a slot a write has dropped (forgetAnswers) asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, slot, store, held === undefined]);

  const retry = () =>
    void loadSlot(store, slot, key, spec, body, true).then((ok) => {
      if (!ok) toast(t('slot.retryFailed'));
    });
  if (streamed) {
    return (
      <Shown result={streamed.result} id={callId(key)} raw={streamed.raw} renderError={renderError} retry={retry}>
        {children}
      </Shown>
    );
  }
  // An answer this tab already has shows at once (the effect above puts it in the slot).
  const kept = !current || current.loading ? keptAnswer(key) : undefined;
  if (kept) {
    return (
      <Shown result={{ ok: true, data: kept.data }} id={callId(key)} raw={null} renderError={renderError} retry={retry}>
        {children}
      </Shown>
    );
  }
  if (!current || current.loading) return <>{fallback}</>;
  const result: CallResult = current.error === null ? { ok: true, data: current.data } : { ok: false, status: current.status ?? 0, code: '', message: current.error };
  return (
    <Shown result={result} id={callId(key)} raw={null} renderError={renderError} retry={retry}>
      {children}
    </Shown>
  );
}

const CallInner = import.meta.env.SSR ? CallOnServer : CallInBrowser;

/**
 * One call of a screen, in its own Suspense boundary: on the server the shell streams at once and
 * each boundary follows when its call answers (DESIGN §6: a slow API does not hold the first byte);
 * the browser hydrates each with the result streamed beside it, then keeps it in the member store.
 */
export function Call(props: CallProps) {
  return (
    <Suspense fallback={props.fallback}>
      <CallInner {...props} />
    </Suspense>
  );
}
