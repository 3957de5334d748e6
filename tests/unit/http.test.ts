import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from '../../server/lib/http.ts';

describe('graceful close', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const app = express();
    // close() comes once the request has arrived (not after a fixed 50 ms, which a busy machine
    // can take just to connect: then the request is refused instead of being in flight).
    let arrived!: () => void;
    const inHandler = new Promise<void>((r) => (arrived = r));
    app.get('/slow', async (_req, res) => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      res.send('done');
    });
    const server = await listen(app, 0, '127.0.0.1');
    const inFlight = fetch(`${server.url}/slow`).then((r) => r.text());
    await inHandler;
    const closed = server.close();
    expect(await inFlight).toBe('done');
    await closed;
    await expect(fetch(`${server.url}/slow`)).rejects.toThrow();
  });
});
