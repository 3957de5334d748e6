import { formatDate } from '@raon/design-system';
import { useSnapshot } from 'valtio/react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMemberStore } from '../stores/context.tsx';
import * as s from './reports.css.ts';

/** Today in Seoul as yyyy-mm-dd (one clock: business dates are Asia/Seoul). */
const seoulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The head of a printed statement (print.css shows it in print only): the report, the owner and
 * their member numbers, the period and the day it was printed.
 */
export function PrintHeader({ title, period }: { title: string; period: string }) {
  const { t } = useTranslation('reports');
  const member = useSnapshot(useMemberStore());
  return (
    <div className={s.printHeader} data-print="only" data-testid="print-header">
      <p className={s.printTitle}>{title}</p>
      <p>{t('printedFor', { name: member.user_name, members: member.member_no_list.join(', ') })}</p>
      <p>{t('printedPeriod', { period })}</p>
      <p>{t('printedAt', { date: formatDate(seoulToday()) })}</p>
    </div>
  );
}
