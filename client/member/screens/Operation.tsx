import { BookingChart, DataTable, Modal, formatDate, formatNumber, formatPercent, media, useMediaQuery, type DataTableColumn } from '@raon/design-system';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { MemberResult } from '../../../contracts/member.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useSnapshot } from 'valtio/react';
import { Card } from '../calls/Card.tsx';
import { memberQuery, usePrefetch, type BaseParams, type PortalQuery } from '../calls/queries.ts';
import { useMemberStore } from '../stores/context.tsx';
import { baseOf, chosenYearMonth, setYearMonth } from '../stores/member.ts';
import { bookingLabels, chartCommon, fillTemplate, monthNames } from '../components/chartText.ts';
import { SlotLoading } from '../components/SlotStates.tsx';
import { CsvButton, PrintButton } from '../reports/ReportActions.tsx';
import { csvFileName, toCsv, type CsvColumn } from '../reports/csv.ts';
import { Definitions } from '../reports/Definitions.tsx';
import { PrintHeader } from '../reports/PrintHeader.tsx';
import { ReportToolbar, ymOf, type ReportContext } from '../reports/ReportFrame.tsx';
import { rates, totalOf, withWeeklySubtotals, type OperRow, type SummaryRow } from '../reports/operationRows.ts';
import * as p from '../portal.css.ts';
import * as s from '../reports/reports.css.ts';

type Detail = MemberResult<'home/oper/dtl'>['data'];
type T = (key: string, options?: Record<string, unknown>) => string;
type Labelled = SummaryRow & { label: string };

/** Every daily-row column of SPEC §3, in its order. */
const detailKeys = [
  'saleDate', 'dow', 'occRooms', 'dayUse', 'ooooRooms', 'housRooms', 'compRooms', 'salesAvailable', 'stay', 'expArrvRooms', 'expDeptRooms', 'occRate', 'vacant', 'roomFee', 'adr', 'revPar',
] as const satisfies readonly (keyof OperRow)[];
const rateKeys = new Set<string>(['occRate', 'adr', 'revPar']);

/** The weekday of a yyyymmdd date (0 Sunday), by calendar arithmetic: the API's `dow` is Korean text. */
const weekday = (saleDate: string) => new Date(Date.UTC(Number(saleDate.slice(0, 4)), Number(saleDate.slice(4, 6)) - 1, Number(saleDate.slice(6, 8)))).getUTCDay();

/**
 * Operation status (issue 12, SPEC §2 operation screens): the month's bookings chart, the daily
 * summary with weekly subtotals and the month total (rates recomputed from the sums), every column
 * of the daily rows in a modal, and the months of the year; each table as CSV, the page as an A4
 * statement. Its three calls start together with the period's (issue 26: the month is computed).
 */
export default function Operation() {
  const { t } = useTranslation('reports');
  const store = useMemberStore();
  const member = useSnapshot(store);
  const chosen = chosenYearMonth(member);
  const ctx: Ctx = {
    chosen,
    setChosen: (value) => setYearMonth(store, value),
    targetYm: ymOf(chosen),
    targetYear: String(chosen.year),
    currentYear: Number(member.today.slice(0, 4)),
    base: baseOf(member),
  };
  return (
    <div className={s.screen} data-testid="report-operation">
      <div className={s.heading} data-print="hide">
        <h1 className={s.title}>{t('operation.title')}</h1>
        <p className={s.intro}>{t('operation.intro')}</p>
      </div>
      <OperationReport ctx={ctx} />
    </div>
  );
}

type Ctx = Pick<ReportContext, 'chosen' | 'setChosen' | 'targetYm' | 'targetYear' | 'currentYear'> & { base: BaseParams };

