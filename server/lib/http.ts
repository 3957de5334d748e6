import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting connections, lets requests in flight finish, then resolves. */
  close(graceMs?: number): Promise<void>;
}

export function listen(app: Express, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    // Kept-alive connections stay open longer than Node's 5 s default: the web app's client reuses
    // them for the api, and a socket closed by the server just as the client sends on it is a
    // dropped request ("socket hang up").
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once('error', reject);
    server.once('listening', () => {
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({
        server,
        port: actual,
        url: `http://${shownHost}:${actual}`,
        close: (graceMs = 10_000) =>
          new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), graceMs);
            // Keep-alive sockets would hold close() open: close each as soon as its request ends.
            const sweep = setInterval(() => server.closeIdleConnections(), 50);
            force.unref();
            server.close(() => {
              clearTimeout(force);
              clearInterval(sweep);
              // What the app holds besides connections (the web app's render threads).
              const closeApp = app.locals.close as (() => Promise<void>) | undefined;
              void (closeApp ? closeApp() : Promise.resolve()).finally(done);
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
