import { formatDate } from '@raon/design-system';
import { useSnapshot } from 'valtio/react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { seoulToday } from '../dates.ts';
import { useMemberStore } from '../stores/context.tsx';
import * as s from './reports.css.ts';


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
