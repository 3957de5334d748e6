import { DataTable, formatChange, formatChangePercent, formatNumber, formatWon, type DataTableColumn } from '@raon/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Card2 } from '../calls/Card.tsx';
import { memberQuery, usePrefetch, type PortalQuery } from '../calls/queries.ts';
import { monthNames } from '../components/chartText.ts';
import { SlotLoading } from '../components/SlotStates.tsx';
import * as p from '../portal.css.ts';
import { CsvButton, PrintButton } from './ReportActions.tsx';
import { csvFileName, toCsv, type CsvColumn } from './csv.ts';
import { PrintHeader } from './PrintHeader.tsx';
import { useCompactWon } from '../stores/context.tsx';
import { ReportEmpty, ReportToolbar, neighbourYears, type ReportContext } from './ReportFrame.tsx';
import { change, pairMonths, sumPairs, totalRow, type LinesRow, type Pair } from './yearLines.ts';
import * as s from './reports.css.ts';

/** A figure beside the same figure a year before: the year before and the change, in text (never colour alone). */
export function Compared({ pair, previousLabel }: { pair: Pair; previousLabel: string }) {
  const c = change(pair);
  return (
    <>
      {formatNumber(pair.cur)}
      {/* Two parts that wrap apart on a phone (issue 28: at 390 px one line pushed the figures off-screen). */}
      <span className={s.compare}>
        <span className={s.comparePart}>
          {previousLabel} {formatNumber(pair.prev)}
        </span>{' '}
        <span className={s.comparePart}>
          · {formatChange(c.won)} ({formatChangePercent(c.percent)})
        </span>
      </span>
    </>
  );
}

type MonthLines<K extends string> = { std_month: string; is_fixed: boolean } & Record<K | 'total', number>;
type YearAnswer<K extends string> = { data: { rows: MonthLines<K>[]; previous_year_total?: number } };

/**
 * A report of lines by month of a year (revenue, cost): the year alone in the toolbar, then the
 * year's lines beside the year before's: two calls asked for at once (issue 26: never the year
 * before only after this year's answer), shown together in one card.
 */
export function YearLinesReport<K extends string>({
  ctx, kind, path, keys, lineLabel, chart, drill,
}: Omit<YearLinesProps<K>, 'rows' | 'previousTotal' | 'chart'> & { path: 'home/sales/info' | 'home/cost/detail'; chart: (rows: MonthLines<K>[]) => ReactNode }) {
  const { t } = useTranslation('reports');
  const year = (target_year: string) => memberQuery(path, { ...ctx.base, target_year }) as PortalQuery<YearAnswer<K>>;
  // A neighbouring year and the year before it, for its comparison (issue 12, point 8).
  usePrefetch([...new Set(neighbourYears(ctx).flatMap((y) => [y, String(Number(y) - 1)]))].map(year));
  return (
    <>
      <ReportToolbar ctx={ctx} showMonth={false}>
        <PrintButton />
      </ReportToolbar>
      <PrintHeader title={t(`${kind}.title`)} period={t('lines.printPeriod', { year: ctx.chosen.year })} />
      <Card2 queries={[year(ctx.targetYear), year(String(ctx.chosen.year - 1))]} fallback={<SlotLoading size="xl" />}>
        {(current, previous) =>
          current.data.rows.length === 0 ? (
            <ReportEmpty ctx={ctx} />
          ) : (
            <YearLines
              ctx={ctx}
              kind={kind}
              keys={keys}
              lineLabel={lineLabel}
              rows={pairMonths(keys, current.data.rows, previous.data.rows)}
              previousTotal={current.data.previous_year_total}
              chart={chart(current.data.rows)}
              drill={drill}
            />
          )
        }
      </Card2>
    </>
  );
}

export interface YearLinesProps<K extends string> {
  ctx: ReportContext;
  /** 'revenue' or 'cost': the translation section and the CSV's name. */
  kind: 'revenue' | 'cost';
  keys: readonly K[];
  lineLabel: (key: K) => string;
  rows: LinesRow<K>[];
  /** The whole year before's total as the API gives it (revenue: previous_year_total). */
  previousTotal?: number;
  /** The chart of the year's lines. */
  chart: ReactNode;
  /** A cell that opens what it is made of (revenue: a month's room revenue opens its days). */
  drill?: { key: K; open: (stdMonth: string) => void; label: (month: number) => string };
}

/**
 * Lines by month of a year (issue 12, point 2): the year's total beside the year before's, the
 * chart, and the table of months × lines where every figure has the same month of the year before
 * and the change beside it; months not yet closed marked; the table as CSV.
 */
