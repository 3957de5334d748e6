import { Router } from 'express';
import { PAYMENT_CHANNEL, type PaymentMessage } from '../../contracts/site.ts';
import type { TFunction } from 'i18next';
import { html } from './html.ts';
import { fromOwnSites, type LoginAssertions } from './login-assertion.ts';

// JSON inside <script>: '<' escaped so that no value can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function page(opts: { lang: string; title: string; text: string; closeLabel: string; nonce: string; message: PaymentMessage | null }): string {
  const post = opts.message
    ? `var c=new BroadcastChannel(${scriptJson(PAYMENT_CHANNEL)});c.postMessage(${scriptJson(opts.message)});c.close();window.close();`
    : '';
  return `<!DOCTYPE html><html lang="${html(opts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon/default.svg"><title>${html(opts.title)}</title></head>
<body><main><h1>${html(opts.title)}</h1><p role="status">${html(opts.text)}</p><button type="button" id="close">${html(opts.closeLabel)}</button></main>
<script nonce="${html(opts.nonce)}">document.getElementById('close').addEventListener('click',function(){window.close()});${post}</script></body></html>`;
}

/**
 * /login_success and /logout: where the booking site's pop-up returns (SPEC §2, §7). Each page
 * posts its result on the `payment` channel to the window that opened it, then closes itself.
 * login_success?assertion=<sealed> logs in: only an assertion sealed by the booking site (or the
 * local stand-in) with the shared key, fresh and not used before, is believed (issue 11, point 3);
 * ?type=paySuccess reports a payment. Both pages answer only to navigations from this site or the
 * booking site: a link from anywhere else is refused and posts nothing.
 */
export function callbacks(opts: { assertions: LoginAssertions; bookingOrigin: string | null }): Router {
  const router = Router();
  const send = (res: import('express').Response, status: number, body: string) => {
    res.status(status).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8', 'Referrer-Policy': 'no-referrer' }).send(body);
  };
  router.get(['/login_success', '/logout'], (req, res, next) => {
    if (fromOwnSites(req, res.locals.origin as string, opts.bookingOrigin)) return next();
    const t: TFunction = req.t;
    send(res, 403, page({ lang: req.language, closeLabel: t('callback.close'), nonce: res.locals.cspNonce as string, title: t('callback.refusedTitle'), text: t('callback.refused'), message: null }));
  });
  router.get('/login_success', (req, res) => {
    const t: TFunction = req.t;
    const nonce = res.locals.cspNonce as string;
    const base = { lang: req.language, closeLabel: t('callback.close'), nonce };
    if (req.query.type === 'paySuccess') {
      const data = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'type').slice(0, 20));
      return send(res, 200, page({ ...base, title: t('callback.paySuccessTitle'), text: t('callback.closing'), message: { type: 'paySuccess', data } }));
    }
    const user = opts.assertions.redeem(req.query.assertion);
    if (!user) return send(res, 400, page({ ...base, title: t('callback.loginFailedTitle'), text: t('callback.loginFailed'), message: null }));
    send(res, 200, page({ ...base, title: t('callback.loginTitle'), text: t('callback.closing'), message: { type: 'login', data: user } }));
  });
  router.get('/logout', (req, res) => {
    const t: TFunction = req.t;
    send(res, 200, page({ lang: req.language, closeLabel: t('callback.close'), nonce: res.locals.cspNonce as string, title: t('callback.logoutTitle'), text: t('callback.closing'), message: { type: 'logout', data: null } }));
  });
  return router;
}
