import { BookingChart, DataTable, Modal, formatDate, formatNumber, formatPercent, media, useMediaQuery, type DataTableColumn } from '@raon/design-system';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { MemberResult } from '../../contracts/member.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Card } from '../calls/Card.tsx';
import { memberQuery, usePrefetch } from '../calls/queries.ts';
import { bookingLabels, chartCommon, fillTemplate, monthNames } from '../components/chartText.ts';
import { SlotLoading } from '../components/SlotStates.tsx';
import { CsvButton, PrintButton } from '../reports/ReportActions.tsx';
import { csvFileName, toCsv } from '../reports/csv.ts';
import { Definitions } from '../reports/Definitions.tsx';
import { PrintHeader } from '../reports/PrintHeader.tsx';
import { ReportEmpty, ReportFrame, ReportToolbar, neighbourMonths, neighbourYears, type ReportContext } from '../reports/ReportFrame.tsx';
import { monthlyOperationCsv, operationSummaryCsv, rates, totalOf, withWeeklySubtotals, type OperRow, type SummaryRow } from '../reports/operationRows.ts';
import * as p from '../portal.css.ts';
import * as s from '../reports/reports.css.ts';

type Detail = MemberResult<'home/oper/dtl'>['data'];
type T = (key: string, options?: Record<string, unknown>) => string;
type Labelled = SummaryRow & { label: string };

/** Every daily-row column of SPEC §3, in its order. */
// Issue 28: what a day earned and how full it was first (at 1440 px revenue, ADR and RevPAR ran
// past the dialog's edge), then the rooms' other states.
const detailKeys = [
  'saleDate', 'dow', 'salesAvailable', 'occRooms', 'dayUse', 'occRate', 'roomFee', 'adr', 'revPar', 'ooooRooms', 'housRooms', 'compRooms', 'stay', 'expArrvRooms', 'expDeptRooms', 'vacant',
] as const satisfies readonly (keyof OperRow)[];
const rateKeys = new Set<string>(['occRate', 'adr', 'revPar']);

/** The weekday of a yyyymmdd date (0 Sunday), by calendar arithmetic: the API's `dow` is Korean text. */
const weekday = (saleDate: string) => new Date(Date.UTC(Number(saleDate.slice(0, 4)), Number(saleDate.slice(4, 6)) - 1, Number(saleDate.slice(6, 8)))).getUTCDay();

/**
 * Operation status (issue 12, SPEC §2 operation screens): the month's bookings chart, the daily
 * summary with weekly subtotals and the month total (rates recomputed from the sums), every column
 * of the daily rows in a modal, and the months of the year; each table as CSV, the page as an A4
 * statement. Its three calls start together on the server (issue 26), each card streamed on its own.
 */
export default function Operation() {
  const { t } = useTranslation('reports');
  return (
    <ReportFrame title={t('operation.title')} intro={t('operation.intro')} testId="report-operation">
      {(ctx) => <OperationReport ctx={ctx} />}
    </ReportFrame>
  );
}

const dailyQuery = (ctx: ReportContext, target_ym: string) => memberQuery('home/oper/dtl', { ...ctx.base, period_type: 'DAILY', target_ym });
const bookingsQuery = (ctx: ReportContext, target_ym: string) => memberQuery('home/monthly/booking', { ...ctx.base, period_type: 'DAILY', target_ym });
const monthlyQuery = (ctx: ReportContext, target_year: string) => memberQuery('home/oper/dtl', { ...ctx.base, period_type: 'MONTHLY', target_year });

