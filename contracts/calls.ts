// The portal's calls as both sides see them: what a screen asks for and the result it gets, on the
// server with the owner's token (server/web/render/portal.ts) or in the browser through the BFF
// (portal/calls/queries.ts, which also keys them for the query cache).
import type { Envelope } from './common.ts';
import type { MemberCall } from './member.ts';

/** A call a screen makes: a member call of SPEC §7, or the brand data of the owner's property (footer). */
export type CallSpec = { kind: 'member'; path: MemberCall } | { kind: 'brand' };

/** A failure carries the API's field errors when it named any (E400: `errors: [{ path, message }]`). */
export type CallResult = { ok: true; data: unknown } | { ok: false; status: number; code: string; message: string; errors?: { path: string; message: string }[] };

/** The request's calls on the server (the page's query client asks for each once; the page streams as they finish). */
export interface ServerCalls {
  run(spec: CallSpec, body: Record<string, unknown>): Promise<CallResult>;
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
