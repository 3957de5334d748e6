import { CostChart, type CostLine } from '@raon/design-system';
import { costLineKeys } from '../../../contracts/lines.ts';
import type { MemberResult } from '../../../contracts/member.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Call } from '../calls/calls.tsx';
import { renderSlotError, SlotLoading } from '../components/SlotStates.tsx';
import { PrintButton } from '../reports/ReportActions.tsx';
import { PrintHeader } from '../reports/PrintHeader.tsx';
import { ReportEmpty, ReportFrame, ReportToolbar, type ReportContext } from '../reports/ReportFrame.tsx';
import { YearLines } from '../reports/YearLines.tsx';
import { pairMonths } from '../reports/yearLines.ts';

type Costs = MemberResult<'home/cost/detail'>['data'];

/** Cost status (issue 12, point 2): the twelve cost lines by month, each beside the same month a year before. */
export default function Cost() {
  const { t } = useTranslation('reports');
  return (
    <ReportFrame title={t('cost.title')} intro={t('cost.intro')} testId="report-cost">
      {(ctx) => <CostReport ctx={ctx} />}
    </ReportFrame>
  );
}

function CostReport({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('reports');
  const previousYear = String(ctx.chosen.year - 1);
  return (
    <>
      <ReportToolbar ctx={ctx} showMonth={false}>
        <PrintButton />
      </ReportToolbar>
      <PrintHeader title={t('cost.title')} period={t('lines.printPeriod', { year: ctx.chosen.year })} memberNo={null} />
      <Call spec={{ kind: 'member', path: 'home/cost/detail' }} slot="cost/current" body={{ ...ctx.base, target_year: ctx.targetYear }} fallback={<SlotLoading size="xl" />} renderError={renderSlotError}>
        {(current: { data: Costs }) =>
          current.data.rows.length === 0 ? (
            <ReportEmpty ctx={ctx} />
          ) : (
            <Call spec={{ kind: 'member', path: 'home/cost/detail' }} slot="cost/previous" body={{ ...ctx.base, target_year: previousYear }} fallback={<SlotLoading size="xl" />} renderError={renderSlotError}>
              {(previous: { data: Costs }) => (
                <YearLines
                  ctx={ctx}
                  kind="cost"
                  keys={costLineKeys}
                  lineLabel={(key) => t(`ui:charts.cost.${key}`)}
                  rows={pairMonths(costLineKeys, current.data.rows, previous.data.rows)}
                  chart={<CostLinesChart ctx={ctx} rows={current.data.rows} />}
                />
              )}
            </Call>
          )
        }
      </Call>
    </>
  );
}

function CostLinesChart({ ctx, rows }: { ctx: ReportContext; rows: Costs['rows'] }) {
  const { t } = useTranslation('ui');
  const lineLabels = Object.fromEntries(costLineKeys.map((k) => [k, t(`charts.cost.${k}`)])) as Record<CostLine, string>;
  return (
    <CostChart
      data={rows}
      view="totals"
      lineLabels={lineLabels}
      othersLabel={t('charts.cost.others')}
      labels={{ line: t('charts.cost.line'), total: t('charts.total') }}
      title={t('charts.cost.titleTotals').replace('{year}', String(ctx.chosen.year))}
      summary={t('charts.cost.summaryTotals')}
      tableUnit={t('charts.unitWon')}
      tableLabel={t('charts.tableLabel')}
      emptyLabel={t('charts.empty')}
    />
  );
}
