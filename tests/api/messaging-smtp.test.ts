import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessenger } from '../../server/api/messaging.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';

// The e-mail adapter against a real SMTP server on loopback (smtp-server, by nodemailer's authors):
// what nodemailer (issue 25, point 8: two majors behind, now current) sends is what arrives.
describe('e-mail through SMTP', () => {
  let testDb: TestDb;
  let server: SMTPServer;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testDb.dispose();
  });

  it('delivers a Korean receipt to the SMTP server and records it as sent', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'RAON <no-reply@raonhotels.example>', LOG_LEVEL: 'ERROR' });
    const messenger = createMessenger(testDb.db, config);
    await messenger.email('guest@example.com', '문의가 접수되었습니다', '접수번호 V-0001');
    await messenger.email('other@example.com', 'Second', 'second body');

    expect(received.map((m) => [m.from, m.to])).toEqual([
      ['no-reply@raonhotels.example', ['guest@example.com']],
      ['no-reply@raonhotels.example', ['other@example.com']],
    ]);
    // The Korean subject arrives whole (RFC 2047 encoded words), and the body with it.
    const subject = /^Subject: (.+(?:\r\n .+)*)/m.exec(received[0]!.data)?.[1] ?? '';
    const decoded = [...subject.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)]
      .map(([, kind, text]) => (kind!.toUpperCase() === 'B' ? Buffer.from(text!, 'base64') : Buffer.from(text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1')))
      .reduce((all, part) => Buffer.concat([all, part]), Buffer.alloc(0))
      .toString('utf8');
    expect(decoded).toBe('문의가 접수되었습니다');
    const [head, ...rest] = received[0]!.data.split('\r\n\r\n');
    const raw = rest.join('\r\n\r\n');
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head!)?.[1]?.toLowerCase();
    const body =
      encoding === 'base64'
        ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
          : raw;
    expect(body.trim()).toBe('접수번호 V-0001');
    const rows = await testDb.db.query<{ provider: string; sent_at: Date | null; recipient: string }>(
      "SELECT provider, sent_at, recipient FROM outbox WHERE channel = 'email' AND recipient IN ('guest@example.com', 'other@example.com') ORDER BY recipient",
    );
    expect(rows.map((r) => [r.recipient, r.provider, r.sent_at !== null])).toEqual([
      ['guest@example.com', 'smtp', true],
      ['other@example.com', 'smtp', true],
    ]);
  });

  it('fails loudly when the SMTP server refuses, and records nothing as sent', async () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'ERROR' });
    const messenger = createMessenger(testDb.db, config);
    await expect(messenger.email('nobody@example.com', 'x', 'y')).rejects.toThrow();
    const rows = await testDb.db.query("SELECT 1 FROM outbox WHERE recipient = 'nobody@example.com'");
    expect(rows).toHaveLength(0);
  });
});
