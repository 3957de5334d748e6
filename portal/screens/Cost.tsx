import { CostChart } from '@raon/design-system';
import { costLineKeys } from '../../contracts/lines.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { chartCommon, costLineLabels, fillTemplate } from '../components/chartText.ts';
import { ReportFrame } from '../reports/ReportFrame.tsx';
import { YearLinesReport } from '../reports/YearLines.tsx';
import { useCompactWon } from '../stores/context.tsx';

/** Cost status (issue 12, point 2): the twelve cost lines by month, each beside the same month a year before. */
export default function Cost() {
  const { t } = useTranslation('reports');
  const compact = useCompactWon();
  return (
    // The hotel's utilities and FF&E reserve are not the unit's maintenance fee (issue 28): the intro says so.
    <ReportFrame title={t('cost.title')} intro={`${t('cost.intro')} ${t('cost.apart')}`} testId="report-cost">
      {(ctx) => (
        <YearLinesReport
          ctx={ctx}
          kind="cost"
          path="home/cost/detail"
          keys={costLineKeys}
          lineLabel={(key) => t(`ui:charts.cost.${key}`)}
          chart={(rows) => (
            <CostChart
              data={rows}
              view="totals"
              lineLabels={costLineLabels(t)}
              othersLabel={t('ui:charts.cost.others')}
              labels={{ line: t('ui:charts.cost.line'), total: t('ui:charts.total') }}
              title={fillTemplate(t('ui:charts.cost.titleTotals'), { year: ctx.chosen.year })}
              summary={t('ui:charts.cost.summaryTotals')}
              tableUnit={t('ui:charts.unitWon')}
              formatAmount={compact}
              {...chartCommon(t)}
            />
          )}
        />
      )}
    </ReportFrame>
  );
}
