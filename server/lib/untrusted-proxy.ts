import type { RequestHandler } from 'express';
import { log } from './logger.ts';

/**
 * Says once, as a warning, that X-Forwarded-For came from a peer the app does not believe
 * (issue 25, point 6). Behind a proxy not named in TRUST_PROXY (web app) or API_TRUST_PROXY (api)
 * every visitor has the proxy's address, so the per-address log-in limit counts them all as one;
 * that used to go unsaid. Once per app, and so per process: a misconfigured proxy sends the header
 * on every request, and a forged header is not worth more than one line. The app's own 'trust
 * proxy' setting decides, exactly as it decides req.ip.
 */
export function untrustedProxyWarning(variable: 'TRUST_PROXY' | 'API_TRUST_PROXY', configured: readonly string[], what: string): RequestHandler {
  let said = false;
  return (req, _res, next) => {
    if (said || req.headers['x-forwarded-for'] === undefined) return next();
    const peer = req.socket.remoteAddress;
    const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    if (peer === undefined || trusted(peer, 0)) return next();
    said = true;
    const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    const fix = `${variable}=${[...configured, address].join(',')}`;
    log.warn(`X-Forwarded-For came from ${address}, which ${variable} does not name: the header is ignored, and every visitor behind ${address} counts as ${address} (log-in limits treat them as one visitor). If ${address} is ${what}, set ${fix}; if it is not, the header was forged and nothing needs doing. Said once per process.`, {
      peer: address,
      variable,
      configured: configured.join(','),
      fix,
    });
    next();
  };
}
