import { Router } from 'express';
import { PAYMENT_CHANNEL, type PaymentMessage } from '../../../contracts/site.ts';
import type { TFunction } from 'i18next';
import { html } from '../html.ts';
import { fromOwnSites, type LoginAssertions } from './login-assertion.ts';

// JSON inside <script>: '<' escaped so that no value can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The SPEC §2 login-processing screen: a spinner with '로그인 처리 중입니다...' while the site's
 * window takes the login (it then closes this pop-up), and the result instead once that has had
 * time to happen (no site window listening, or a window the site cannot close). Animation stops
 * for visitors who ask for reduced motion.
 */
const PROCESSING_STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Noto Sans KR','Apple SD Gothic Neo',sans-serif;color:#222}
main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;text-align:center}
#processing,#result{display:flex;flex-direction:column;align-items:center;gap:16px}
h1{font-size:1.5rem;margin:0}p{margin:0;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere}
button{min-height:44px;padding:0 20px;font:inherit;border:1px solid #2b2b2b;border-radius:4px;background:#fff;color:#2b2b2b;cursor:pointer}
button:focus-visible{outline:2px solid #2b2b2b;outline-offset:2px}
.ring{width:48px;height:48px;border:4px solid #d9d9d9;border-top-color:#2b2b2b;border-radius:50%;animation:spin .8s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.ring{animation-duration:2.4s}}
[hidden]{display:none!important}`;

/** How long the processing screen waits for the site's window to take the login and close the pop-up. */
export const PROCESSING_RESULT_AFTER_MS = 2000;

function page(opts: { lang: string; title: string; text: string; closeLabel: string; nonce: string; message: PaymentMessage | null; processing?: string }): string {
  const post = opts.message
    ? `var c=new BroadcastChannel(${scriptJson(PAYMENT_CHANNEL)});c.postMessage(${scriptJson(opts.message)});c.close();`
    : '';
  // With a processing screen the site's window closes the pop-up once it has the login; the result
  // shows if that has not happened in time. Without one, the page reports and closes at once.
  const after = opts.processing
    ? `setTimeout(function(){document.title=${scriptJson(opts.title)};document.getElementById('processing').hidden=true;document.getElementById('result').hidden=false;document.getElementById('close').focus();window.close()},${PROCESSING_RESULT_AFTER_MS});`
    : opts.message
      ? 'window.close();'
      : '';
  const result = `<div id="result"${opts.processing ? ' hidden' : ''}><h1>${html(opts.title)}</h1><p role="status">${html(opts.text)}</p><button type="button" id="close">${html(opts.closeLabel)}</button></div>`;
  const processing = opts.processing
    ? `<div id="processing" role="status" aria-busy="true"><div class="ring" aria-hidden="true"></div><p>${html(opts.processing)}</p></div>`
    : '';
  return `<!DOCTYPE html><html lang="${html(opts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon/default.svg"><title>${html(opts.processing ?? opts.title)}</title><style nonce="${html(opts.nonce)}">${PROCESSING_STYLE}</style></head>
<body><main>${processing}${result}</main>
<script nonce="${html(opts.nonce)}">document.getElementById('close').addEventListener('click',function(){window.close()});${post}${after}</script></body></html>`;
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
    send(res, 200, page({ ...base, title: t('callback.loginTitle'), text: t('callback.closing'), message: { type: 'login', data: user }, processing: t('ui:loading.loginProcessing') }));
  });
  router.get('/logout', (req, res) => {
    const t: TFunction = req.t;
    send(res, 200, page({ lang: req.language, closeLabel: t('callback.close'), nonce: res.locals.cspNonce as string, title: t('callback.logoutTitle'), text: t('callback.closing'), message: { type: 'logout', data: null } }));
  });
  return router;
}
