import { pipeline } from 'node:stream/promises';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { envelope, type Envelope } from '../../../contracts/common.ts';
import { isMemberCall, memberCalls, memberWrites, type MemberCall } from '../../../contracts/member.ts';
import type { PortalLoginResult } from '../../../contracts/portal.ts';
export { MEMBER_DOCUMENTS } from '../../../contracts/portal.ts';
import { loginResult } from '../../api/schemas/auth.ts';
import { bodyFailure } from '../../lib/body-errors.ts';
import { bodyShapeProblem } from '../../lib/body-shape.ts';
import { fileAddressPath, parseFileAddress } from '../../lib/file-address.ts';
import { UpstreamError } from '../../lib/json-http.ts';
import { log } from '../../lib/logger.ts';
import type { ApiClient } from '../api-client.ts';
import { DOWNLOAD_HEADERS, downloadRequest } from '../render/assets.ts';
import { deviceTokenOf, setDeviceCookie } from '../middleware/device-cookie.ts';
import { memberUpload } from './member-upload.ts';
import { clearSession, setSession, type OwnerSession, type Sealer } from '../middleware/owner-session.ts';
import type { SessionEnds } from '../middleware/session-ends.ts';

const loginBody = z.strictObject({ loginId: z.string().max(100), password: z.string().max(200) });

export type SignInOutcome =
  | { kind: 'signedIn'; result: PortalLoginResult }
  | { kind: 'notOwner' }
  | { kind: 'refused'; status: number; body: unknown; retryAfter?: string }
  | { kind: 'unexpected' };

/**
 * Signs an owner in through the operator API and, when it lets them in, sets the sealed session
 * cookie (the token stays here) and the device cookie (device-cookie.ts), whose token goes with the
 * browser's later sign-ins. Shared by the BFF's JSON sign-in and the log-in form's plain POST
 * (login-form.ts). A refusal carries the API's answer (401 wrong credentials, 429 with Retry-After);
 * an answer of an unexpected shape is logged. Rejects when the API cannot be reached.
 */
export async function signInOwner(api: ApiClient, sealer: Sealer, req: Request, res: Response, body: z.infer<typeof loginBody>): Promise<SignInOutcome> {
  const answer = await api.ownerSignIn(body, req.ip, deviceTokenOf(req));
  if (answer.status !== 200) return { kind: 'refused', status: answer.status, body: answer.body, retryAfter: answer.retryAfter };
  // SPEC §7: the login answer is bare (result, userInfo, loginId beside the token), not in result_data.
  const parsed = loginResult.extend({ result: z.literal(true) }).safeParse(answer.body);
  if (!parsed.success) {
    log.error('owner login answered an unexpected shape', { issues: parsed.error.issues.slice(0, 3) });
    return { kind: 'unexpected' };
  }
  const { userInfo, loginId, token, token_expires_at, device_token } = parsed.data;
  // Only owners get a portal session (SPEC §4; issue 25, point 7): anyone else's would let the
  // web app hold their large bodies. Their right password signs them in nowhere here, and the
  // token the API just gave is ended at once.
  if (userInfo.user_type !== 'MEMBERSHIP') {
    const ended = await api.ownerSignOut(token).catch(() => false);
    if (!ended) log.warn('the API did not confirm ending the token of a sign-in that is not an owner\'s: it runs until it expires');
    return { kind: 'notOwner' };
  }
  setSession(req, res, sealer, { token, expiresAt: Date.parse(token_expires_at), user: userInfo });
  if (device_token) setDeviceCookie(req, res, device_token);
  return { kind: 'signedIn', result: { userInfo, loginId } };
}

/** The successful answer of each member call, made once (a zod schema costs more to build than to run). */
const answers = new Map<MemberCall, z.ZodType>();
export function answerSchema(call: MemberCall): z.ZodType {
  let schema = answers.get(call);
  if (!schema) answers.set(call, (schema = envelope(memberCalls[call].result)));
  return schema;
}

