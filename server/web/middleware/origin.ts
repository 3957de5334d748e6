import { isValidHost } from '../../lib/host.ts';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * The site's own origin, from configuration only (issue 11, point 2). Absolute addresses in pages
 * (canonical, hreflang, Open Graph, sitemap) are made from it, never from a request header, so a
 * forged Host cannot reach the page cache. PUBLIC_ORIGIN when set; otherwise the address
 * `npm start` prints (http://localhost:<port> when listening on every interface), the port being
 * the one the request came in on.
 *
 * Requests must name a host the site answers for: PUBLIC_ORIGIN's, ALLOWED_HOSTS, or this
 * machine's loopback names on the listening port. Anything else, or a malformed or missing Host,
 * is refused with 400 before any other work.
 */
export interface OriginConfig {
  PUBLIC_ORIGIN?: string;
  HOST: string;
  ALLOWED_HOSTS?: string[];
}


export function siteOrigin(config: OriginConfig) {
  const configured = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN) : null;
  const listenHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const extra = new Set((config.ALLOWED_HOSTS ?? []).map((h) => h.toLowerCase()));
  const byPort = new Map<number, { origin: string; hosts: Set<string> }>();

  function forPort(port: number) {
    let known = byPort.get(port);
    if (!known) {
      const hosts = new Set([...extra, ...['localhost', '127.0.0.1', '[::1]', listenHost.toLowerCase()].map((h) => `${h}:${port}`)]);
      if (configured) hosts.add(configured.host.toLowerCase());
      known = { origin: configured ? configured.origin : `http://${listenHost}:${port}`, hosts };
      byPort.set(port, known);
    }
    return known;
  }

  /** Sets res.locals.origin; refuses an unknown, malformed or missing Host with 400. */
  const check: RequestHandler = (req, res, next) => {
    const site = forPort(req.socket.localPort ?? 0);
    const host = req.headers.host?.toLowerCase();
    if (!isValidHost(host) || !host || !site.hosts.has(host)) {
      res.status(400).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(`This server does not answer for that host. Use ${site.origin}.`);
      return;
    }
    res.locals.origin = site.origin;
    next();
  };

  /** Whether the site answers for this request's Host (the page cache's front asks before answering). */
  const accepts = (req: IncomingMessage): boolean => {
    const host = req.headers.host?.toLowerCase();
    return host !== undefined && forPort(req.socket.localPort ?? 0).hosts.has(host) && isValidHost(host);
  };

  return { check, accepts, originFor: (port: number) => forPort(port).origin };
}
