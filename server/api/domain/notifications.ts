import type { z } from 'zod';
import type { Db, Queryable } from '../../db/index.ts';
import type { OwnerScope } from '../auth.ts';
import { AppError } from '../errors.ts';
import { checkProperty, memberNosOf } from './member.ts';
import type { Messenger } from '../messaging.ts';
import { errorFields, log } from '../../lib/logger.ts';
import { scheduleJob } from '../schedule.ts';
import { seoulDay } from '../../../contracts/seoul-clock.ts';
import crypto from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contracts/notifications.ts';
import type * as S from '../../../contracts/member.ts';
import { notificationMessage } from './notification-mail.ts';

/**
 * Owner notifications (issue 28, point 3; server/db/migrations/015_owner_notifications.sql).
 *
 * The notifier reads what happened from the tables the events live in (month closings, the payout
 * ledger, reverse-issued invoices, answered inquiries), records each event once per owner, and sends
 * a message for each new one the owner asked for (my page), through the outbox (messaging.ts).
 * - Only events of the last NOTIFY.windowDays are recorded: a new install or a new owner starts
 *   with the recent month, not four years of history.
 * - A message is news: an event recorded more than NOTIFY.newsHours after it happened (the
 *   notifier was down, a fresh database) is listed in the portal but not sent.
 */
export const NOTIFY = { windowDays: 40, newsHours: 48, everyMs: 5 * 60_000 } as const;

type Out<T extends z.ZodType> = z.input<T>;

interface Event {
  user_seq: number;
  kind: NotificationKind;
  event_key: string;
  params: Record<string, string | number>;
  occurred_at: string;
}

/** What happened between `since` and `now`, per owner (all owners, or one). */
async function eventsBetween(db: Queryable, since: Date, now: Date, userSeq: number | null): Promise<Event[]> {
  const today = seoulDay(now);
  const args = [since.toISOString(), now.toISOString(), userSeq];
  const owner = '($3::int IS NULL OR m.user_seq = $3::int)';
  const [settled, paid, invoices, answered] = await Promise.all([
    // A month settled: the owner's ledger months of a closing (one event per owner and month).
    db.query<Event>(
      `SELECT m.user_seq, 'SETTLED' AS kind, 'SETTLED:' || p.std_month AS event_key,
              jsonb_build_object('std_month', p.std_month, 'settlement', sum(p.settlement)::bigint, 'transfer', sum(p.transfer_amount)::bigint,
                                 'transfer_due', to_char(min(p.transfer_due), 'YYYY-MM-DD')) AS params,
              c.closed_at AS occurred_at
         FROM payouts p JOIN members m USING (member_no) JOIN room_units u ON u.unit_seq = m.unit_seq
         JOIN month_closings c ON c.hotel_seq = u.hotel_seq AND c.std_month = p.std_month
        WHERE c.closed_at > $1 AND c.closed_at <= $2 AND ${owner}
        GROUP BY m.user_seq, p.std_month, c.closed_at`,
      args,
    ),
    // A transfer made: the month's transfers to the owner's accounts, on the day they were paid (10:00 Seoul).
    db.query<Event>(
      `SELECT m.user_seq, 'PAID' AS kind, 'PAID:' || p.std_month AS event_key,
              jsonb_build_object('std_month', p.std_month, 'transfer', sum(p.transfer_amount)::bigint, 'paid_on', to_char(p.paid_on, 'YYYY-MM-DD')) AS params,
              (p.paid_on + time '10:00') AT TIME ZONE 'Asia/Seoul' AS occurred_at
         FROM payouts p JOIN members m USING (member_no)
        WHERE p.paid_on IS NOT NULL AND p.paid_on <= $4::date AND p.transfer_amount > 0 AND ${owner}
          AND (p.paid_on + time '10:00') AT TIME ZONE 'Asia/Seoul' > $1 AND (p.paid_on + time '10:00') AT TIME ZONE 'Asia/Seoul' <= $2
        GROUP BY m.user_seq, p.std_month, p.paid_on`,
      [...args, today],
    ),
    // Invoices awaiting the owner's approval (still requested: an approved one is no longer news).
    db.query<Event>(
      `SELECT m.user_seq, 'INVOICE' AS kind, 'INVOICE:' || t.std_month AS event_key,
              jsonb_build_object('std_month', t.std_month, 'count', count(*)::int, 'total', sum(t.supply_amount + t.vat_amount)::bigint) AS params,
              min(t.requested_at) AS occurred_at
         FROM tax_invoices t JOIN members m USING (member_no)
        WHERE t.status = 'REQUESTED' AND t.requested_at > $1 AND t.requested_at <= $2 AND ${owner}
        GROUP BY m.user_seq, t.std_month`,
      args,
    ),
    // An inquiry answered.
    db.query<Event>(
      `SELECT m.user_seq, 'ANSWERED' AS kind, 'ANSWERED:' || m.voc_seq AS event_key,
              jsonb_build_object('voc_seq', m.voc_seq, 'title', m.title) AS params, m.answered_at AS occurred_at
         FROM member_vocs m
        WHERE m.answered_at IS NOT NULL AND m.deleted_at IS NULL AND m.answered_at > $1 AND m.answered_at <= $2 AND ${owner}`,
      args,
    ),
  ]);
  return [...settled, ...paid, ...invoices, ...answered].map((e) => ({ ...e, occurred_at: new Date(e.occurred_at).toISOString() }));
}

