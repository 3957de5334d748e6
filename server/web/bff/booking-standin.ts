import express, { Router, type Request, type Response } from 'express';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { loginResult } from '../../api/schemas/auth.ts';
import type { ApiClient } from '../api-client.ts';
import type { LoginAssertions } from './login-assertion.ts';
import { html } from '../html.ts';
import { isSameOriginRequest } from './member-bff.ts';
import { bookingQuerySchema } from '../../../contracts/booking-query.ts';
import { nightsBetween } from '../../../contracts/booking.ts';

/**
 * A small local stand-in of the external booking site (DESIGN §1), served when
 * BOOKING_SITE_URL is unset so the login pop-up works end to end on a fresh machine:
 * connect-login (a login form that signs in through the operator API and returns to
 * /login_success with the user), logout (returns to /logout) and start (the booking start page).
 * It is not the booking site: it books nothing and says so.
 */
export const STANDIN_PATH = '/booking-standin';


/** Only our own callback pages may be returned to: no open redirect. */
function safeReturnUrl(req: Request, value: unknown, allowedPath: '/login_success' | '/logout'): URL | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  try {
    const url = new URL(value, `${req.protocol}://${req.get('host')}`);
    return url.host === req.get('host') && url.pathname === allowedPath ? url : null;
  } catch {
    return null;
  }
}

function page(res: Response, status: number, lang: string, title: string, body: string): void {
  res.status(status).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' }).send(
    `<!DOCTYPE html><html lang="${html(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon/default.svg"><title>${html(title)}</title></head><body><main>${body}</main></body></html>`,
  );
}

const loginForm = z.object({
  loginId: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  hotelCode: z.string().max(20).default(''),
  returnUrl: z.string().max(500),
});

export function bookingStandin(api: ApiClient, assertions: LoginAssertions): Router {
  const router = Router();
  const form = (t: TFunction, q: { hotelCode: string; returnUrl: string }, error?: string) => `
    <h1>${html(t('standin.loginTitle'))}</h1>
    <p>${html(t('standin.notice'))}</p>
    ${error ? `<p role="alert">${html(error)}</p>` : ''}
    <form method="post" action="${STANDIN_PATH}/connect-login">
      <input type="hidden" name="hotelCode" value="${html(q.hotelCode)}">
      <input type="hidden" name="returnUrl" value="${html(q.returnUrl)}">
      <p><label for="loginId">${html(t('standin.loginId'))}</label><br><input id="loginId" name="loginId" autocomplete="username" required></p>
      <p><label for="password">${html(t('standin.password'))}</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
      <p><button type="submit">${html(t('standin.submit'))}</button></p>
    </form>`;

  router.get('/connect-login', (req, res) => {
    if (!safeReturnUrl(req, req.query.returnUrl, '/login_success')) return page(res, 400, req.language, req.t('standin.loginTitle'), `<p role="alert">${html(req.t('standin.badReturn'))}</p>`);
    page(res, 200, req.language, req.t('standin.loginTitle'), form(req.t, { hotelCode: String(req.query.hotelCode ?? ''), returnUrl: String(req.query.returnUrl) }));
  });

  router.post('/connect-login', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    // Login CSRF (issue 25, point 8): another site must not sign the visitor in as someone else,
    // so the stand-in refuses cross-site posts as the BFF and the log-in form do.
    if (!isSameOriginRequest(req, res.locals.origin as string | undefined)) return page(res, 403, req.language, req.t('standin.loginTitle'), `<p role="alert">${html(req.t('standin.crossSite'))}</p>`);
    const parsed = loginForm.safeParse(req.body);
    const returnUrl = parsed.success ? safeReturnUrl(req, parsed.data.returnUrl, '/login_success') : null;
    if (!parsed.success || !returnUrl) return page(res, 400, req.language, req.t('standin.loginTitle'), `<p role="alert">${html(req.t('standin.badReturn'))}</p>`);
    // The visitor's own address goes with the sign-in: the API's limits are per visitor, so
    // strangers cannot lock an owner out (issue 11, point 1).
    const answer = await api.ownerSignIn({ loginId: parsed.data.loginId, password: parsed.data.password }, req.ip);
    if (answer.status === 429) {
      const minutes = Math.max(1, Math.ceil(Number(answer.retryAfter ?? 60) / 60));
      if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
      return page(res, 429, req.language, req.t('standin.loginTitle'), form(req.t, parsed.data, req.t('standin.locked', { minutes })));
    }
    const result = loginResult.safeParse(answer.body);
    if (answer.status !== 200 || !result.success) return page(res, 401, req.language, req.t('standin.loginTitle'), form(req.t, parsed.data, req.t('standin.wrong')));
    // The user goes back sealed (login-assertion.ts): /login_success believes nothing else, and
    // the return address carries no readable personal data.
    returnUrl.searchParams.set('assertion', assertions.issue(result.data.userInfo));
    res.redirect(303, returnUrl.pathname + returnUrl.search);
  });

  router.get('/logout', (req, res) => {
    const returnUrl = safeReturnUrl(req, req.query.returnUrl, '/logout');
    if (!returnUrl) return page(res, 400, req.language, req.t('standin.logoutTitle'), `<p role="alert">${html(req.t('standin.badReturn'))}</p>`);
    res.redirect(303, returnUrl.pathname + returnUrl.search);
  });

  // The start page shows what it received (issue 29, point 1): the hotel, the stay, the party per
  // room, the room or offer, read back with the site's own contract; a query that is not one says
  // what is wrong with it, as the booking site would refuse it.
  router.get('/start', (req, res) => {
    const title = req.t('standin.startTitle');
    const parsed = bookingQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `<li>${html(i.path.join('.') || 'query')}: ${html(i.message)}</li>`).join('');
      return page(res, 400, req.language, title, `<h1>${html(title)}</h1><p role="alert">${html(req.t('standin.badSearch'))}</p><ul>${problems}</ul>`);
    }
    const q = parsed.data;
    const target = q.p === 'myPage' ? req.t('standin.myPage') : req.t('standin.reservation');
    const rows: [string, string][] = [['hotel_code', q.hotel_code], ['p', target]];
    if (q.check_in && q.check_out) rows.push(['check_in', q.check_in], ['check_out', q.check_out], ['nights', String(nightsBetween(q.check_in, q.check_out))]);
    if (q.adults) {
      rows.push(['rooms', String(q.adults.length)]);
      q.adults.forEach((adults, i) => rows.push([`room ${i + 1}`, req.t('standin.party', { adults, children: q.children?.[i] ?? 0 })]));
    }
    if (q.room_seq) rows.push(['room_seq', String(q.room_seq)]);
    if (q.promotion_seq) rows.push(['promotion_seq', String(q.promotion_seq)]);
    if (q.package_seq) rows.push(['package_seq', String(q.package_seq)]);
    const list = rows.map(([name, value]) => `<dt>${html(name)}</dt><dd data-received="${html(name)}">${html(value)}</dd>`).join('');
    page(res, 200, req.language, title, `<h1>${html(title)}</h1><p>${html(req.t('standin.notice'))}</p><h2>${html(req.t('standin.received'))}</h2><dl>${list}</dl>`);
  });
  return router;
}
