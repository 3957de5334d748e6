import { SalesChart } from '@raon/design-system';
import { useNavigate } from 'react-router';
import { revenueLineKeys } from '../../contracts/lines.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { chartCommon, fillTemplate, partialMonthLabels, revenueLineLabels } from '../components/chartText.ts';
import { PartialNote } from '../components/PartialNote.tsx';
import { ReportFrame } from '../reports/ReportFrame.tsx';
import { YearLinesReport } from '../reports/YearLines.tsx';
import { useSnapshot } from 'valtio/react';
import { useCompactWon, useMemberStore } from '../stores/context.tsx';
import * as s from '../reports/reports.css.ts';
import { monthAddress } from '../stores/chosenMonth.ts';

/** Revenue status (issue 12, point 2): room, F&B, facility and other revenue by month, each beside the same month a year before. */
export default function Revenue() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const compact = useCompactWon();
  const partial = partialMonthLabels(t, useSnapshot(useMemberStore()).today);
  return (
    <ReportFrame title={t('revenue.title')} intro={t('revenue.intro')} testId="report-revenue">
      {(ctx) => (
        <YearLinesReport
          ctx={ctx}
          kind="revenue"
          path="home/sales/info"
          keys={revenueLineKeys}
          lineLabel={(key) => t(`ui:charts.sales.${key}`)}
          // A month's room revenue opens its days: the operation status of that month.
          drill={{
            key: 'room',
            open: (stdMonth) => {
              const month = { year: Number(stdMonth.slice(0, 4)), month: Number(stdMonth.slice(4, 6)) };
              ctx.setChosen(month);
              void navigate(monthAddress('/member/operation', month));
            },
            label: (month) => t('revenue.drill', { month }),
          }}
          chart={(rows) => (
            <>
              <SalesChart
                data={rows}
                lineLabels={revenueLineLabels(t)}
                labels={{ month: t('ui:charts.month'), total: t('ui:charts.total') }}
                title={fillTemplate(t('ui:charts.sales.title'), { year: ctx.chosen.year })}
                summary={t('ui:charts.sales.summary')}
                tableUnit={t('ui:charts.unitWon')}
                formatLabel={partial.label}
                formatTick={partial.label}
                formatAmount={compact}
                {...chartCommon(t)}
              />
              <PartialNote text={partial.note(String(ctx.chosen.year))} className={s.text} />
            </>
          )}
        />
      )}
    </ReportFrame>
  );
}