interface Settings {
  email_kinds: NotificationKind[];
  sms_kinds: NotificationKind[];
  lang: string;
}
const DEFAULT_SETTINGS: Settings = { email_kinds: [...NOTIFICATION_KINDS], sms_kinds: [], lang: 'KOR' };

async function settingsOf(db: Queryable, userSeq: number): Promise<Settings & { saved: boolean }> {
  const [row] = await db.query<Settings>('SELECT email_kinds, sms_kinds, lang FROM owner_notification_settings WHERE user_seq = $1', [userSeq]);
  return row ? { ...row, saved: true } : { ...DEFAULT_SETTINGS, saved: false };
}

export interface NotifierCounts {
  recorded: number;
  sent: number;
  failed: number;
}

/**
 * Records what happened and sends the messages asked for. Safe to run in several processes at
 * once: an event is inserted by one of them only (its unique key), and only that one sends it.
 */
export async function runNotifier(db: Db, messenger: Messenger, options: { now?: Date; userSeq?: number; origin: string }): Promise<NotifierCounts> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - NOTIFY.windowDays * 86_400_000);
  const events = await eventsBetween(db, since, now, options.userSeq ?? null);
  const counts: NotifierCounts = { recorded: 0, sent: 0, failed: 0 };
  for (const e of events) {
    const [inserted] = await db.query<{ notification_seq: number }>(
      `INSERT INTO owner_notifications (user_seq, kind, event_key, params, occurred_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_seq, event_key) DO NOTHING RETURNING notification_seq`,
      [e.user_seq, e.kind, e.event_key, JSON.stringify(e.params), e.occurred_at],
    );
    if (!inserted) continue;
    counts.recorded += 1;
    if (now.getTime() - Date.parse(e.occurred_at) > NOTIFY.newsHours * 3_600_000) continue;
    try {
      const sentBy = await deliver(db, messenger, e, options.origin);
      if (sentBy) {
        counts.sent += 1;
        await db.query('UPDATE owner_notifications SET sent_by = $2 WHERE notification_seq = $1', [inserted.notification_seq, sentBy]);
      }
    } catch (err) {
      // Recorded all the same: the owner sees it in the portal; the message is not tried again.
      counts.failed += 1;
      log.error('a notification message could not be sent', { kind: e.kind, ...errorFields(err) });
    }
  }
  return counts;
}

