import http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { lingerUnread, uploadSlots } from '../../server/web/bff/upload-slots.ts';

describe('upload slots (issue 25, points 5 and 7)', () => {
  it('gives at most `max` at once, one per key, in turn; a request that waits too long gets none', async () => {
    const slots = uploadSlots(2);
    const a = await slots.take('phone-a', 1000);
    const b = await slots.take('phone-b', 1000);
    expect(a && b && slots.busy).toBe(2);
    // Full: a third sender waits; a second upload of phone-a waits even once a slot is free.
    const c = slots.take('phone-c', 5000);
    const a2 = slots.take('phone-a', 5000);
    expect(await slots.take('phone-d', 50)).toBeNull();
    b!();
    expect(await c).toBeTypeOf('function');
    expect(slots.waiting).toBe(1);
    a!();
    a!(); // released twice, counted once
    const second = await a2;
    expect(second).toBeTypeOf('function');
    expect(slots.busy).toBe(2);
  });
});

describe('a refusal sent before the body was read (lingerUnread)', () => {
  let server: RunningServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** A 13 MB upload written as fast as the connection takes it: what the client got, and how much it had sent. */
  const upload = (port: number) =>
    new Promise<{ status: number; connection?: string; error?: string }>((resolve) => {
      let answer: { status: number; connection?: string } | null = null;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/x', headers: { 'content-type': 'application/json', 'content-length': String(13 * 1024 * 1024) } }, (res) => {
        answer = { status: res.statusCode ?? 0, connection: res.headers.connection };
        res.resume();
      });
      req.on('error', (err) => resolve(answer ?? { status: 0, error: err.message }));
      req.on('close', () => resolve(answer ?? { status: 0 }));
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      let sent = 0;
      const timer = setInterval(() => {
        if (sent >= 13 * 1024 * 1024 - chunk.length || req.destroyed) return clearInterval(timer);
        req.write(chunk);
        sent += chunk.length;
      }, 1);
    });

  it('always reaches the client (no reset wipes it out), says Connection: close, and the connection ends', async () => {
    const app = express();
    app.post('/x', (req, res) => {
      lingerUnread(req, res);
      res.status(403).json({ result: false, code: 'E403', message: 'no' });
    });
    server = await listen(app, 0, '127.0.0.1');
    // Closing at once (Connection: close and req.destroy()) lost about one answer in three here.
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await upload(server.port));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 403, connection: 'close' })));
  });
});
