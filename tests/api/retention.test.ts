// @clock: inquiries expire on the Seoul calendar day of the database's clock
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../server/api/retention.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { storeFile } from '../../server/db/files.ts';

// Issue 11, point 9: personal data is deleted once past its retention, and nothing else.
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

async function count(table: string, where: string): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return row!.n;
}

async function inquiry(receiptNo: string, retainUntil: string): Promise<number> {
  const [category] = await api.db.query<{ category_seq: number }>("SELECT category_seq FROM categories WHERE category_type = 'voc' LIMIT 1");
  const [voc] = await api.db.query<{ voc_seq: number }>(
    `INSERT INTO vocs (receipt_no, company_seq, hotel_seq, category_seq, lang_type, name, phone, email, reply_method, title, content, agree_privacy, retain_until, created_at)
     VALUES ($1, 100, 101, $2, 'KOR', '이서연', '01012345678', 'a@example.com', 'email', '문의', '내용', true, $3::date, $3::date - interval '3 years') RETURNING voc_seq`,
    [receiptNo, category!.category_seq, retainUntil],
  );
  const fileSeq = await storeFile(api.db, { filePath: 'voc/retention/', fileName: `${receiptNo}-1.pdf`, contentType: 'application/pdf', content: Buffer.from('%PDF-'), visibility: 'private' });
  await api.db.query('INSERT INTO voc_attachments (voc_seq, file_seq) VALUES ($1, $2)', [voc!.voc_seq, fileSeq]);
  return voc!.voc_seq;
}

describe('retention job', () => {
  it('deletes verifications after 24 h, outbox messages after 30 days, inquiries with their files on their date, spent revocations — and nothing younger', async () => {
    await api.db.query("INSERT INTO sms_verifications (phone, code_hash, expires_at, created_at) VALUES ('01000000001', 'x$y', now() - interval '25 hours', now() - interval '25 hours'), ('01000000002', 'x$y', now() + interval '10 minutes', now() - interval '23 hours')");
    await api.db.query("INSERT INTO outbox (channel, recipient, body, created_at) VALUES ('sms', '01000000001', 'old code', now() - interval '31 days'), ('sms', '01000000002', 'recent code', now() - interval '29 days')");
    const expired = await inquiry('VRETENTION-OLD', '2020-01-01');
    const kept = await inquiry('VRETENTION-NEW', '2099-12-31');
    await api.db.query("INSERT INTO revoked_tokens (jti, expires_at) VALUES ('retention-old', now() - interval '1 minute'), ('retention-live', now() + interval '1 hour')");

    const counts = await runRetention(api.db);
    expect(counts).toMatchObject({ verifications: 1, outbox: 1, inquiries: 1, attachments: 1, revokedTokens: 1 });

    expect(await count('sms_verifications', "phone IN ('01000000001', '01000000002')")).toBe(1);
    expect(await count('outbox', "recipient IN ('01000000001', '01000000002')")).toBe(1);
    expect(await count('vocs', `voc_seq = ${expired}`)).toBe(0);
    expect(await count('voc_attachments', `voc_seq = ${expired}`)).toBe(0);
    expect(await count('files', "file_name = 'VRETENTION-OLD-1.pdf'")).toBe(0);
    expect(await count('vocs', `voc_seq = ${kept}`)).toBe(1);
    expect(await count('files', "file_name = 'VRETENTION-NEW-1.pdf'")).toBe(1);
    expect(await count('revoked_tokens', "jti LIKE 'retention-%'")).toBe(1);
    // Public content is never touched.
    expect(await count('files', "visibility = 'public'")).toBeGreaterThan(0);

    // A second run finds nothing more.
    expect(await runRetention(api.db)).toEqual({ verifications: 0, outbox: 0, inquiries: 0, attachments: 0, withdrawnInquiries: 0, withdrawnAttachments: 0, revokedTokens: 0 });
  });
});
