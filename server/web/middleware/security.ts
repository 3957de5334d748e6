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

/**
 * Headers that only mean something on a document (a page the browser renders): its script and
 * style policy, framing, the opener, browser features, the origin's agent cluster, old IE and
 * Flash switches. A script, stylesheet, font or translation file is never rendered as a page, so
 * those answers carry only what protects a subresource (nosniff, Cross-Origin-Resource-Policy,
 * the referrer policy a stylesheet's own requests follow, HSTS). On HTTP/1.1, where each answer's
 * headers travel uncompressed, that is 750 of 1,100 header bytes on each of a page's dozen
 * scripts and fonts (issue 29).
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-Frame-Options',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
  'Permissions-Policy',
] as const;

const SUBRESOURCE = /^\/(?:assets|fonts|i18n)\/[^?]*\.(?:js|css|woff2?|ttf|json)$/;

export const subresourceHeaders: RequestHandler = (req, res, next) => {
  if (SUBRESOURCE.test(req.path)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  next();
};
