import { useState, type FormEvent } from 'react';
import type { MemberResult } from '../../contracts/member.ts';
import { NOTIFICATION_KINDS, notificationHref, notificationValues, type NotificationKind } from '../../contracts/notifications.ts';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { languages } from '../../locales/languages.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Card } from '../calls/Card.tsx';
import { memberQuery, useSendMember, type BaseParams, type Failure } from '../calls/queries.ts';
import { failureReason, SlotLoading } from '../components/SlotStates.tsx';
import * as p from '../portal.css.ts';
import type { ReportContext } from '../reports/ReportFrame.tsx';
import * as r from '../reports/reports.css.ts';
import { toast } from '../toast.ts';
import * as f from './forms.css.ts';
import * as n from './notifications.css.ts';

/** How many notifications the list shows (40 days of events: a month's four kinds and the answers). */
const PAGE_SIZE = 50;
type Notification = MemberResult<'notification/list'>['data'][number];
type Settings = MemberResult<'notification/settings'>['data'];

/** A failed write in the owner's language, with its code for the help desk (never the API's English text). */
function useFailureText() {
  const { t } = useTranslation('member');
  return (failure: Failure) => `${t('slot.error')} ${t(`slot.reasons.${failureReason(failure)}`)} (${failure.code})`;
}

/**
 * My page → notifications (issue 28, point 3): what happened to the owner's months, transfers,
 * invoices and inquiries, newest first, unread ones marked; opening one reads it. Below, which of
 * them also come by e-mail or text message.
 */
export function Notifications({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  return (
    <>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="notifications-title" data-testid="notifications">
        <h2 id="notifications-title" className={r.sectionTitle}>
          {t('notifications.title')}
        </h2>
        <p className={r.intro}>{t('notifications.intro')}</p>
        <Card query={memberQuery('notification/list', { ...ctx.base, page: 1, page_size: PAGE_SIZE, unread_only: false })} fallback={<SlotLoading size="lg" />}>
          {(result) => <NotificationList rows={result.data} unread={result.unread_count} base={ctx.base} />}
        </Card>
      </section>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="notification-settings" data-testid="notification-settings">
        <h2 id="notification-settings" className={r.sectionTitle}>
          {t('notifications.settingsTitle')}
        </h2>
        <p className={r.intro}>{t('notifications.settingsIntro')}</p>
        <Card query={memberQuery('notification/settings', ctx.base)} fallback={<SlotLoading size="sm" />}>
          {(result) => <SettingsForm key={JSON.stringify(result.data)} saved={result.data} base={ctx.base} />}
        </Card>
      </section>
    </>
  );
}

function NotificationList({ rows, unread, base }: { rows: readonly Notification[]; unread: number; base: BaseParams }) {
  const { t } = useTranslation('member');
  const send = useSendMember();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const markAll = async () => {
    setFailure(null);
    const result = await send('notification/read', { ...base });
    if (result.ok) toast(t('notifications.markedAll'), 'success');
    else setFailure(failureText(result));
  };
  if (rows.length === 0) return <p className={r.intro}>{t('notifications.empty')}</p>;
  return (
    <>
      <div className={f.actions}>
        <p className={n.count} data-testid="notifications-unread" aria-live="polite">
          {t('notifications.unreadCount', { count: unread })}
        </p>
        {unread > 0 ? (
          <button type="button" className={p.button} onClick={() => void markAll()} data-testid="notifications-read-all">
            {t('notifications.markAll')}
          </button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={f.error}>
          {failure}
        </p>
      ) : null}
      <ul className={n.list} aria-label={t('notifications.title')}>
        {rows.map((row) => (
          <li key={row.notification_seq} className={n.item} data-kind={row.kind} data-read={row.read} data-testid="notification">
            <p className={n.head}>
              <span className={n.kind}>{t(`notifications.kinds.${row.kind}`)}</span>
              {row.read ? null : <span className={`${f.badge} ${f.badgeTone.working}`}>{t('notifications.unread')}</span>}
              <time className={n.date} dateTime={row.occurred_at}>
                {seoulDay(Date.parse(row.occurred_at)).replace(/-/g, '.')}
              </time>
            </p>
            <p className={row.read ? n.text : `${n.text} ${n.unreadText}`}>{t(`notifications.text.${row.kind}`, notificationValues(row.params))}</p>
            <a
              className={r.drill}
              href={notificationHref(row.kind, row.params)}
              onClick={() => {
                // Opening it reads it; the portal's router goes on to the screen meanwhile.
                if (!row.read) void send('notification/read', { ...base, notification_seq_list: [row.notification_seq] });
              }}
            >
              {t('notifications.open')}
              <span className={p.visuallyHidden}> {t(`notifications.kinds.${row.kind}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function SettingsForm({ saved, base }: { saved: Settings; base: BaseParams }) {
  const { t } = useTranslation('member');
  const send = useSendMember();
  const failureText = useFailureText();
  const [email, setEmail] = useState<ReadonlySet<NotificationKind>>(new Set(saved.email_kinds));
  const [sms, setSms] = useState<ReadonlySet<NotificationKind>>(new Set(saved.sms_kinds));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const language = languages.find((l) => l.langType === base.lang_type)?.name ?? base.lang_type;
  const toggle = (set: ReadonlySet<NotificationKind>, kind: NotificationKind, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(kind);
    else next.delete(kind);
    return next;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const order = (set: ReadonlySet<NotificationKind>) => NOTIFICATION_KINDS.filter((k) => set.has(k));
    const result = await send('notification/settings/update', { ...base, email_kinds: order(email), sms_kinds: order(sms) });
    setBusy(false);
    if (result.ok) toast(t('notifications.saved'), 'success');
    else setFailure(failureText(result));
  };
  return (
    <form className={f.form} onSubmit={(e) => void submit(e)} aria-busy={busy} aria-labelledby="notification-settings">
      {saved.saved ? null : <p className={f.hint}>{t('notifications.defaults')}</p>}
      <table className={n.table}>
        <thead>
          <tr>
            <th scope="col">{t('notifications.kind')}</th>
            <th scope="col">{t('notifications.email')}</th>
            <th scope="col">{t('notifications.sms')}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} data-kind={kind}>
              <th scope="row" id={`notify-${kind}`}>
                {t(`notifications.kinds.${kind}`)}
              </th>
              <td>
                <input
                  type="checkbox"
                  className={n.check}
                  aria-label={`${t(`notifications.kinds.${kind}`)}: ${t('notifications.email')}`}
                  checked={email.has(kind)}
                  disabled={!saved.has_email}
                  onChange={(e) => setEmail(toggle(email, kind, e.target.checked))}
                  data-testid={`notify-email-${kind}`}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  className={n.check}
                  aria-label={`${t(`notifications.kinds.${kind}`)}: ${t('notifications.sms')}`}
                  checked={sms.has(kind)}
                  disabled={!saved.has_phone}
                  onChange={(e) => setSms(toggle(sms, kind, e.target.checked))}
                  data-testid={`notify-sms-${kind}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {saved.has_email ? null : <p className={f.hint}>{t('notifications.noEmail')}</p>}
      {saved.has_phone ? null : <p className={f.hint}>{t('notifications.noPhone')}</p>}
      <p className={f.hint}>{t('notifications.language', { language })}</p>
      {failure ? (
        <p role="alert" className={f.error}>
          {failure}
        </p>
      ) : null}
      <div className={f.actions}>
        <button type="submit" className={p.button} disabled={busy} data-testid="notification-settings-save">
          {t('notifications.save')}
        </button>
      </div>
    </form>
  );
}
