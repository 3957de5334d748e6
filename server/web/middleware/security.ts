import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * A fresh nonce per request, and helmet's strict CSP (DESIGN §2, §7): scripts only from our own
 * origin or carrying the nonce; styles from our own origin (vanilla-extract writes CSS files) or
 * the nonce (the brand colour). The development server needs Vite's inline scripts and styles.
 */
export function security(opts: { dev: boolean; https: boolean; imageOrigins: string[] }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: opts.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonceSource],
        styleSrc: opts.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', ...opts.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: opts.dev ? ["'self'", 'ws:'] : ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.https,
    crossOriginEmbedderPolicy: false,
    // The login pop-up reports back through BroadcastChannel, which needs no opener reference.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return [nonce, policy];
}
