import { BookingChart, CostChart, SalesChart, formatWon } from '@raon/design-system';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Card } from '../calls/Card.tsx';
import { memberQuery, type BaseParams } from '../calls/queries.ts';
import { bookingLabels, chartCommon, costLineLabels, fillTemplate as fill, monthNames, partialMonthLabels, revenueLineLabels } from '../components/chartText.ts';
import { PartialNote } from '../components/PartialNote.tsx';
import { SlotLoading } from '../components/SlotStates.tsx';
import { useSnapshot } from 'valtio/react';
import { useCompactWon, useMemberStore } from '../stores/context.tsx';
import type { YearMonth } from '../stores/member.ts';
import * as p from '../portal.css.ts';
import * as s from './home.css.ts';


/** A year's total in won, and in 억 beside it (SPEC §9; compact in the owner's language). */
function YearTotal({ won, unit, testId }: { won: number; unit: string; testId: string }) {
  const formatCompactWon = useCompactWon();
  return (
    <p className={s.figureValue} data-testid={testId}>
      {formatWon(won, unit)} <span className={s.muted}>({formatCompactWon(won)})</span>
    </p>
  );
}

/** The home's charts (SPEC §1: daily and monthly bookings, sales and cost), each with its data table. */
export default function HomeCharts({ base, chosen }: { base: BaseParams; chosen: YearMonth }) {
  const { t } = useTranslation('ui');
  const { t: tm } = useTranslation('member');
  const won = tm('wonUnit');
  const year = String(chosen.year);
  const target_ym = `${year}${String(chosen.month).padStart(2, '0')}`;
  const { short: monthShort } = monthNames(t);
  const common = chartCommon(t);
  const compact = useCompactWon();
  const partial = partialMonthLabels(t, useSnapshot(useMemberStore()).today);
  const revenueLabels = revenueLineLabels(t);
  const costLabels = costLineLabels(t);

  return (
    <div className={s.grid}>
      <section className={`${p.panel} ${s.wide}`} aria-labelledby="home-bookings">
        <h2 id="home-bookings" className={s.cardTitle}>
          {tm('home.bookingsTitle')}
        </h2>
        <div className={s.grid}>
          <Card query={memberQuery('home/monthly/booking', { ...base, period_type: 'DAILY', target_ym })} fallback={<SlotLoading size="lg" />}>
            {({ data }) => (
              <BookingChart
                data={data}
                period="daily"
                title={fill(t('charts.booking.titleDaily'), { year, month: chosen.month, monthName: monthShort[chosen.month - 1] ?? '' })}
                summary={t('charts.booking.summary')}
                labels={bookingLabels(t, 'date')}
                {...common}
              />
            )}
          </Card>
          <Card query={memberQuery('home/monthly/booking', { ...base, period_type: 'MONTHLY', target_year: year })} fallback={<SlotLoading size="lg" />}>
            {({ data }) => (
              <>
                <BookingChart
                  data={data}
                  period="monthly"
                  title={fill(t('charts.booking.titleMonthly'), { year })}
                  summary={t('charts.booking.summary')}
                  labels={bookingLabels(t, 'month')}
                  formatLabel={partial.label}
                  formatTick={partial.label}
                  {...common}
                />
                <PartialNote text={partial.note(year)} className={s.hint} />
              </>
            )}
          </Card>
        </div>
      </section>
      <section className={p.panel} aria-labelledby="home-sales">
        <h2 id="home-sales" className={s.cardTitle}>
          {tm('home.yearRevenue', { year })}
        </h2>
        <Card query={memberQuery('home/sales/info', { ...base, target_year: year })} fallback={<SlotLoading size="lg" />}>
          {({ data }) => (
            <>
              <YearTotal won={data.total.total} unit={won} testId="sales-total" />
              <SalesChart
                data={data.rows}
                lineLabels={revenueLabels}
                labels={{ month: t('charts.month'), total: t('charts.total') }}
                title={fill(t('charts.sales.title'), { year })}
                summary={t('charts.sales.summary')}
                tableUnit={t('charts.unitWon')}
                formatLabel={partial.label}
                formatTick={partial.label}
                formatAmount={compact}
                {...common}
              />
              <PartialNote text={partial.note(year)} className={s.hint} />
            </>
          )}
        </Card>
      </section>
      <section className={p.panel} aria-labelledby="home-cost">
        <h2 id="home-cost" className={s.cardTitle}>
          {tm('home.yearCost', { year })}
        </h2>
        <Card query={memberQuery('home/cost/detail', { ...base, target_year: year })} fallback={<SlotLoading size="lg" />}>
          {({ data }) => (
            <>
              <YearTotal won={data.total.total} unit={won} testId="cost-total" />
              <CostChart
                data={data.rows}
                view="totals"
                lineLabels={costLabels}
                othersLabel={t('charts.cost.others')}
                labels={{ line: t('charts.cost.line'), total: t('charts.total') }}
                title={fill(t('charts.cost.titleTotals'), { year })}
                summary={t('charts.cost.summaryTotals')}
                tableUnit={t('charts.unitWon')}
                formatAmount={compact}
                {...common}
              />
            </>
          )}
        </Card>
      </section>
    </div>
  );
}