function OperationReport({ ctx }: { ctx: Ctx }) {
  const { t } = useTranslation('reports');
  const { year, month } = ctx.chosen;
  const daily = (target_ym: string) => memberQuery('home/oper/dtl', { ...ctx.base, period_type: 'DAILY', target_ym });
  const bookings = (target_ym: string) => memberQuery('home/monthly/booking', { ...ctx.base, period_type: 'DAILY', target_ym });
  const monthly = (target_year: string) => memberQuery('home/oper/dtl', { ...ctx.base, period_type: 'MONTHLY', target_year });
  // The neighbouring months' days and chart, and the neighbouring years' months (issue 12, point 8).
  const before = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const after = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const months = [before, after].map(ymOf).filter((ym) => ym <= ymOf({ year: ctx.currentYear, month: 12 }));
  usePrefetch([...months.flatMap((ym) => [daily(ym), bookings(ym)]), ...[year - 1, year + 1].filter((y) => y <= ctx.currentYear).map((y) => monthly(String(y)))]);
  return (
    <>
      <ReportToolbar ctx={ctx as unknown as ReportContext}>
        <PrintButton />
      </ReportToolbar>
      <PrintHeader title={t('operation.title')} period={t('operation.printPeriod', { year, month })} />
      <section className={`${p.panel} ${s.section}`} aria-labelledby="operation-bookings" data-print="hide">
        <h2 id="operation-bookings" className={s.sectionTitle}>
          {t('operation.bookings', { year, month })}
        </h2>
        <BookingsChart ctx={ctx} query={bookings(ctx.targetYm)} />
      </section>
      <Card query={daily(ctx.targetYm)} fallback={<SlotLoading size="xl" />}>
        {(answer) => (answer.data.rows.length === 0 ? <PeriodEmpty base={ctx.base} /> : <DailySection ctx={ctx as unknown as ReportContext} detail={answer.data} />)}
      </Card>
      <Definitions metrics={['occupancy', 'adr', 'revPar']} />
      <Card query={monthly(ctx.targetYear)} fallback={<SlotLoading size="lg" />}>
        {(answer) => (answer.data.rows.length === 0 ? null : <MonthlySection ctx={ctx as unknown as ReportContext} detail={answer.data} />)}
      </Card>
    </>
  );
}

/** No figures for the month: said plainly with the period that has some (its own call). */
function PeriodEmpty({ base }: { base: BaseParams }) {
  const { t } = useTranslation('reports');
  return (
    <Card query={memberQuery('home/oper/period', base)} fallback={<SlotLoading size="sm" />}>
      {({ data: period }) => (
        <div className={s.empty} role="status" data-testid="report-empty">
          <p className={s.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyHint', { from: formatDate(period.start_date), to: formatDate(period.end_date) })}</p>
        </div>
      )}
    </Card>
  );
}

function BookingsChart({ ctx, query }: { ctx: Ctx; query: PortalQuery<MemberResult<'home/monthly/booking'>> }) {
  const { t } = useTranslation('ui');
  const { year, month } = ctx.chosen;
  return (
    <Card query={query} fallback={<SlotLoading size="lg" />}>
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

/** CSV columns of the summary (numbers as plain digits; the percentage with its decimal). */
function summaryCsv(t: T, label: (row: OperRow) => string): CsvColumn<OperRow>[] {
  return [
    { header: t('operation.col.saleDate'), value: label },
    { header: t('operation.col.roomsSold'), value: (r) => r.roomsSold },
    { header: t('operation.col.occRate'), value: (r) => r.occRate },
    { header: t('operation.col.roomFee'), value: (r) => r.roomFee },
    { header: t('operation.col.adr'), value: (r) => r.adr },
  ];
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
    toCsv(summaryCsv(t, (r) => ((r as SummaryRow).kind === 'subtotal' ? dateLabel(t, r as SummaryRow) : r.saleDate === '' ? monthTotal : formatDate(r.saleDate))), [...rows, { ...total, kind: 'day' as const }]);
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
  const label = (r: OperRow) => (r.saleDate === '' ? yearTotal : monthName(r.saleDate));
  const columns = summaryColumns<OperRow>(t, { key: 'saleDate', header: t('reports:month'), format: (v) => monthName(v as string) });
  const csv = () => toCsv(summaryCsv(t, label), [...detail.rows, totalOf(detail.rows)]);
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
