import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContentVersion } from '../../server/api/domain/content.ts';
import type { Db } from '../../server/db/index.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { storeFile } from '../../server/db/files.ts';

// Issue 11, point 6: the content version (migration 004, the web tier's page-cache key) moves with
// published content only. Visitors' and owners' data — inquiries and their files, verifications,
// outbox, users, tokens, the owner portal's tables — never empties the page cache.
const PUBLISHED = [
  'brand_intro_translations', 'brand_intros', 'categories', 'category_translations', 'companies', 'event_popup_translations', 'event_popups',
  'facilities', 'facility_images', 'facility_translations', 'faq_translations', 'faqs', 'files', 'hotel_location_translations', 'hotel_locations', 'hotel_logo_files', 'hotel_translations',
  'hotels', 'notice_translations', 'notices', 'offer_images', 'offer_translations', 'offers', 'term_translations', 'terms',
];

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});
afterAll(async () => {
  await testDb?.dispose();
});

const version = async () => (await getContentVersion(db)).version;

describe('the content version', () => {
  it('is moved by triggers on the published content tables only (files: public ones)', async () => {
    const rows = await db.query<{ relname: string; tgname: string }>(
      `SELECT c.relname, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE p.proname = 'bump_content_version' AND NOT t.tgisinternal ORDER BY c.relname, t.tgname`,
    );
    expect([...new Set(rows.map((r) => r.relname))]).toEqual(PUBLISHED);
    // Every file trigger but TRUNCATE's looks at the file's visibility.
    const fileTriggers = await db.query<{ tgname: string; def: string }>(
      `SELECT t.tgname, pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relname = 'files' AND NOT t.tgisinternal AND t.tgname LIKE 'files_content_version%' ORDER BY t.tgname`,
    );
    for (const t of fileTriggers) if (!t.def.includes('TRUNCATE')) expect(t.def, t.tgname).toMatch(/WHEN .*visibility.*'public'/);
  });

  it('stays while visitors and owners write their own data', async () => {
    const before = await version();
    const [category] = await db.query<{ category_seq: number }>("SELECT category_seq FROM categories WHERE category_type = 'voc' ORDER BY category_seq LIMIT 1");
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO sms_verifications (phone, code_hash, expires_at) VALUES ('01066660001', 'x$y', now() + interval '10 minutes')");
      await tx.query("UPDATE sms_verifications SET verified_at = now(), consumed_at = now() WHERE phone = '01066660001'");
      const [voc] = await tx.query<{ voc_seq: number }>(
        `INSERT INTO vocs (receipt_no, company_seq, hotel_seq, category_seq, lang_type, name, phone, email, reply_method, title, content, agree_privacy, retain_until)
         VALUES ('VVERSION-1', 100, 101, $1, 'KOR', '최수아', '01066660001', 'choi@example.com', 'email', '문의', '내용', true, DATE '2029-12-31') RETURNING voc_seq`,
        [category!.category_seq],
      );
      const fileSeq = await storeFile(tx, { filePath: 'voc/202611/', fileName: 'VVERSION-1-1.png', contentType: 'image/png', content: Buffer.from('89504e47', 'hex'), visibility: 'private' });
      await tx.query('INSERT INTO voc_attachments (voc_seq, file_seq) VALUES ($1, $2)', [voc!.voc_seq, fileSeq]);
      await tx.query("INSERT INTO outbox (channel, recipient, subject, body) VALUES ('email', 'choi@example.com', '접수', 'receipt')");
    });
    await storeFile(db, { filePath: 'owner/version/', fileName: 'statement.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-'), visibility: 'owner', ownerUserSeq: 1 });
    await db.query("UPDATE files SET alt_text = 'x' WHERE visibility <> 'public'");
    await db.query('UPDATE users SET is_active = is_active');
    await db.query("INSERT INTO revoked_tokens (jti, expires_at) VALUES ('version-jti', now() + interval '1 hour')");
    await db.query("UPDATE vocs SET status = 'ANSWERED' WHERE receipt_no = 'VVERSION-1'");
    // Retention takes them away again, as an inquiry's files go with it.
    await db.query("DELETE FROM voc_attachments WHERE voc_seq IN (SELECT voc_seq FROM vocs WHERE receipt_no = 'VVERSION-1')");
    await db.query("DELETE FROM files WHERE visibility <> 'public' AND file_name IN ('VVERSION-1-1.png', 'statement.pdf')");
    await db.query("DELETE FROM vocs WHERE receipt_no = 'VVERSION-1'");
    await db.query("DELETE FROM sms_verifications WHERE phone = '01066660001'");
    await db.query("DELETE FROM outbox WHERE recipient = 'choi@example.com'");
    await db.query("DELETE FROM revoked_tokens WHERE jti = 'version-jti'");
    expect(await version()).toBe(before);
  });

  it('moves when published content changes, a public file included', async () => {
    let v = await version();
    await db.query("UPDATE notice_translations SET title = title || ' ' WHERE notice_seq = (SELECT min(notice_seq) FROM notices) AND lang_type = 'KOR'");
    expect(await version()).toBeGreaterThan(v);
    v = await version();
    await db.query("UPDATE files SET alt_text = coalesce(alt_text, '') WHERE file_seq = (SELECT min(file_seq) FROM files WHERE visibility = 'public')");
    expect(await version()).toBeGreaterThan(v);
    v = await version();
    // A file made public is published.
    await db.query("UPDATE files SET visibility = 'public' WHERE file_seq = (SELECT min(file_seq) FROM files WHERE visibility = 'owner')");
    expect(await version()).toBeGreaterThan(v);
  });
});
