-- Owner notifications (issue 28, point 3): what happened to an owner's money and questions, kept
-- per owner with the moment it was read. One row per (owner, event): the event's key makes the
-- notifier idempotent, so any number of API processes may run it at once and each event is
-- recorded, and its message sent, exactly once (INSERT … ON CONFLICT DO NOTHING RETURNING).
--   SETTLED   a month of the owner's property was settled (month_closings)
--   PAID      a month's transfer reached the owner's account (payouts.paid_on)
--   INVOICE   a reverse-issued tax invoice awaits the owner's approval (tax_invoices REQUESTED)
--   ANSWERED  an inquiry of the owner was answered (member_vocs.answered_at)
CREATE TABLE owner_notifications (
  notification_seq serial PRIMARY KEY,
  user_seq    integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('SETTLED', 'PAID', 'INVOICE', 'ANSWERED')),
  event_key   text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}',
  occurred_at timestamptz NOT NULL,
  read_at     timestamptz,
  -- How the message went out: 'email', 'sms', both comma-separated, or null (not sent: the owner
  -- did not ask for it, or the event was found too late to be news).
  sent_by     text,
  UNIQUE (user_seq, event_key)
);
CREATE INDEX owner_notifications_user_idx ON owner_notifications (user_seq, occurred_at DESC);
CREATE INDEX owner_notifications_unread_idx ON owner_notifications (user_seq) WHERE read_at IS NULL;

-- What the owner wants as a message besides the portal's list (my page). No row: every kind by
-- e-mail, none by SMS. lang: the language of the messages (a lang_type, the portal's when saved).
CREATE TABLE owner_notification_settings (
  user_seq    integer PRIMARY KEY REFERENCES users (user_seq) ON DELETE CASCADE,
  email_kinds text[] NOT NULL CHECK (email_kinds <@ ARRAY['SETTLED', 'PAID', 'INVOICE', 'ANSWERED']),
  sms_kinds   text[] NOT NULL CHECK (sms_kinds <@ ARRAY['SETTLED', 'PAID', 'INVOICE', 'ANSWERED']),
  lang        text NOT NULL DEFAULT 'KOR',
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- A reverse-issued invoice (역발행) is requested by the operator when the month is settled and
-- issued to the NTS once the owner, its supplier, approves it.
ALTER TABLE tax_invoices DROP CONSTRAINT tax_invoices_status_check;
ALTER TABLE tax_invoices ADD CONSTRAINT tax_invoices_status_check CHECK (status IN ('DRAFT', 'REQUESTED', 'ISSUED'));
ALTER TABLE tax_invoices ADD COLUMN requested_at timestamptz;
ALTER TABLE tax_invoices ADD COLUMN approved_at timestamptz;
