import { SalesChart, type RevenueLine } from '@raon/design-system';
import { useNavigate } from 'react-router';
import { revenueLineKeys } from '../../../contracts/lines.ts';
import type { MemberResult } from '../../../contracts/member.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Call } from '../calls/calls.tsx';
import { renderSlotError, SlotLoading } from '../components/SlotStates.tsx';
import { PrintButton } from '../reports/ReportActions.tsx';
import { PrintHeader } from '../reports/PrintHeader.tsx';
import { ReportEmpty, ReportFrame, ReportToolbar, type ReportContext } from '../reports/ReportFrame.tsx';
import { YearLines } from '../reports/YearLines.tsx';
import { pairMonths } from '../reports/yearLines.ts';

type Sales = MemberResult<'home/sales/info'>['data'];

/** Revenue status (issue 12, point 2): room, F&B, facility and other revenue by month, each beside the same month a year before. */
export default function Revenue() {
  const { t } = useTranslation('reports');
  return (
    <ReportFrame title={t('revenue.title')} intro={t('revenue.intro')} testId="report-revenue">
      {(ctx) => <RevenueReport ctx={ctx} />}
    </ReportFrame>
  );
}

function RevenueReport({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const previousYear = String(ctx.chosen.year - 1);
  // A month's room revenue opens its days: the operation status of that month.
  const openDays = (stdMonth: string) => {
    ctx.setChosen({ year: Number(stdMonth.slice(0, 4)), month: Number(stdMonth.slice(4, 6)) });
    void navigate('/member/operation');
  };
  return (
    <>
      <ReportToolbar ctx={ctx} showMonth={false}>
        <PrintButton />
      </ReportToolbar>
      <PrintHeader title={t('revenue.title')} period={t('lines.printPeriod', { year: ctx.chosen.year })} memberNo={null} />
      <Call spec={{ kind: 'member', path: 'home/sales/info' }} slot="revenue/current" body={{ ...ctx.base, target_year: ctx.targetYear }} fallback={<SlotLoading size="xl" />} renderError={renderSlotError}>
        {(current: { data: Sales }) =>
          current.data.rows.length === 0 ? (
            <ReportEmpty ctx={ctx} />
          ) : (
            <Call spec={{ kind: 'member', path: 'home/sales/info' }} slot="revenue/previous" body={{ ...ctx.base, target_year: previousYear }} fallback={<SlotLoading size="xl" />} renderError={renderSlotError}>
              {(previous: { data: Sales }) => (
                <YearLines
                  ctx={ctx}
                  kind="revenue"
                  keys={revenueLineKeys}
                  lineLabel={(key) => t(`ui:charts.sales.${key}`)}
                  rows={pairMonths(revenueLineKeys, current.data.rows, previous.data.rows)}
                  previousTotal={current.data.previous_year_total}
                  drill={{ key: 'room', open: openDays, label: (month) => t('revenue.drill', { month }) }}
                  chart={<RevenueChart ctx={ctx} rows={current.data.rows} />}
                />
              )}
            </Call>
          )
        }
      </Call>
    </>
  );
}

function RevenueChart({ ctx, rows }: { ctx: ReportContext; rows: Sales['rows'] }) {
  const { t } = useTranslation('ui');
  const monthShort = t('charts.monthShort', { returnObjects: true }) as unknown as string[];
  const monthName = (label: string) => monthShort[Number(label.slice(4, 6)) - 1] ?? label;
  const lineLabels = Object.fromEntries(revenueLineKeys.map((k) => [k, t(`charts.sales.${k}`)])) as Record<RevenueLine, string>;
  return (
    <SalesChart
      data={rows}
      lineLabels={lineLabels}
      labels={{ month: t('charts.month'), total: t('charts.total') }}
      title={t('charts.sales.title').replace('{year}', String(ctx.chosen.year))}
      summary={t('charts.sales.summary')}
      tableUnit={t('charts.unitWon')}
      formatLabel={monthName}
      formatTick={monthName}
      tableLabel={t('charts.tableLabel')}
      emptyLabel={t('charts.empty')}
    />
  );
}
