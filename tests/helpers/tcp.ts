import net from 'node:net';

/**
 * A TCP server in front of a real one (PostgreSQL, Redis, the API) that can fail the way servers
 * do in production, at the same address: it stops answering, or it goes away, then comes back.
 */
export interface Outage {
  port: number;
  /** Connections go through to the target (after hole() or down(): as after a restart). */
  pass(): Promise<void>;
  /**
   * Stops answering without closing anything, as a hung host or a half-open link: bytes stop on the
   * open connections, and new ones are accepted and never answered. Without a target, from the start.
   */
  hole(): Promise<void>;
  /** Goes away: open connections are cut and new ones refused. */
  down(): Promise<void>;
  close(): Promise<void>;
}

export async function outageServer(target?: { host: string; port: number }): Promise<Outage> {
  let mode: 'pass' | 'hole' = target ? 'pass' : 'hole';
  const held = new Set<net.Socket>();
  const piped = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (mode === 'hole' || !target) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.on('error', () => socket.destroy());
    const pair: [net.Socket, net.Socket] = [socket, upstream];
    piped.add(pair);
    socket.on('close', () => {
      piped.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream);
    upstream.pipe(socket);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => {
    for (const socket of held) socket.destroy();
    held.clear();
    for (const [socket, upstream] of piped) {
      socket.destroy();
      upstream.destroy();
    }
    piped.clear();
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    async pass() {
      mode = 'pass';
      for (const socket of held) socket.destroy();
      held.clear();
      if (!server.listening) await listen(port);
    },
    async hole() {
      mode = 'hole';
      for (const pair of piped) {
        const [socket, upstream] = pair;
        socket.unpipe(upstream);
        upstream.unpipe(socket);
        socket.pause();
        upstream.pause();
        // Held from now on: pass() and down() cut them, as a restart would.
        held.add(socket);
      }
      piped.clear();
      if (!server.listening) await listen(port);
    },
    async down() {
      const stopped = stopListening();
      cutAll();
      await stopped;
    },
    async close() {
      const stopped = stopListening();
      cutAll();
      await stopped;
    },
  };
}
