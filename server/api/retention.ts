import type { Db } from '../db/index.ts';
import { log } from '../lib/logger.ts';
import { scheduleJob } from './schedule.ts';

/**
 * Personal data is destroyed once its purpose is met (PIPA art. 21; issue 11, point 9;
 * docs/decisions.md "Retention"):
 * - SMS verifications: 24 hours after they were made (a code lasts 10 minutes, a proof 30);
 * - outbox messages (codes, receipts: phone numbers and e-mail addresses): 30 days;
 * - inquiries (VOC) on their retain_until date (3 years, Seoul calendar), with their attachments;
 * - owner inquiries the owner withdrew, with their attachments, a week after the withdrawal
 *   (issue 25, point 8: the files stopped being downloadable at the withdrawal already);
 * - revoked tokens once they would have expired anyway.
 */
export const RETENTION = {
  verificationHours: 24,
  outboxDays: 30,
  /**
   * A withdrawn owner inquiry stays this long, out of the owner's sight, so that the back office can
   * see what left its queue (one it had taken up, or one an owner asks about), then goes.
   */
  withdrawnDays: 7,
} as const;
const BATCH = 500;

export interface RetentionCounts {
  verifications: number;
  outbox: number;
  inquiries: number;
  attachments: number;
  withdrawnInquiries: number;
  withdrawnAttachments: number;
  revokedTokens: number;
}

/**
 * Deletes, in batches, what is past its retention; returns how many rows of each went. Time is the
 * database's now() (timestamptz), or `now` when given (tests); an inquiry's retain_until is a Seoul
 * calendar date, kept through that whole day.
 */
export async function runRetention(db: Db, now?: Date): Promise<RetentionCounts> {
  const counts: RetentionCounts = { verifications: 0, outbox: 0, inquiries: 0, attachments: 0, withdrawnInquiries: 0, withdrawnAttachments: 0, revokedTokens: 0 };
  // $1 of every statement: the moment retention is measured from.
  const at = now ?? null;
  const clock = 'COALESCE($1::timestamptz, now())';
  const batches = async (sql: string, params: unknown[]): Promise<number> => {
    let total = 0;
    for (;;) {
      const rows = await db.query(sql, [at, ...params, BATCH]);
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  };
  counts.verifications = await batches(
    `DELETE FROM sms_verifications WHERE verification_seq IN (SELECT verification_seq FROM sms_verifications WHERE created_at < ${clock} - make_interval(hours => $2) LIMIT $3) RETURNING 1`,
    [RETENTION.verificationHours],
  );
  counts.outbox = await batches(`DELETE FROM outbox WHERE message_seq IN (SELECT message_seq FROM outbox WHERE created_at < ${clock} - make_interval(days => $2) LIMIT $3) RETURNING 1`, [RETENTION.outboxDays]);
  // An inquiry and its attachments go together, in one transaction per batch.
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const vocs = await tx.query<{ voc_seq: number }>(`SELECT voc_seq FROM vocs WHERE retain_until < (${clock} AT TIME ZONE 'Asia/Seoul')::date ORDER BY voc_seq LIMIT $2 FOR UPDATE`, [at, BATCH]);
      if (vocs.length === 0) return 0;
      const ids = vocs.map((v) => v.voc_seq);
      const files = await tx.query<{ file_seq: number }>('DELETE FROM voc_attachments WHERE voc_seq = ANY($1::int[]) RETURNING file_seq', [ids]);
      if (files.length > 0) await tx.query("DELETE FROM files WHERE file_seq = ANY($1::int[]) AND visibility = 'private'", [files.map((f) => f.file_seq)]);
      await tx.query('DELETE FROM vocs WHERE voc_seq = ANY($1::int[])', [ids]);
      counts.attachments += files.length;
      return vocs.length;
    });
    counts.inquiries += done;
    if (done < BATCH) break;
  }
  // A withdrawn owner inquiry and its files, likewise (issue 25, point 8). Its files were made
  // private at the withdrawal; none is public, so the content version does not move.
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const vocs = await tx.query<{ voc_seq: number }>(
        `SELECT voc_seq FROM member_vocs WHERE deleted_at < ${clock} - make_interval(days => $2) ORDER BY voc_seq LIMIT $3 FOR UPDATE`,
        [at, RETENTION.withdrawnDays, BATCH],
      );
      if (vocs.length === 0) return 0;
      const ids = vocs.map((v) => v.voc_seq);
      const files = await tx.query<{ file_seq: number }>('DELETE FROM member_voc_attachments WHERE voc_seq = ANY($1::int[]) RETURNING file_seq', [ids]);
      if (files.length > 0) await tx.query("DELETE FROM files WHERE file_seq = ANY($1::int[]) AND visibility <> 'public'", [files.map((f) => f.file_seq)]);
      await tx.query('DELETE FROM member_vocs WHERE voc_seq = ANY($1::int[])', [ids]);
      counts.withdrawnAttachments += files.length;
      return vocs.length;
    });
    counts.withdrawnInquiries += done;
    if (done < BATCH) break;
  }
  counts.revokedTokens = await batches(`DELETE FROM revoked_tokens WHERE jti IN (SELECT jti FROM revoked_tokens WHERE expires_at < ${clock} LIMIT $2) RETURNING 1`, []);
  return counts;
}

/** Runs the retention shortly after start and then every `everyMs`; stop() ends it. */
export function scheduleRetention(db: Db, everyMs = 60 * 60_000, firstAfterMs = 10_000): { stop(): void } {
  return scheduleJob('retention', async () => {
    const counts = await runRetention(db);
    if (Object.values(counts).some((n) => n > 0)) log.info('retention: deleted what was past its retention', { ...counts });
  }, everyMs, firstAfterMs);
}
