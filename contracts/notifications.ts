import { z } from 'zod';

/**
 * What an owner is told about (issue 28, point 3): a month settled, a transfer made, a
 * reverse-issued invoice awaiting approval, an inquiry answered. The portal lists them with an
 * unread count; the owner chooses in my page which also come as an e-mail or a text message.
 */
export const NOTIFICATION_KINDS = ['SETTLED', 'PAID', 'INVOICE', 'ANSWERED'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** The screen an owner opens from a notification (the month it is about in the address). */
export function notificationHref(kind: NotificationKind, params: Record<string, string | number>): string {
  const month = typeof params.std_month === 'string' ? `${params.std_month.slice(0, 4)}-${params.std_month.slice(4, 6)}` : null;
  switch (kind) {
    case 'SETTLED':
      return month ? `/member/income?ym=${month}` : '/member/income';
    case 'PAID':
      return month ? `/member/mypage?tab=earnings&ym=${month}` : '/member/mypage?tab=earnings';
    case 'INVOICE':
      return month ? `/member/mypage?tab=tax&ym=${month}` : '/member/mypage?tab=tax';
    case 'ANSWERED':
      return typeof params.voc_seq === 'number' ? `/member/board/voc/${params.voc_seq}` : '/member/board?tab=voc';
  }
}

const grouped = new Intl.NumberFormat('en-US');
const dotted = (date: unknown) => (typeof date === 'string' ? date.replace(/-/g, '.') : '');
const money = (v: unknown) => (typeof v === 'number' ? grouped.format(v) : typeof v === 'string' && /^-?\d+$/.test(v) ? grouped.format(Number(v)) : '');

/**
 * A notification's values as its text shows them, the same in the portal and in the messages:
 * months 2026.10, days 2026.11.25, won amounts grouped by thousands (the text adds 원 or KRW).
 */
export function notificationValues(params: Record<string, string | number>): Record<string, string | number> {
  const month = typeof params.std_month === 'string' ? `${params.std_month.slice(0, 4)}.${params.std_month.slice(4, 6)}` : '';
  return {
    month,
    settlement: money(params.settlement),
    transfer: money(params.transfer),
    total: money(params.total),
    due: dotted(params.transfer_due),
    paidOn: dotted(params.paid_on),
    count: typeof params.count === 'number' ? params.count : 0,
    title: typeof params.title === 'string' ? params.title : '',
  };
}
