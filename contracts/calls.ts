// The portal's calls as both sides see them: what a screen asks for, the result it gets, and the
// keys under which the server streams a result to the browser (client/member/data/calls.tsx,
// server/web/portal.ts).
import type { Envelope } from './common.ts';
import type { MemberCall } from './member.ts';

/** A call a screen makes: a member call of SPEC §7, or the brand data of the owner's property (footer). */
export type CallSpec = { kind: 'member'; path: MemberCall } | { kind: 'brand' };

/** A failure carries the API's field errors when it named any (E400: `errors: [{ path, message }]`). */
export type CallResult = { ok: true; data: unknown } | { ok: false; status: number; code: string; message: string; errors?: { path: string; message: string }[] };

/** The request's calls on the server: each made once, shared by every component that asks (the page streams as they finish). */
export interface ServerCalls {
  run(spec: CallSpec, body: Record<string, unknown>): Promise<CallResult>;
}


/** Each request made once per page render: a component that suspends on it gets the same promise back. */
export function onceEach(run: ServerCalls['run']): ServerCalls {
  const made = new Map<string, Promise<CallResult>>();
  return {
    run(spec, body) {
      const key = callKey(spec, body);
      let pending = made.get(key);
      if (!pending) made.set(key, (pending = run(spec, body)));
      return pending;
    },
  };
}

/** Stable text of a body (keys sorted), so that equal requests share a key. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function callKey(spec: CallSpec, body: Record<string, unknown>): string {
  return `${spec.kind === 'member' ? spec.path : 'brand/branding/main'}|${stable(body)}`;
}

/** A short id of a key (FNV-1a), the attribute the streamed result is found by. */
export function callId(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36) + key.length.toString(36);
}

/** The result as the text of a JSON script element ('<' escaped: no value can end the element). */
export function embedText(result: CallResult): string {
  return JSON.stringify(result).replace(/</g, '\\u003c');
}

/** An answer of the BFF as a result: S001 means success (SPEC §7), anything else an error with the API's message. */
export function resultOf(status: number, body: unknown, needsS001: boolean): CallResult {
  const env = body as Envelope | null | undefined;
  if (status === 200 && env?.result === true && (!needsS001 || String(env.code).includes('S001'))) return { ok: true, data: env.result_data };
  const fields = (body as { errors?: unknown } | null | undefined)?.errors;
  const errors = Array.isArray(fields)
    ? fields.filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string').map((e) => ({ path: e.path, message: e.message }))
    : [];
  return {
    ok: false,
    status,
    code: typeof env?.code === 'string' ? env.code : `HTTP_${status}`,
    message: typeof env?.message === 'string' ? env.message : `HTTP ${status}`,
    ...(errors.length > 0 ? { errors } : {}),
  };
}
