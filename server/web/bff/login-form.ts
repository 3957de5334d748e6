import express, { Router } from 'express';
import { z } from 'zod';
import type { LoginError } from '../../../contracts/portal.ts';
import { bodyFailure } from '../../lib/body-errors.ts';
import { log } from '../../lib/logger.ts';
import type { ApiClient } from '../api-client.ts';
import { isSameOriginRequest, signInOwner } from './member-bff.ts';
import type { Sealer } from '../middleware/owner-session.ts';
import { safeNext } from '../render/portal.ts';

/** The log-in form's fields (anything else it may carry is ignored); a field left out is empty. */
const formBody = z.object({ loginId: z.string().max(100).catch(''), password: z.string().max(200).catch('') });

/**
 * The owner log-in sent as a plain form (SPEC §2, /login-member and /start). Once the page has
 * hydrated, the form signs in through the BFF with fetch; before that (a slow connection, a
 * script that failed), the browser submits the form itself. It is a POST, so the password never
 * lands in an address, a history entry or an access log, and it signs in here as the BFF does:
 * on success 303 to the portal address first asked for (?next=, this site's portal only) or
 * /member; otherwise 303 back to the page with ?error= (LoginError) for the page to say why, an
 * account that is not an owner's included (no session: issue 25, point 7).
 */
export function loginForm(api: ApiClient, sealer: Sealer): Router {
  const router = Router();
  router.post('/', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (!isSameOriginRequest(req, res.locals.origin as string | undefined)) {
      return res.status(403).type('text/plain').send('Cross-site log-ins are refused: sign in on this site’s log-in page.');
    }
    const next = typeof req.query.next === 'string' ? safeNext(req.query.next) : null;
    const back = (error: LoginError, retry?: string) => {
      const query = new URLSearchParams({ error, ...(retry ? { retry } : {}), ...(next ? { next } : {}) });
      res.redirect(303, `${req.baseUrl}?${query.toString()}`);
    };
    const body = formBody.parse(req.body ?? {});
    try {
      const outcome = await signInOwner(api, sealer, req, res, body);
      if (outcome.kind === 'signedIn') return res.redirect(303, next ?? '/member');
      if (outcome.kind === 'notOwner') return back('notOwner');
      if (outcome.kind === 'refused' && outcome.status === 429) return back('locked', outcome.retryAfter);
      if (outcome.kind === 'refused' && outcome.status < 500) return back('wrong');
      return back('unreachable');
    } catch (err) {
      log.warn('owner log-in form: the sign-in service is not reachable', { error: err instanceof Error ? err.message : String(err) });
      return back('unreachable');
    }
  });
  // A body that cannot be read (too large, badly encoded): said plainly, never a 500.
  router.use(((err, _req, res, _next) => {
    const status = bodyFailure(err)?.status ?? ((err as { status?: number }).status === 413 ? 413 : 400);
    res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(status === 413 ? 'The log-in form sent too much: go back and sign in again.' : 'The log-in form could not be read: go back and sign in again.');
  }) as express.ErrorRequestHandler);
  return router;
}