/** Sends an event's message by the owner's chosen ways; returns them ('email', 'sms', 'email,sms') or null. */
async function deliver(db: Queryable, messenger: Messenger, e: Event, origin: string): Promise<string | null> {
  const settings = await settingsOf(db, e.user_seq);
  const [user] = await db.query<{ email: string | null; phone: string | null; user_name: string }>('SELECT email, phone, user_name FROM users WHERE user_seq = $1', [e.user_seq]);
  if (!user) return null;
  const ways: string[] = [];
  const message = await notificationMessage({ kind: e.kind, params: e.params, langType: settings.lang, name: user.user_name, origin });
  if (settings.email_kinds.includes(e.kind) && user.email) {
    await messenger.email(user.email, message.subject, message.text);
    ways.push('email');
  }
  if (settings.sms_kinds.includes(e.kind) && user.phone) {
    // The gateway takes digits only (as the site's texts are sent).
    await messenger.sms(user.phone.replace(/\D/g, ''), message.sms);
    ways.push('sms');
  }
  return ways.length > 0 ? ways.join(',') : null;
}

/** Runs the notifier every few minutes (and soon after start) in the API process; stops with it. */
export function scheduleNotifier(db: Db, messenger: Messenger, origin: string, everyMs: number = NOTIFY.everyMs, firstAfterMs = 2_000): { stop(): void } {
  return scheduleJob('notifier', async () => {
    const counts = await runNotifier(db, messenger, { origin });
    if (counts.recorded > 0) log.info('notifier: new owner notifications', { ...counts });
  }, everyMs, firstAfterMs);
}

// --- the owner's calls ---

type Row = { notification_seq: number; kind: NotificationKind; params: Record<string, string | number>; occurred_at: Date | string; read_at: Date | string | null };
const iso = (v: Date | string) => new Date(v).toISOString();

