// @clock: retention edges at an instant that is a new Seoul day but not a new UTC day
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContentVersion } from '../../server/api/domain/content.ts';
import { RETENTION, runRetention } from '../../server/api/retention.ts';
import type { Db } from '../../server/db/index.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { storeFile } from '../../server/db/files.ts';

// Issue 11, point 9: the edges of each retention period, measured from a given moment. The
// database alone (no api process, so no scheduled run of its own) and a moment ten years ahead,
// so that only these runs can reach the rows below.
const NOW = new Date('2036-03-01T15:30:00Z'); // 2036-03-02 00:30 in Seoul: a new Seoul day, not yet a UTC one
let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});
afterAll(async () => {
  await testDb?.dispose();
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row!.n;
}

async function vocCategory(): Promise<number> {
  const [category] = await db.query<{ category_seq: number }>("SELECT category_seq FROM categories WHERE category_type = 'voc' ORDER BY category_seq LIMIT 1");
  return category!.category_seq;
}

/** An inquiry kept through `retainUntil` (a Seoul date), with `files` private attachments. */
async function inquiry(receiptNo: string, retainUntil: string, files: number): Promise<number> {
  const [voc] = await db.query<{ voc_seq: number }>(
    `INSERT INTO vocs (receipt_no, company_seq, hotel_seq, category_seq, lang_type, name, phone, email, reply_method, title, content, agree_privacy, phone_verified, retain_until, created_at)
     VALUES ($1, 100, 101, $2, 'KOR', '김민준', '01055550000', 'kim@example.com', 'email', '문의', '내용', true, true, $3::date, $3::date - interval '3 years') RETURNING voc_seq`,
    [receiptNo, await vocCategory(), retainUntil],
  );
  for (let i = 1; i <= files; i++) {
    const fileSeq = await storeFile(db, { filePath: 'voc/203303/', fileName: `${receiptNo}-${i}.png`, contentType: 'image/png', content: Buffer.from('89504e47', 'hex'), visibility: 'private' });
    await db.query('INSERT INTO voc_attachments (voc_seq, file_seq) VALUES ($1, $2)', [voc!.voc_seq, fileSeq]);
  }
  return voc!.voc_seq;
}

/** An owner inquiry withdrawn `ago` (an interval) before NOW, with one attachment named `name`.png. */
async function withdrawn(name: string, ago: string): Promise<number> {
  const [voc] = await db.query<{ voc_seq: number }>(
    `INSERT INTO member_vocs (user_seq, hotel_seq, category_seq, title, content, created_at, deleted_at)
     VALUES (1, 101, (SELECT min(category_seq) FROM member_voc_categories), '문의', '내용', $1::timestamptz - interval '30 days', $1::timestamptz - $2::interval) RETURNING voc_seq`,
    [NOW.toISOString(), ago],
  );
  const fileSeq = await storeFile(db, { filePath: 'member-voc/203602/', fileName: `${name}.png`, contentType: 'image/png', content: Buffer.from('89504e47', 'hex'), visibility: 'private', ownerUserSeq: 1 });
  await db.query('INSERT INTO member_voc_attachments (voc_seq, file_seq) VALUES ($1, $2)', [voc!.voc_seq, fileSeq]);
  return voc!.voc_seq;
}

describe('retention, measured from a given moment', () => {
  it('deletes exactly what is past each period, inquiries by the Seoul calendar with their files, without moving the content version', async () => {
    const at = NOW.toISOString();
    // Verifications: 24 hours after they were made.
    await db.query(
      `INSERT INTO sms_verifications (phone, code_hash, created_at, expires_at, verified_at, consumed_at) VALUES
         ('01077770001', 'x$y', $1::timestamptz - interval '24 hours 1 second', $1::timestamptz - interval '24 hours', $1::timestamptz - interval '24 hours', $1::timestamptz - interval '23 hours 59 minutes'),
         ('01077770002', 'x$y', $1::timestamptz - interval '23 hours 59 minutes 59 seconds', $1::timestamptz - interval '23 hours 50 minutes', NULL, NULL),
         ('01077770003', 'x$y', $1::timestamptz - interval '1 minute', $1::timestamptz + interval '9 minutes', NULL, NULL)`,
      [at],
    );
    // Outbox: 30 days, sent through a provider or only recorded.
    await db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, provider, created_at, sent_at) VALUES
         ('sms', '01077770001', NULL, 'old, sent', 'solapi', $1::timestamptz - interval '30 days 1 second', $1::timestamptz - interval '30 days 1 second'),
         ('email', 'old@example.com', '접수', 'old, recorded only', 'outbox', $1::timestamptz - interval '45 days', NULL),
         ('sms', '01077770002', NULL, 'recent, sent', 'solapi', $1::timestamptz - interval '29 days 23 hours', $1::timestamptz - interval '29 days 23 hours'),
         ('email', 'new@example.com', '접수', 'recent, recorded only', 'outbox', $1::timestamptz - interval '1 day', NULL)`,
      [at],
    );
    // Inquiries: kept through their retain_until in Seoul. NOW is 2 March in Seoul, 1 March in UTC.
    const yesterday = await inquiry('VWINDOW-0301', '2036-03-01', 2);
    const today = await inquiry('VWINDOW-0302', '2036-03-02', 1);
    const later = await inquiry('VWINDOW-2039', '2039-03-02', 1);
    // Withdrawn owner inquiries: a week after the withdrawal (issue 25, point 8). The seed's own
    // withdrawn ones are years older than NOW and go in the same run.
    const seededWithdrawn = await count('member_vocs WHERE deleted_at IS NOT NULL');
    const seededWithdrawnFiles = await count('member_voc_attachments a JOIN member_vocs v USING (voc_seq) WHERE v.deleted_at IS NOT NULL');
    const withdrawnPastWeek = await withdrawn('window-past-week', `${RETENTION.withdrawnDays} days 1 second`);
    const withdrawnWithinWeek = await withdrawn('window-within-week', `${RETENTION.withdrawnDays - 1} days 23 hours 59 minutes 59 seconds`);
    // Revocations: once the token would have expired anyway.
    await db.query(
      "INSERT INTO revoked_tokens (jti, expires_at) VALUES ('window-spent', $1::timestamptz - interval '1 second'), ('window-live', $1::timestamptz + interval '1 second')",
      [at],
    );

    // The database's own clock (now, ten years earlier) finds none of these rows expired.
    await runRetention(db);
    expect(await count("sms_verifications WHERE phone LIKE '0107777%'")).toBe(3);
    expect(await count("outbox WHERE body LIKE 'old%' OR body LIKE 'recent%'")).toBe(4);
    expect(await count("vocs WHERE receipt_no LIKE 'VWINDOW-%'")).toBe(3);
    expect(await count("revoked_tokens WHERE jti LIKE 'window-%'")).toBe(2);
    const longAgo = await inquiry('VWINDOW-2020', '2020-01-01', 0);

    const version = await getContentVersion(db);
    const publicFiles = await count("files WHERE visibility = 'public'");

    expect(await runRetention(db, NOW)).toEqual({
      verifications: 1, outbox: 2, inquiries: 2, attachments: 2, withdrawnInquiries: seededWithdrawn + 1, withdrawnAttachments: seededWithdrawnFiles + 1, revokedTokens: 1,
    });
    expect(await count('member_vocs WHERE voc_seq = $1', [withdrawnPastWeek])).toBe(0);
    expect(await count("files WHERE file_name = 'window-past-week.png'")).toBe(0);
    expect(await count('member_vocs WHERE voc_seq = $1', [withdrawnWithinWeek])).toBe(1);
    expect(await count("files WHERE file_name = 'window-within-week.png'")).toBe(1);

    expect((await db.query<{ phone: string }>("SELECT phone FROM sms_verifications WHERE phone LIKE '0107777%' ORDER BY phone")).map((r) => r.phone)).toEqual(['01077770002', '01077770003']);
    expect((await db.query<{ body: string }>("SELECT body FROM outbox WHERE body LIKE 'old%' OR body LIKE 'recent%' ORDER BY body")).map((r) => r.body)).toEqual(['recent, recorded only', 'recent, sent']);
    for (const gone of [yesterday, longAgo]) {
      expect(await count('vocs WHERE voc_seq = $1', [gone])).toBe(0);
      expect(await count('voc_attachments WHERE voc_seq = $1', [gone])).toBe(0);
    }
    expect(await count("files WHERE file_name LIKE 'VWINDOW-0301-%'")).toBe(0);
    for (const kept of [today, later]) expect(await count('voc_attachments WHERE voc_seq = $1', [kept])).toBe(1);
    expect(await count("files WHERE file_name IN ('VWINDOW-0302-1.png', 'VWINDOW-2039-1.png')")).toBe(2);
    expect((await db.query<{ jti: string }>("SELECT jti FROM revoked_tokens WHERE jti LIKE 'window-%'")).map((r) => r.jti)).toEqual(['window-live']);

    // Published content is untouched, and the web tier's page cache keeps its pages.
    expect(await count("files WHERE visibility = 'public'")).toBe(publicFiles);
    expect((await getContentVersion(db)).version).toBe(version.version);

    // Idempotent: a second run from the same moment finds nothing more.
    expect(await runRetention(db, NOW)).toEqual({ verifications: 0, outbox: 0, inquiries: 0, attachments: 0, withdrawnInquiries: 0, withdrawnAttachments: 0, revokedTokens: 0 });
  });

  it('deletes in batches until nothing expired is left', async () => {
    const at = NOW.toISOString();
    const category = await vocCategory();
    await db.query("INSERT INTO sms_verifications (phone, code_hash, created_at, expires_at) SELECT '0108888' || lpad(i::text, 4, '0'), 'x$y', $1::timestamptz - interval '2 days', $1::timestamptz - interval '2 days' FROM generate_series(1, 1203) i", [at]);
    await db.query("INSERT INTO outbox (channel, recipient, body, created_at) SELECT 'sms', '0108888' || lpad(i::text, 4, '0'), 'batch', $1::timestamptz - interval '31 days' FROM generate_series(1, 1001) i", [at]);
    await db.query(
      `INSERT INTO vocs (receipt_no, company_seq, hotel_seq, category_seq, lang_type, name, phone, email, reply_method, title, content, agree_privacy, retain_until)
       SELECT 'VBATCH-' || i, 100, 101, $1, 'KOR', '박지호', '01088880000', 'park@example.com', 'sms', '문의', '내용', true, DATE '2036-02-01' FROM generate_series(1, 501) i`,
      [category],
    );
    await db.query("INSERT INTO sms_verifications (phone, code_hash, created_at, expires_at) VALUES ('01088889999', 'x$y', $1::timestamptz - interval '1 hour', $1::timestamptz)", [at]);

    expect(await runRetention(db, NOW)).toEqual({ verifications: 1203, outbox: 1001, inquiries: 501, attachments: 0, withdrawnInquiries: 0, withdrawnAttachments: 0, revokedTokens: 0 });
    expect(await count("sms_verifications WHERE phone LIKE '0108888%'")).toBe(1);
    expect(await count("outbox WHERE body = 'batch'")).toBe(0);
    expect(await count("vocs WHERE receipt_no LIKE 'VBATCH-%'")).toBe(0);
  });
});
