// @clock: which events fall in the notifier's window and which are news is measured from the run's instant; the seed's last settled month
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { NOTIFY, runNotifier } from '../../server/api/domain/notifications.ts';
import { createMessenger } from '../../server/api/messaging.ts';
import { startApi, type TestApi } from '../helpers/api.ts';

// Issue 28, point 3: an owner is told when a month is settled, a transfer is made, an invoice
// awaits approval and an inquiry is answered — a list with an unread count in the portal, and a
// message through the outbox for the kinds the owner chose.

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const member = { company_seq: 100, hotel_seq: null, lang_type: 'KOR', target_lang_type: ['KOR'] };
async function call(token: string, path: string, extra: Record<string, unknown> = {}, status = 200) {
  const res = await api.post(path, { ...member, ...extra }, { token });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  return res.body;
}
interface Row { notification_seq: number; kind: string; params: Record<string, string | number>; occurred_at: string; read: boolean }
const list = async (token: string, extra: Record<string, unknown> = {}) =>
  (await call(token, '/client/api/notification/list', { page: 1, page_size: 50, ...extra })).result_data as { data: Row[]; unread_count: number; total_count: number };
const userSeq = async (login: string) => (await api.db.query<{ user_seq: number }>('SELECT user_seq FROM users WHERE login_id = $1', [login]))[0]!.user_seq;
const origin = 'http://localhost:3000';