const fail = (res: Response, status: number, code: string, message: string) => res.status(status).json({ result: false, code, message } satisfies Envelope);

/**
 * A request another site made the browser send is refused (OWASP CSRF: verify the origin with
 * standard headers), on top of the cookie's SameSite=Lax. A request without Origin passes only
 * when the browser says it is same-origin or says nothing (clients that are not browsers).
 */
export function isSameOriginRequest(req: Request, siteOrigin: string | undefined): boolean {
  // The request's own origin (its Host was checked against the site's hosts, origin.ts) and the configured one.
  const own = new Set([`${req.protocol}://${req.get('host') ?? ''}`]);
  if (siteOrigin) own.add(siteOrigin);
  const origin = req.get('origin');
  if (origin) return own.has(origin);
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = req.get('referer');
  if (referer) {
    try {
      return own.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * An owner's documents (the dividend data room's PDF statements) through the web app, with the
 * owner's bearer token added here: the API's download route gives an owner's document to that
 * owner only and answers 404 to anyone else, so another owner's address is a 404 here too. GET
 * (a link the owner follows), same-origin, never stored.
 */
export function memberDocuments(api: ApiClient): Router {
  const router = Router();
  router.get(/^\/./, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (!isSameOriginRequest(req, res.locals.origin as string | undefined)) return fail(res, 403, 'E403', 'Cross-site requests are refused: use the owner portal of this site.');
    const session = res.locals.ownerSession as OwnerSession | null;
    if (!session) return fail(res, 401, 'E401', 'Your session has ended: sign in again.');
    const address = parseFileAddress(req.path.slice(1));
    if (!address) return fail(res, 400, 'E400', 'The document address is not valid.');
    let upstream: Awaited<ReturnType<ApiClient['ownerDocument']>>;
    try {
      upstream = await api.ownerDocument(fileAddressPath(address), session.token, downloadRequest(req));
    } catch {
      return fail(res, 502, 'E502', 'The file server is not reachable. Please try again in a moment.');
    }
    res.status(upstream.statusCode ?? 502);
    // The documents route's own Cache-Control (private, no-store) stays.
    for (const h of DOWNLOAD_HEADERS.filter((name) => name !== 'cache-control')) {
      const v = upstream.headers[h];
      if (v !== undefined) res.setHeader(h, v);
    }
    await pipeline(upstream, res).catch(() => res.destroy());
  });
  return router;
}

/**
 * The owner portal's BFF (DESIGN §1): sign-in and sign-out, which set and clear the sealed
 * session cookie, and every member call of SPEC §7 at /bff/member/{path}, sent on with the
 * owner's bearer token. The browser never sees the token. An answer of E401 (token expired or
 * revoked) ends the session here too, so the portal can send the owner to the login page.
 */
export function memberBff(api: ApiClient, sealer: Sealer, ends: Pick<SessionEnds, 'end'>, upload: RequestHandler = memberUpload(api)): Router {
  const router = Router();
  router.use((req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method !== 'POST') return fail(res, 405, 'E405', 'Member calls are POST requests with a JSON body.');
    if (!isSameOriginRequest(req, res.locals.origin as string | undefined)) return fail(res, 403, 'E403', 'Cross-site requests are refused: use the owner portal of this site.');
    next();
  });
  // An owner's inquiry may carry files (10 MB together, base64): read only for an owner, two at a
  // time, spooled to disk and streamed to the API (member-upload.ts; issue 25, points 3 and 7).
  // Every other call stays within 64 KB.
  router.post('/voc/create', upload);
  router.use(express.json({ limit: '64kb' }));
  // Deep nesting and NUL characters are refused here, before anything is passed on.
  router.use((req, res, next) => {
    const problem = req.body === undefined ? null : bodyShapeProblem(req.body);
    if (!problem) return next();
    fail(res, 400, 'E400', `The request is invalid: ${problem.path} ${problem.message}.`);
  });

  router.post('/auth/login', async (req, res) => {
    const body = loginBody.safeParse(req.body ?? {});
    if (!body.success) return fail(res, 400, 'E400', 'Send the login ID and the password as JSON strings.');
    const outcome = await signInOwner(api, sealer, req, res, body.data);
    if (outcome.kind === 'refused') {
      if (outcome.retryAfter) res.setHeader('Retry-After', outcome.retryAfter);
      return res.status(outcome.status).json(outcome.body);
    }
    if (outcome.kind === 'unexpected') return fail(res, 502, 'E502', 'The sign-in service answered unexpectedly. Please try again in a moment.');
    if (outcome.kind === 'notOwner') return fail(res, 403, 'E403', 'This account is not an owner’s (MEMBERSHIP): the owner portal is for owners of room units only. Bookings and your account are on the main site.');
    res.json({ result: true, code: 'S001', result_data: outcome.result });
  });

  router.post('/auth/logout', async (req, res) => {
    // The token ends at the API too: a copy of the cookie taken before the log-out opens nothing.
    // While the API cannot be reached, it is refused here at once and the log-out is sent again
    // until the API takes it (session-ends.ts); `revoked` tells the owner which it was (issue 25,
    // point 8).
    const session = res.locals.ownerSession as OwnerSession | null;
    const revoked = session ? (await ends.end(session)) === 'confirmed' : true;
    clearSession(req, res);
    res.json({ result: true, code: 'S001', result_data: { signedOut: true, revoked } });
  });

  router.post('/*path', async (req, res) => {
    const call = (req.params as { path: string[] }).path.join('/');
    if (!isMemberCall(call)) return fail(res, 404, 'E404', `No member call ${call}.`);
    const session = res.locals.ownerSession as OwnerSession | null;
    if (!session) {
      if (res.locals.ownerSessionEnded) clearSession(req, res);
      return fail(res, 401, 'E401', 'Your session has ended: sign in again.');
    }
    const def = memberCalls[call];
    const answer = await api.member(`${def.base}/${call}`, req.body ?? {}, session.token, req.ip, memberWrites.has(call));
    if (answer.status === 401) {
      clearSession(req, res);
      return fail(res, 401, 'E401', 'Your session has ended: sign in again.');
    }
    const body = answer.body as Envelope | undefined;
    if (answer.status === 200 && body?.result === true) {
      const parsed = answerSchema(call).safeParse(body);
      if (!parsed.success) {
        log.error('member call answered an unexpected shape', { call, issues: parsed.error.issues.slice(0, 3) });
        return fail(res, 502, 'E502', 'The operator API answered unexpectedly. Please try again in a moment.');
      }
    }
    // The API's limit on one owner's calls (issue 25, point 8) says when to try again.
    if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
    res.status(answer.status).json(body);
  });

  // Malformed JSON, a body over the limit, or the API out of reach: the envelope, never an HTML page.
  router.use(((err, _req, res, _next) => {
    // A body that cannot be read is the caller's to fix (server/lib/body-errors.ts), not a 502.
    const failure = bodyFailure(err);
    if (failure) return fail(res, failure.status, failure.code, failure.message);
    const status = (err as { status?: number }).status;
    if (status === 413) return fail(res, 413, 'E413', 'The request is too large.');
    if (status === 400) return fail(res, 400, 'E400', 'The request body is not valid JSON.');
    log.warn('member BFF call failed', { error: err instanceof Error ? err.message : String(err) });
    // A deadline passed is not an API out of reach (issue 28: a timeout was called "not reachable").
    if (err instanceof UpstreamError && err.code === 'ETIMEDOUT') return fail(res, 504, 'E504', 'The operator API did not answer in time. Please try again in a moment.');
    fail(res, 502, 'E502', 'The operator API is not reachable. Please try again in a moment.');
  }) as express.ErrorRequestHandler);
  return router;
}