export function YearLines<K extends string>({ ctx, kind, keys, lineLabel, rows, previousTotal, chart, drill }: YearLinesProps<K>) {
  const { t } = useTranslation('reports');
  const previousLabel = t('lines.previous');
  const monthName = monthNames(t).of;
  const total = totalRow(keys, rows);
  // The year so far against the same months a year before (a year in progress against a whole
  // year would read as a fall); the API's whole previous year is shown beside it when given.
  const yearPair = total.total;
  const yearChange = change(yearPair);
  type Row = LinesRow<K> & { label: string };
  const labelled: Row[] = rows.map((r) => ({ ...r, label: r.std_month }));
  const cell = (key: K | 'total') => (value: unknown, stdMonth?: string) => {
    const pair = value as Pair;
    if (drill && key === drill.key && stdMonth) {
      return (
        <button type="button" className={s.drill} onClick={() => drill.open(stdMonth)} aria-label={`${drill.label(Number(stdMonth.slice(4, 6)))}: ${formatNumber(pair.cur)}`}>
          <Compared pair={pair} previousLabel={previousLabel} />
        </button>
      );
    }
    return <Compared pair={pair} previousLabel={previousLabel} />;
  };
  const columns = [
    {
      key: 'label',
      header: t('month'),
      total: 'none',
      format: (v: unknown) => (
        <>
          {monthName(v as string)}
          {rows.find((r) => r.std_month === v)?.is_fixed === false ? <span className={s.provisionalMark}>({t('lines.provisional')})</span> : null}
        </>
      ),
    },
    // The total first, beside the month (issue 28): at 1440 px the cost table's twelve lines ran
    // past the screen and took the total with them; the lines follow, to scroll through.
    ...['total' as const, ...keys].map((key) => ({
      key,
      header: key === 'total' ? t('lines.total') : lineLabel(key as K),
      align: 'end',
      format: (v: unknown) => cell(key)(v, (v as Pair & { month?: string }).month),
      total: (r: readonly Row[]) => sumPairs(r.map((x) => x[key])),
    })),
  ] as unknown as DataTableColumn<Row>[];
  // A format sees only its value: the drill column's pairs carry their month.
  const tableRows = labelled.map((r) => (drill ? { ...r, [drill.key]: { ...r[drill.key], month: r.std_month } } : r));

  const csvColumns: CsvColumn<LinesRow<K>>[] = [
    { header: t('month'), value: (r) => (r.std_month === '' ? t('lines.total') : `${r.std_month.slice(0, 4)}-${r.std_month.slice(4, 6)}`) },
    ...[...keys, 'total' as const].flatMap((key) => {
      const name = key === 'total' ? t('lines.total') : lineLabel(key as K);
      return [
        { header: name, value: (r: LinesRow<K>) => r[key].cur },
        { header: `${name} (${previousLabel})`, value: (r: LinesRow<K>) => r[key].prev },
        { header: `${name} (${t('lines.change')})`, value: (r: LinesRow<K>) => change(r[key]).won },
        { header: `${name} (${t('lines.changePercent')})`, value: (r: LinesRow<K>) => change(r[key]).percent },
      ];
    }),
    { header: t('lines.state'), value: (r) => (r.is_fixed ? t('lines.fixed') : t('lines.provisional')) },
  ];
  const won = t('member:wonUnit');
  const formatCompactWon = useCompactWon();
  return (
    <>
      <section className={`${p.panel} ${s.section}`} aria-labelledby={`${kind}-year`} data-testid={`${kind}-year`}>
        <h2 id={`${kind}-year`} className={s.sectionTitle}>
          {t(`${kind}.yearTitle`, { year: ctx.chosen.year })}
        </h2>
        <div className={s.figureLine}>
          <p className={s.bigFigure} data-field="year-total">
            {formatWon(yearPair.cur, won)} <span className={s.compare}>({formatCompactWon(yearPair.cur)})</span>
          </p>
          <p data-field="year-compare">
            {t('lines.vsPrevious', { year: ctx.chosen.year - 1, amount: formatWon(yearPair.prev, won), change: formatChange(yearChange.won), percent: formatChangePercent(yearChange.percent) })}
          </p>
        </div>
        {previousTotal !== undefined ? (
          <p className={s.intro} data-field="previous-year-total">
            {t('lines.previousYearTotal', { year: ctx.chosen.year - 1, amount: formatWon(previousTotal, won) })}
          </p>
        ) : null}
        {rows.some((r) => !r.is_fixed) ? <p className={s.intro}>{t('lines.provisionalNote')}</p> : null}
        <div data-print="hide">{chart}</div>
      </section>
      <section className={`${p.panel} ${s.section}`} aria-labelledby={`${kind}-table`} data-testid={`${kind}-table`}>
        <div className={s.sectionHead}>
          <h2 id={`${kind}-table`} className={s.sectionTitle}>
            {t(`${kind}.tableTitle`, { year: ctx.chosen.year })}
          </h2>
          <span className={s.sectionActions} data-print="hide">
            <CsvButton fileName={csvFileName(kind, ctx.targetYear)} csv={() => toCsv(csvColumns, [...rows, total])} testId={`csv-${kind}`} />
          </span>
        </div>
        <p className={s.unitNote}>{t('wonUnit')}</p>
        <DataTable
          caption={t(`${kind}.caption`, { year: ctx.chosen.year })}
          captionHidden
          columns={columns}
          rows={tableRows}
          rowKey={(row) => row.std_month}
          totalLabel={t('lines.yearTotal')}
          sumExclude={['label', 'std_month', 'is_fixed']}
          emptyText={t('empty')}
          stickyHeader={false}
        />
      </section>
    </>
  );
}