function OperationReport({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('reports');
  const { year, month } = ctx.chosen;
  // The neighbouring months' days and chart, and the neighbouring years' months (issue 12, point 8).
  usePrefetch([...neighbourMonths(ctx).flatMap((ym) => [dailyQuery(ctx, ym), bookingsQuery(ctx, ym)]), ...neighbourYears(ctx).map((y) => monthlyQuery(ctx, y))]);
  return (
    <>
      <ReportToolbar ctx={ctx}>
        <PrintButton />
      </ReportToolbar>
      <PrintHeader title={t('operation.title')} period={t('operation.printPeriod', { year, month })} />
      {/* A month still to come has no figures: nothing to ask for. */}
      {ctx.targetYm > ctx.currentYm ? (
        <ReportEmpty ctx={ctx} />
      ) : (
        <>
          <section className={`${p.panel} ${s.section}`} aria-labelledby="operation-bookings" data-print="hide">
            <h2 id="operation-bookings" className={s.sectionTitle}>
              {t('operation.bookings', { year, month })}
            </h2>
            <BookingsChart ctx={ctx} />
          </section>
          <Card query={dailyQuery(ctx, ctx.targetYm)} fallback={<SlotLoading size="xl" />}>
            {({ data }) => (data.rows.length === 0 ? <ReportEmpty ctx={ctx} /> : <DailySection ctx={ctx} detail={data} />)}
          </Card>
          <Definitions metrics={['occupancy', 'adr', 'revPar']} />
        </>
      )}
      <Card query={monthlyQuery(ctx, ctx.targetYear)} fallback={<SlotLoading size="lg" />}>
        {({ data }) => (data.rows.length === 0 ? null : <MonthlySection ctx={ctx} detail={data} />)}
      </Card>
    </>
  );
}

function BookingsChart({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('ui');
  const { year, month } = ctx.chosen;
  return (
    <Card query={bookingsQuery(ctx, ctx.targetYm)} fallback={<SlotLoading size="lg" />}>
      {({ data }) => (
        <BookingChart
          data={data}
          period="daily"
          title={fillTemplate(t('charts.booking.titleDaily'), { year, month, monthName: monthNames(t).short[month - 1] ?? '' })}
          summary={t('charts.booking.summary')}
          labels={bookingLabels(t, 'date')}
          {...chartCommon(t)}
        />
      )}
    </Card>
  );
}

/** The weekday of a yyyymmdd date in the page's language ('' for a total row). */
function dayName(t: T, saleDate: string): string {
  if (saleDate === '') return '';
  return (t('operation.dow', { returnObjects: true }) as unknown as string[])[weekday(saleDate)] ?? '';
}

/** The date of a daily row with its weekday in the page's language; a subtotal's row shows its week. */
function dateLabel(t: T, row: OperRow & { kind?: SummaryRow['kind'] }): string {
  if (row.kind === 'subtotal') {
    const [from, to] = row.saleDate.split('-') as [string, string];
    return t('operation.weekSubtotal', { from: formatDate(from).slice(5), to: formatDate(to).slice(5) });
  }
  return t('operation.dateDow', { date: formatDate(row.saleDate), dow: dayName(t, row.saleDate) });
}

/** The summary columns (SPEC §2): date, rooms sold, occupancy %, revenue, average rate; the totals' rates recomputed. */
function summaryColumns<Row extends OperRow>(t: T, first: DataTableColumn<Row>): DataTableColumn<Row>[] {
  return [
    first,
    { key: 'roomsSold', header: t('operation.col.roomsSold'), align: 'end', format: (v) => formatNumber(v as number) },
    { key: 'occRate', header: t('operation.col.occRate'), align: 'end', format: (v) => formatPercent(v as number), total: (rows) => rates(totalOf(rows)).occRate },
    { key: 'roomFee', header: t('operation.col.roomFee'), align: 'end', format: (v) => formatNumber(v as number) },
    { key: 'adr', header: t('operation.col.adr'), align: 'end', format: (v) => formatNumber(v as number), total: (rows) => rates(totalOf(rows)).adr },
  ] as DataTableColumn<Row>[];
}

function DailySection({ ctx, detail }: { ctx: ReportContext; detail: Detail }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const pageContext = usePageContext();
  const isMobile = useMediaQuery(media.portalMobile, pageContext.isMobileDevice);
  const { year, month } = ctx.chosen;
  const rows = withWeeklySubtotals(detail.rows);
  const total = totalOf(detail.rows);
  const monthTotal = t('operation.monthTotal');
  // The first column shows the date with its weekday (a format sees only the value): the rows carry the label.
  const labelled: Labelled[] = rows.map((row) => ({ ...row, label: dateLabel(t, row) }));
  const tableColumns = summaryColumns<Labelled>(t, { key: 'label', header: t('operation.col.saleDate'), total: 'none' });
  const csv = () =>
    toCsv(operationSummaryCsv({ header: t('operation.col.saleDate'), value: (r) => ((r as SummaryRow).kind === 'subtotal' ? dateLabel(t, r as SummaryRow) : r.saleDate === '' ? monthTotal : formatDate(r.saleDate)) }, t), [...rows, { ...total, kind: 'day' as const }]);
  const detailCsv = () =>
    toCsv(
      detailKeys.map((key) => ({ header: t(`operation.col.${key}`), value: (r: OperRow) => (key === 'saleDate' ? (r.saleDate === '' ? monthTotal : formatDate(r.saleDate)) : key === 'dow' ? dayName(t, r.saleDate) : r[key]) })),
      [...detail.rows, total],
    );

  return (
    <section className={`${p.panel} ${s.section}`} aria-labelledby="operation-daily" data-testid="operation-daily">
      <div className={s.sectionHead}>
        <h2 id="operation-daily" className={s.sectionTitle}>
          {t('operation.daily')}
        </h2>
        <span className={s.sectionActions} data-print="hide">
          <button type="button" className={`${p.buttonQuiet} ${s.actionButton}`} onClick={() => setOpen(true)} data-testid="operation-details">
            {t('operation.details')}
          </button>
          <CsvButton fileName={csvFileName('operation', ctx.targetYm, 'daily')} csv={csv} label={t('operation.csvDaily')} testId="csv-daily" />
        </span>
      </div>
      <p className={s.unitNote}>{t('wonUnit')}</p>
      <DataTable
        caption={t('operation.dailyCaption', { year, month })}
        captionHidden
        columns={tableColumns}
        rows={labelled}
        rowKey={(row) => `${row.kind}-${row.saleDate}`}
        isSubtotal={(row) => row.kind === 'subtotal'}
        subtotalLabel={t('operation.subtotal')}
        totalLabel={monthTotal}
        sumExclude={['label', 'saleDate', 'dow']}
        emptyText={t('empty')}
        stickyHeader={false}
      />
      <Modal open={open} onClose={() => setOpen(false)} title={t('operation.detailsTitle', { year, month })} closeLabel={t('operation.close')} isMobile={isMobile} width={1200}>
        <div className={s.sectionActions}>
          <CsvButton fileName={csvFileName('operation', ctx.targetYm, 'detail')} csv={detailCsv} label={t('operation.csvDetails')} testId="csv-details" />
        </div>
        <DataTable
          caption={t('operation.detailsCaption', { year, month })}
          captionHidden
          columns={detailKeys.map((key) => ({
            key,
            header: t(`operation.col.${key}`),
            align: key === 'saleDate' || key === 'dow' ? 'start' : 'end',
            format:
              key === 'saleDate'
                ? (v: unknown) => formatDate(v as string)
                : key === 'dow'
                  ? (v: unknown) => String(v ?? '')
                  : key === 'occRate'
                    ? (v: unknown) => formatPercent(v as number)
                    : (v: unknown) => formatNumber(v as number),
            total: rateKeys.has(key) ? (r: readonly OperRow[]) => rates(totalOf(r))[key as 'occRate' | 'adr' | 'revPar'] : undefined,
          })) as DataTableColumn<OperRow>[]}
          rows={detail.rows.map((r) => ({ ...r, dow: dayName(t, r.saleDate) }))}
          rowKey={(row) => row.saleDate}
          totalLabel={monthTotal}
          emptyText={t('empty')}
          className={s.modalTable}
        />
      </Modal>
    </section>
  );
}

function MonthlySection({ ctx, detail }: { ctx: ReportContext; detail: Detail }) {
  const { t } = useTranslation('reports');
  const monthName = monthNames(t).of;
  const yearTotal = t('operation.yearTotal');
  const columns = summaryColumns<OperRow>(t, { key: 'saleDate', header: t('reports:month'), format: (v) => monthName(v as string) });
  const csv = () => monthlyOperationCsv(t, detail.rows);
  return (
    <section className={`${p.panel} ${s.section}`} aria-labelledby="operation-monthly" data-testid="operation-monthly">
      <div className={s.sectionHead}>
        <h2 id="operation-monthly" className={s.sectionTitle}>
          {t('operation.monthly', { year: ctx.chosen.year })}
        </h2>
        <span className={s.sectionActions} data-print="hide">
          <CsvButton fileName={csvFileName('operation', ctx.targetYear, 'monthly')} csv={csv} label={t('operation.csvMonthly')} testId="csv-monthly" />
        </span>
      </div>
      <p className={s.unitNote}>{t('wonUnit')}</p>
      <DataTable
        caption={t('operation.monthlyCaption', { year: ctx.chosen.year })}
        captionHidden
        columns={columns}
        rows={detail.rows}
        rowKey={(row) => row.saleDate}
        totalLabel={yearTotal}
        emptyText={t('empty')}
        stickyHeader={false}
      />
    </section>
  );
}
