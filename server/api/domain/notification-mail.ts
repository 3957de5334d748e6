import { notificationHref, notificationValues, type NotificationKind } from '../../../contracts/notifications.ts';
import { mailTranslator } from './voc-mail.ts';

export interface NotificationMessageInput {
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** The owner's chosen language for messages (a lang_type; Korean for anything unknown). */
  langType: string;
  name: string;
  /** The site's origin, for the portal link. */
  origin: string;
}

/**
 * An owner notification as an e-mail (subject and plain text) and a text message, in the owner's
 * language (locales/<locale>/mail.json `notification`; the values as contracts/notifications.ts
 * writes them, the same as the portal's list).
 */
export async function notificationMessage(m: NotificationMessageInput): Promise<{ subject: string; text: string; sms: string }> {
  const t = await mailTranslator(m.langType);
  const values = notificationValues(m.params);
  const url = `${m.origin}${notificationHref(m.kind, m.params)}`;
  const body = t(`notification.text.${m.kind}`, values);
  const text = [
    t('notification.greeting', { name: m.name }),
    '',
    body,
    '',
    t('notification.open', { url }),
    '',
    t('notification.settings'),
    t('receipt.signature'),
  ].join('\n');
  return { subject: t(`notification.subject.${m.kind}`, values), text, sms: `[${t('notification.brand')}] ${body} ${url}` };
}
