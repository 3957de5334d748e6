import type { RequestHandler } from 'express';
import { memberCalls, memberWrites, type MemberCall } from '../../../contracts/member.ts';
import { hotelSeqByProperty, propertyOf, type PortalUser } from '../../../contracts/portal.ts';
import { resultOf, type CallResult, type ServerCalls } from '../../../contracts/calls.ts';
import { seoulDay } from '../../../contracts/seoul-clock.ts';
import { portalStatus } from '../../../portal/routes.ts';
import { langTypeOf } from '../../../locales/languages.ts';
import { log } from '../../lib/logger.ts';
import type { ApiClient } from '../api-client.ts';
import { answerSchema } from '../bff/member-bff.ts';
import { clearSession, portalUser, type OwnerSession } from '../middleware/owner-session.ts';
import type { SessionEnds } from '../middleware/session-ends.ts';
import type { RequestContext } from '../middleware/request-context.ts';

const PORTAL_PATH = /^\/member(?:\/|$)/;

/** Where the login page sends the owner back to: a portal address of this site, nothing else. */
export function safeNext(url: string): string | null {
  return PORTAL_PATH.test(url) && !url.startsWith('//') && !/[\\\s]/.test(url) ? url : null;
}

/**
 * SPEC §4 member gate, on the server before anything renders: no session → /login-member (with
 * the address asked for, and a message when a session has just ended); a user who is not
 * MEMBERSHIP → /. Every portal response is private and never stored (DESIGN §6). A session whose
 * token the API no longer accepts (logged out, taken back) is an ended session: the portal's
 * shell shows the owner's name and member numbers, which it must not show for it (issue 25,
 * point 8; server/web/middleware/session-ends.ts).
 */
export function portalGate(ends?: Pick<SessionEnds, 'check' | 'isEnded'>): RequestHandler {
  return async (req, res, next) => {
    if (!PORTAL_PATH.test(req.path)) return next();
    res.setHeader('Cache-Control', 'private, no-store');
    let session = res.locals.ownerSession as OwnerSession | null;
    let ended = res.locals.ownerSessionEnded === true;
    if (session && ends && (await ends.check(session)) === 'ended') {
      session = null;
      ended = true;
    }
    if (!session) {
      if (ended) clearSession(req, res);
      const next = safeNext(req.originalUrl);
      const query = new URLSearchParams({ ...(ended ? { reason: 'expired' } : {}), ...(next && next !== '/member' ? { next } : {}) }).toString();
      return res.redirect(302, `/login-member${query ? `?${query}` : ''}`);
    }
    if (session.user.user_type !== 'MEMBERSHIP') return res.redirect(302, '/');
    res.locals.portalStatus = portalStatus(req.path, propertyOf(session.user.hotel_code) === 'naksan');
    next();
  };
}

/** What the portal page gets from the server: the owner (never the token), the request's calls and its Seoul day. */
export interface PortalRender {
  user: PortalUser;
  calls: ServerCalls;
  status: number;
  /** The default year and month follow it (contracts/seoul-clock.ts defaultYearMonth); sent to the browser so that it hydrates the same month. */
  today: string;
}

/**
 * The portal's calls on the server: member calls with the owner's token, the property's brand
 * data for the footer; each answer checked as the BFF checks it. The page's query client asks for
 * each call once (portal/calls/queries.ts). `shellsFirst`, when given, holds
 * each call and each answer until it resolves: a render thread uses it to send the shells of pages
 * just asked for before doing anything for pages already on their way (render-thread-main.ts).
 */
export function portalRender(api: ApiClient, session: OwnerSession, ctx: RequestContext, clientIp: string | undefined, status: number, shellsFirst?: () => Promise<void>): PortalRender {
  const property = propertyOf(session.user.hotel_code);
  const answer = async (spec: Parameters<ServerCalls['run']>[0], body: Record<string, unknown>): Promise<CallResult> => {
    // Calls asked for while the shell renders are sent once it is out, and their answers rendered
    // once no other shell is waiting.
    if (shellsFirst) await shellsFirst();
    const result = await run(spec, body);
    if (shellsFirst) await shellsFirst();
    return result;
  };
  const run = async (spec: Parameters<ServerCalls['run']>[0], body: Record<string, unknown>): Promise<CallResult> => {
    try {
      if (spec.kind === 'brand') {
        const brand = await api.brandMain({ company_seq: 100, hotel_seq: property ? hotelSeqByProperty[property] : 101, lang_type: langTypeOf(ctx.locale) });
        return brand ? { ok: true, data: brand } : { ok: false, status: 502, code: 'E502', message: 'brand data unavailable' };
      }
      const call: MemberCall = spec.path;
      const def = memberCalls[call];
      const answer = await api.member(`${def.base}/${call}`, body, session.token, clientIp, memberWrites.has(call));
      const result = resultOf(answer.status, answer.body, true);
      if (result.ok && !answerSchema(call).safeParse(answer.body).success) {
        log.error('member call answered an unexpected shape', { call });
        return { ok: false, status: 502, code: 'E502', message: 'The operator API answered unexpectedly.' };
      }
      return result;
    } catch (err) {
      log.warn('portal call failed while rendering', { error: err instanceof Error ? err.message : String(err) });
      return { ok: false, status: 502, code: 'E502', message: 'The operator API is not reachable. Please try again in a moment.' };
    }
  };
  return { user: portalUser(session), calls: { run: answer }, status, today: seoulDay() };
}