/** The owner's notifications, newest first, with how many are unread. */
export async function notificationList(db: Db, owner: OwnerScope, body: S.NotificationListBody, origin: string, messenger: Messenger): Promise<Out<typeof S.notificationListResult>> {
  checkProperty(owner, body);
  // The owner's own events are looked for now too, so that the list never waits for the next run.
  await runNotifier(db, messenger, { userSeq: owner.userSeq, origin });
  const limit = body.page_size;
  const offset = (body.page - 1) * body.page_size;
  const [rows, [counts]] = await Promise.all([
    db.query<Row>(
      `SELECT notification_seq, kind, params, occurred_at, read_at FROM owner_notifications
        WHERE user_seq = $1 AND ($2::boolean IS FALSE OR read_at IS NULL)
        ORDER BY occurred_at DESC, notification_seq DESC LIMIT $3 OFFSET $4`,
      [owner.userSeq, body.unread_only, limit, offset],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM owner_notifications WHERE user_seq = $1`,
      [owner.userSeq],
    ),
  ]);
  return {
    data: rows.map((r) => ({ notification_seq: r.notification_seq, kind: r.kind, params: r.params, occurred_at: iso(r.occurred_at), read: r.read_at !== null })),
    unread_count: counts?.unread ?? 0,
    total_count: body.unread_only ? (counts?.unread ?? 0) : (counts?.total ?? 0),
    page: body.page,
    page_size: body.page_size,
  };
}

/** Marks some (or all) of the owner's notifications read; another owner's numbers are refused. */
export async function notificationRead(db: Db, owner: OwnerScope, body: S.NotificationReadBody): Promise<Out<typeof S.notificationReadResult>> {
  checkProperty(owner, body);
  if (body.notification_seq_list) {
    const found = await db.query<{ notification_seq: number }>('SELECT notification_seq FROM owner_notifications WHERE user_seq = $1 AND notification_seq = ANY($2::int[])', [owner.userSeq, body.notification_seq_list]);
    const mine = new Set(found.map((r) => r.notification_seq));
    const foreign = body.notification_seq_list.find((seq) => !mine.has(seq));
    if (foreign !== undefined) throw new AppError('E404', `Notification ${foreign} was not found among yours.`);
  }
  const marked = await db.query(
    `UPDATE owner_notifications SET read_at = now() WHERE user_seq = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR notification_seq = ANY($2::int[])) RETURNING 1`,
    [owner.userSeq, body.notification_seq_list ?? null],
  );
  const [counts] = await db.query<{ unread: number }>('SELECT count(*)::int AS unread FROM owner_notifications WHERE user_seq = $1 AND read_at IS NULL', [owner.userSeq]);
  return { data: { marked: marked.length, unread_count: counts?.unread ?? 0 } };
}

export async function notificationSettings(db: Db, owner: OwnerScope, body: { hotel_seq: number | null }): Promise<Out<typeof S.notificationSettingsResult>> {
  checkProperty(owner, body);
  const [settings, [user]] = await Promise.all([
    settingsOf(db, owner.userSeq),
    db.query<{ email: string | null; phone: string | null }>('SELECT email, phone FROM users WHERE user_seq = $1', [owner.userSeq]),
  ]);
  return { data: { email_kinds: settings.email_kinds, sms_kinds: settings.sms_kinds, lang_type: settings.lang, saved: settings.saved, has_email: Boolean(user?.email), has_phone: Boolean(user?.phone) } };
}

export async function notificationSettingsUpdate(db: Db, owner: OwnerScope, body: S.NotificationSettingsUpdateBody): Promise<Out<typeof S.notificationSettingsResult>> {
  checkProperty(owner, body);
  await db.query(
    `INSERT INTO owner_notification_settings (user_seq, email_kinds, sms_kinds, lang, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (user_seq) DO UPDATE SET email_kinds = EXCLUDED.email_kinds, sms_kinds = EXCLUDED.sms_kinds, lang = EXCLUDED.lang, updated_at = now()`,
    [owner.userSeq, body.email_kinds, body.sms_kinds, body.lang_type],
  );
  return notificationSettings(db, owner, body);
}

/**
 * The owner approves the reverse-issued invoices of a settled month (역발행: the operator drafts,
 * the supplier approves, then it is issued to the NTS). Those awaiting approval are issued today
 * (Seoul) and the month's notification is read. Idempotent: a month already approved answers what
 * was issued (approved: [], a retry or a second tab); a month not settled yet is refused (409).
 */
export async function taxApprove(db: Db, owner: OwnerScope, body: z.output<typeof S.taxApproveBody>): Promise<Out<typeof S.taxApproveResult>> {
  const wanted = memberNosOf(owner, body);
  const today = seoulDay();
  return db.transaction(async (tx) => {
    const invoices = await tx.query<{ member_no: string; status: string; issue_date: string | null; nts_approval_no: string | null }>(
      "SELECT member_no, status, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, nts_approval_no FROM tax_invoices WHERE std_month = $1 AND member_no = ANY($2::text[]) AND status IN ('REQUESTED', 'ISSUED') ORDER BY member_no FOR UPDATE",
      [body.std_month, wanted],
    );
    if (invoices.length === 0) {
      const month = `${body.std_month.slice(0, 4)}.${body.std_month.slice(4)}`;
      throw new AppError('E409', `No invoice of ${month} can be approved: the month is not settled yet (its invoices are drafts until then).`);
    }
    const approved = [];
    for (const w of invoices.filter((i) => i.status === 'REQUESTED')) {
      const approval = `${today.replace(/-/g, '')}-41000000-${crypto.randomBytes(4).toString('hex')}`;
      await tx.query("UPDATE tax_invoices SET status = 'ISSUED', issue_date = $3, nts_approval_no = $4, approved_at = now() WHERE member_no = $1 AND std_month = $2", [w.member_no, body.std_month, today, approval]);
      approved.push({ member_no: w.member_no, std_month: body.std_month, issue_date: today, nts_approval_no: approval });
    }
    const [left] = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tax_invoices WHERE std_month = $1 AND member_no = ANY($2::text[]) AND status = 'REQUESTED'",
      [body.std_month, owner.memberNos],
    );
    if (left?.n === 0) {
      await tx.query('UPDATE owner_notifications SET read_at = now() WHERE user_seq = $1 AND event_key = $2 AND read_at IS NULL', [owner.userSeq, `INVOICE:${body.std_month}`]);
    }
    const issued = invoices.filter((i) => i.status === 'ISSUED').map((i) => ({ member_no: i.member_no, std_month: body.std_month, issue_date: i.issue_date!, nts_approval_no: i.nts_approval_no! }));
    return { data: { approved, already_issued: issued } };
  });
}