describe('owner notifications (issue 28, point 3)', () => {
  it('lists the last settled month, its transfer, the invoices awaiting approval and recent answers, each once, newest first', async () => {
    const token = await api.token('sokcho01');
    const first = await list(token);
    const second = await list(token);
    expect(second.data.map((r) => r.notification_seq)).toEqual(first.data.map((r) => r.notification_seq));
    const keys = first.data.map((r) => `${r.kind}:${r.params.std_month ?? r.params.voc_seq}`);
    expect(new Set(keys).size, 'one notification per event').toBe(keys.length);
    const times = first.data.map((r) => Date.parse(r.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const windowStart = Date.now() - NOTIFY.windowDays * 86_400_000;
    for (const t of times) expect(t).toBeGreaterThan(windowStart);

    // The invoices awaiting approval are the ledger's last settled month, as the database has them.
    const [last] = await api.db.query<{ m: string; n: number; total: string }>(
      `SELECT t.std_month AS m, count(*)::int AS n, sum(t.supply_amount + t.vat_amount)::text AS total FROM tax_invoices t JOIN members m USING (member_no)
        JOIN users u USING (user_seq) WHERE u.login_id = 'sokcho01' AND t.status = 'REQUESTED' GROUP BY t.std_month`,
    );
    const invoice = first.data.find((r) => r.kind === 'INVOICE');
    expect(invoice?.params).toMatchObject({ std_month: last!.m, count: last!.n, total: Number(last!.total) });
    // The month settled: its settlement and transfer are the ledger's sums.
    const settled = first.data.find((r) => r.kind === 'SETTLED' && r.params.std_month === last!.m);
    const [sums] = await api.db.query<{ settlement: string; transfer: string }>(
      `SELECT sum(p.settlement)::text AS settlement, sum(p.transfer_amount)::text AS transfer FROM payouts p JOIN members m USING (member_no) JOIN users u USING (user_seq)
        WHERE u.login_id = 'sokcho01' AND p.std_month = $1`,
      [last!.m],
    );
    expect(settled?.params).toMatchObject({ settlement: Number(sums!.settlement), transfer: Number(sums!.transfer) });
    // Every transfer listed was paid by today (Seoul) and is the month's sum of transfers.
    for (const paid of first.data.filter((r) => r.kind === 'PAID')) expect(String(paid.params.paid_on) <= seoulDay()).toBe(true);
    expect(first.unread_count).toBe(first.data.filter((r) => !r.read).length);
  });

  it('reads one, then all; another owner cannot read (or learn of) them', async () => {
    const token = await api.token('naksan01');
    const before = await list(token);
    expect(before.unread_count).toBeGreaterThan(1);
    const one = before.data.find((r) => !r.read)!;
    const other = await api.token('sokcho01');
    const refused = await call(other, '/client/api/notification/read', { notification_seq_list: [one.notification_seq] }, 404);
    expect(refused.result_msg ?? JSON.stringify(refused)).toMatch(/not found among yours/);
    const afterOne = (await call(token, '/client/api/notification/read', { notification_seq_list: [one.notification_seq] })).result_data.data;
    expect(afterOne).toEqual({ marked: 1, unread_count: before.unread_count - 1 });
    expect((await list(token, { unread_only: true })).data.map((r) => r.notification_seq)).not.toContain(one.notification_seq);
    const all = (await call(token, '/client/api/notification/read')).result_data.data;
    expect(all).toEqual({ marked: before.unread_count - 1, unread_count: 0 });
    expect((await list(token)).unread_count).toBe(0);
  });

  it('approving the month\'s invoices issues them today and reads their notification; again it changes nothing; an open month is refused', async () => {
    const token = await api.token('multi01');
    const waiting = (await list(token)).data.find((r) => r.kind === 'INVOICE' && !r.read)!;
    expect(waiting).toBeDefined();
    const month = String(waiting.params.std_month);
    const approved = (await call(token, '/client/member/home/tax/approve', { std_month: month })).result_data.data.approved as { member_no: string; issue_date: string; nts_approval_no: string }[];
    expect(approved.length).toBe(waiting.params.count);
    for (const a of approved) {
      expect(a.issue_date).toBe(seoulDay());
      expect(a.nts_approval_no).toMatch(/^\d{8}-41000000-[0-9a-f]{8}$/);
    }
    const invoices = (await call(token, '/client/member/home/tax/detail', { std_month: month })).result_data.data as { status: string; settlement: unknown }[];
    expect(invoices.every((i) => i.status === 'ISSUED' && i.settlement !== null)).toBe(true);
    expect((await list(token)).data.find((r) => r.notification_seq === waiting.notification_seq)?.read).toBe(true);
    // Again (a retry, a second tab): nothing changes, the issued invoices are said to be so.
    const again = (await call(token, '/client/member/home/tax/approve', { std_month: month })).result_data.data;
    expect(again.approved).toEqual([]);
    expect(again.already_issued.map((i: { nts_approval_no: string }) => i.nts_approval_no).sort()).toEqual(approved.map((a) => a.nts_approval_no).sort());
    // A month not settled yet has only drafts.
    const open = await call(token, '/client/member/home/tax/approve', { std_month: seoulDay().slice(0, 7).replace('-', '') }, 409);
    expect(JSON.stringify(open)).toMatch(/not settled yet/);
    // Another owner's member number is refused.
    const foreign = await call(token, '/client/member/home/tax/approve', { std_month: month, member_no_list: ['13-1203-01'] }, 403);
    expect(JSON.stringify(foreign)).toMatch(/not yours/);
  });

  it('keeps the settings the owner saves (the messages in the page\'s language) and refuses a kind it does not know', async () => {
    const token = await api.token('gyeongju01');
    const defaults = (await call(token, '/client/api/notification/settings')).result_data.data;
    expect(defaults).toMatchObject({ email_kinds: ['SETTLED', 'PAID', 'INVOICE', 'ANSWERED'], sms_kinds: [], lang_type: 'KOR', saved: false });
    const saved = (await call(token, '/client/api/notification/settings/update', { lang_type: 'ENG', email_kinds: ['PAID'], sms_kinds: ['INVOICE', 'ANSWERED'] })).result_data.data;
    expect(saved).toMatchObject({ email_kinds: ['PAID'], sms_kinds: ['INVOICE', 'ANSWERED'], lang_type: 'ENG', saved: true });
    const bad = await call(token, '/client/api/notification/settings/update', { email_kinds: ['BIRTHDAY'], sms_kinds: [] }, 400);
    expect(JSON.stringify(bad)).toMatch(/email_kinds/);
  });

  it('sends a message for a new event by the chosen ways and language, exactly once even when two notifiers run at once; an old event is listed, not sent', async () => {
    const seq = await userSeq('sokcho02');
    await api.db.query(
      "INSERT INTO owner_notification_settings (user_seq, email_kinds, sms_kinds, lang) VALUES ($1, ARRAY['ANSWERED'], ARRAY['ANSWERED'], 'ENG') ON CONFLICT (user_seq) DO UPDATE SET email_kinds = EXCLUDED.email_kinds, sms_kinds = EXCLUDED.sms_kinds, lang = EXCLUDED.lang",
      [seq],
    );
    // The back office answers two of the owner's inquiries: one an hour ago, one 10 days ago.
    const [user] = await api.db.query<{ email: string; phone: string }>('SELECT email, phone FROM users WHERE user_seq = $1', [seq]);
    const insert = async (title: string, hoursAgo: number) =>
      (await api.db.query<{ voc_seq: number }>(
        `INSERT INTO member_vocs (user_seq, member_no, hotel_seq, category_seq, title, content, status, answer, answered_at, created_at)
         SELECT $1, m.member_no, u.hotel_seq, 1, $2, '내용', 'ANSWERED', '답변', now() - make_interval(hours => $3), now() - make_interval(hours => $3 + 24)
           FROM members m JOIN room_units u USING (unit_seq) WHERE m.user_seq = $1 LIMIT 1 RETURNING voc_seq`,
        [seq, title, hoursAgo],
      ))[0]!.voc_seq;
    const fresh = await insert('Parking on arrival day', 1);
    const old = await insert('Old question', 240);
    const messenger = createMessenger(api.db, { SMTP_URL: undefined, SOLAPI_API_KEY: undefined } as never);
    const [a, b] = await Promise.all([runNotifier(api.db, messenger, { userSeq: seq, origin }), runNotifier(api.db, messenger, { userSeq: seq, origin })]);
    expect(a.sent + b.sent, 'the fresh answer is sent once, by one of the two').toBe(1);
    const messages = await api.db.query<{ channel: string; recipient: string; subject: string | null; body: string }>(
      "SELECT channel, recipient, subject, body FROM outbox WHERE body LIKE '%Parking on arrival day%' OR body LIKE '%Old question%' ORDER BY channel",
    );
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([['email', user!.email], ['sms', user!.phone.replace(/\D/g, '')]]);
    expect(messages[0]!.subject).toBe('[RAON Hotels & Resorts] Your inquiry has been answered');
    expect(messages[0]!.body).toContain('Your inquiry "Parking on arrival day" has been answered.');
    expect(messages[0]!.body).toContain(`${origin}/member/board/voc/${fresh}`);
    const rows = await api.db.query<{ event_key: string; sent_by: string | null }>('SELECT event_key, sent_by FROM owner_notifications WHERE user_seq = $1 AND kind = $2 ORDER BY event_key', [seq, 'ANSWERED']);
    expect(rows.find((r) => r.event_key === `ANSWERED:${fresh}`)?.sent_by).toBe('email,sms');
    expect(rows.find((r) => r.event_key === `ANSWERED:${old}`)?.sent_by).toBeNull();
    // A third run finds nothing new.
    expect(await runNotifier(api.db, messenger, { userSeq: seq, origin })).toEqual({ recorded: 0, sent: 0, failed: 0 });
  });
});
