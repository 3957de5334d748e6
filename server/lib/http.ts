import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting connections, lets requests in flight finish, then resolves. */
  close(graceMs?: number): Promise<void>;
}

/** Connections the kernel had already taken when a stop began: accepted until none has come for this long. */
const ACCEPT_QUIET_MS = 250;
/** …and for at most this long after the stop began. */
const ACCEPT_DRAIN_MS = 2_000;
/**
 * Once the listener is closed, a connection with no request for this long is closed (its client
 * sends nothing more). Not before: while connections are still accepted, a client may still send
 * on one it holds, and closing it under that request would reset it (issue 25, point 8).
 */
const IDLE_MS = 1_000;

interface Connection {
  /** Requests on it not yet answered. */
  busy: number;
  /** When it last became idle (or was opened). */
  idleSince: number;
  /** Answers on it not yet sent. */
  answers: Set<ServerResponse>;
}

export function listen(app: Express, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    let stopping = false;
    /** The listener is closed: from now on each answer closes its connection. */
    let closed = false;
    // An app may answer some requests before Express (the web app's page-cache hits).
    const front = app.locals.front as ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
    const server = http.createServer((req, res) => {
      // Once the listener is closed, each answer closes its connection: its client opens a new one
      // elsewhere (here it would be refused, never reset). Not while connections are still
      // accepted: a client told to close would connect again, into the listener's queue, and the
      // connections in that queue when the listener closes are reset (issue 25, point 8).
      if (closed) res.shouldKeepAlive = false;
      if (!front?.(req, res)) app(req, res);
    });
    // Every connection and whether it is serving a request, for a stop that loses none (issue 14, point 5).
    const connections = new Map<import('node:net').Socket, Connection>();
    let lastAccepted = 0;
    server.on('connection', (socket) => {
      lastAccepted = Date.now();
      connections.set(socket, { busy: 0, idleSince: lastAccepted, answers: new Set() });
      socket.once('close', () => connections.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const connection = connections.get(req.socket);
      if (!connection) return;
      connection.busy++;
      connection.answers.add(res);
      res.once('close', () => {
        connection.busy--;
        connection.answers.delete(res);
        connection.idleSince = Date.now();
      });
    });
    server.listen(port, host);
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
        /**
         * A stop that loses no request: connections the kernel already queued are still accepted
         * (until none has come for ACCEPT_QUIET_MS, at most ACCEPT_DRAIN_MS) and served as usual;
         * then the listener closes, every request that arrives from then on is answered with
         * `Connection: close`, connections that stay silent are closed after IDLE_MS, and at
         * `graceMs` whatever is left is cut. Then what the app holds (render threads) is closed.
         */
        close: (graceMs = 10_000) =>
          new Promise<void>((done) => {
            if (stopping) return done();
            stopping = true;
            const began = Date.now();
            let listening = true;
            let closedAt = 0;
            const force = setTimeout(() => {
              for (const socket of connections.keys()) socket.destroy();
            }, graceMs);
            force.unref();
            const stopListening = () => {
              closedAt = Date.now();
              closed = true;
              // Answers still being made close their connections too.
              for (const connection of connections.values()) for (const res of connection.answers) if (!res.headersSent) res.shouldKeepAlive = false;
              // net.Server's close, not http.Server's: that one also closes every connection without
              // a request in progress at once (Node ≥ 19), resetting requests already on their way
              // on kept-alive connections and on connections just accepted (issue 25, point 8).
              // Connections end one by one below, after answering with Connection: close.
              net.Server.prototype.close.call(server, () => {
                clearTimeout(force);
                clearInterval(sweep);
                // What the app holds besides connections (the web app's render threads).
                const closeApp = app.locals.close as (() => Promise<void>) | undefined;
                void (closeApp ? closeApp() : Promise.resolve()).finally(done);
              });
            };
            const sweep = setInterval(() => {
              const now = Date.now();
              if (listening && (now - Math.max(lastAccepted, began) >= ACCEPT_QUIET_MS || now - began >= ACCEPT_DRAIN_MS)) {
                listening = false;
                // After this turn's poll phase, which accepts every connection the kernel has queued
                // until now: closing from this timer would reset those.
                setImmediate(stopListening);
              }
              if (listening || closedAt === 0) return;
              for (const [socket, connection] of connections) {
                if (connection.busy === 0 && now - Math.max(connection.idleSince, closedAt) >= IDLE_MS) socket.destroy();
              }
            }, 50);
          }),
      });
    });
  });
}
