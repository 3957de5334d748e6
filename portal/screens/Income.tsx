import { DataTable, Modal, formatNumber, formatPercent, formatShare, formatWon, formatChangePercent, formatYearMonth, media, useMediaQuery, type DataTableColumn } from '@raon/design-system';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { costLineKeys, revenueLineKeys } from '../../contracts/lines.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Card, Card2 } from '../calls/Card.tsx';
import { memberQuery, usePrefetch } from '../calls/queries.ts';
import { monthNames } from '../components/chartText.ts';
import { SlotLoading } from '../components/SlotStates.tsx';
import { MonthStatementLink } from '../components/StatementLinks.tsx';
import { useCompactWon } from '../stores/context.tsx';
import * as p from '../portal.css.ts';
import { Definitions } from '../reports/Definitions.tsx';
import { PrintHeader } from '../reports/PrintHeader.tsx';
import { CsvButton, PrintButton } from '../reports/ReportActions.tsx';
import { ReportEmpty, ReportFrame, ReportToolbar, neighbourYears, ymOf, type ReportContext } from '../reports/ReportFrame.tsx';
import { csvFileName, toCsv, type CsvColumn } from '../reports/csv.ts';
import { closedSplit, partOf, plFigures, unitYears, type BreakdownPart, type PlFigure, type Statement, type StatementMonth, type UnitYear } from '../reports/income.ts';
import * as s from '../reports/reports.css.ts';
import { monthAddress } from '../stores/chosenMonth.ts';

/** What opens the month's breakdown: the month and the part to show first. */
type Opened = { month: string; part: BreakdownPart; from: PlFigure };
/** A figure cell: its amount and the month it belongs to (a DataTable format sees only the value). */
type Cell = { v: number; m: string };
type StatementRow = { std_month: string; is_fixed: boolean } & Record<PlFigure, Cell>;


/**
 * Profit-and-loss statement (issue 12, point 3; DOMAIN: every figure traceable): by month, revenue
 * − cost + adjustments = operating profit, the owners' pool, the share ratio, the distribution, the
 * management fee and the net amount; each figure opens the lines it is made of, a month's room
 * revenue its days; the owner's units against the pool per m²; CSV and an A4 print.
 */
export default function Income() {
  const { t } = useTranslation('reports');
  return (
    <ReportFrame title={t('income.title')} intro={t('income.intro')} testId="report-income" printPage="landscape">
      {(ctx) => <IncomeReport ctx={ctx} />}
    </ReportFrame>
  );
}

const statementQuery = (ctx: ReportContext, target_year: string) => memberQuery('home/income/statement', { ...ctx.base, target_year });

function IncomeReport({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('reports');
  // The neighbouring years' statements (issue 12, point 8).
  usePrefetch(neighbourYears(ctx).map((y) => statementQuery(ctx, y)));
  return (
    <>
      <ReportToolbar ctx={ctx} showMonth={false}>
        <PrintButton />
      </ReportToolbar>
      <PrintHeader title={t('income.title')} period={t('lines.printPeriod', { year: ctx.chosen.year })} />
      <Card query={statementQuery(ctx, ctx.targetYear)} fallback={<SlotLoading size="xl" />}>
        {({ data }) => (data.rows.length === 0 ? <ReportEmpty ctx={ctx} /> : <StatementView ctx={ctx} statement={data} />)}
      </Card>
      <Definitions metrics={['ownerPool', 'shareRatio', 'netPerM2']} />
    </>
  );
}

function StatementView({ ctx, statement }: { ctx: ReportContext; statement: Statement }) {
  const { t } = useTranslation('reports');
  const [opened, setOpened] = useState<Opened | null>(null);
  const won = t('member:wonUnit');
  const formatCompactWon = useCompactWon();
  const split = closedSplit(statement);
  const monthName = monthNames(t).of;
  const figureName = (f: PlFigure) => t(`income.col.${f}`);

  const rows: StatementRow[] = statement.rows.map((r) => ({
    std_month: r.std_month,
    is_fixed: r.is_fixed,
    ...(Object.fromEntries(plFigures.map((f) => [f, { v: r[f], m: r.std_month }])) as Record<PlFigure, Cell>),
  }));
  const figureCell = (figure: PlFigure) => (value: unknown) => {
    // The total row gets the API's year total (a number): shown, not a button.
    if (typeof value === 'number') return figure === 'share_ratio' ? formatShare(value) : formatNumber(value);
    const cell = value as Cell;
    const text = figure === 'share_ratio' ? formatShare(cell.v) : formatNumber(cell.v);
    return (
      <button
        type="button"
        className={s.drill}
        data-figure={figure}
        data-month={cell.m}
        aria-label={t('income.drill', { month: monthName(cell.m), figure: figureName(figure), value: text })}
        onClick={() => setOpened({ month: cell.m, part: partOf[figure], from: figure })}
      >
        {text}
      </button>
    );
  };
  const columns = [
    {
      key: 'std_month',
      header: t('income.month'),
      total: 'none',
      format: (v: unknown) => (
        <>
          {monthName(v as string)}
          {statement.rows.find((r) => r.std_month === v)?.is_fixed === false ? <span className={s.provisionalMark}>({t('lines.provisional')})</span> : null}
        </>
      ),
    },
    ...plFigures.map((figure) => ({
      key: figure,
      header: figureName(figure),
      align: 'end',
      format: figureCell(figure),
      total: () => statement.total[figure],
    })),
  ] as unknown as DataTableColumn<StatementRow>[];

  const statementCsv = () => {
    const csvColumns: CsvColumn<StatementMonth | null>[] = [
      { header: t('income.month'), value: (r) => (r === null ? t('lines.yearTotal') : `${r.std_month.slice(0, 4)}-${r.std_month.slice(4, 6)}`) },
      ...plFigures.map((f) => ({ header: figureName(f), value: (r: StatementMonth | null) => (r === null ? statement.total[f] : r[f]) })),
      { header: t('income.state'), value: (r) => (r === null ? '' : r.is_fixed ? t('lines.fixed') : t('lines.provisional')) },
    ];
    return toCsv(csvColumns, [...statement.rows, null]);
  };

  return (
    <>
      <section className={`${p.panel} ${s.section}`} aria-labelledby="income-year" data-testid="income-year">
        <h2 id="income-year" className={s.sectionTitle}>
          {t('income.yearTitle', { year: ctx.chosen.year })}
        </h2>
        <div className={s.figureLine}>
          <p className={s.bigFigure} data-field="year-net">
            {formatWon(statement.total.net_amount, won)} <span className={s.compare}>({formatCompactWon(statement.total.net_amount)})</span>
          </p>
          <p data-field="closed-split">
            {t('income.closedSplit', { closed: split.closed, closedNet: formatWon(split.closedNet, won), provisional: split.provisional, provisionalNet: formatWon(split.provisionalNet, won) })}
          </p>
        </div>
        <p className={s.intro} data-field="last-fix">
          {statement.last_fix_yyyymm ? t('income.lastFix', { month: formatYearMonth(statement.last_fix_yyyymm) }) : t('income.noFix')}
        </p>
        {split.provisional > 0 ? <p className={s.intro}>{t('income.provisionalNote')}</p> : null}
      </section>

      <section className={`${p.panel} ${s.section}`} aria-labelledby="income-table" data-testid="income-table">
        <div className={s.sectionHead}>
          <h2 id="income-table" className={s.sectionTitle}>
            {t('income.tableTitle', { year: ctx.chosen.year })}
          </h2>
          <span className={s.sectionActions} data-print="hide">
            {/* The chosen month's owner statement once it is settled, and the year's summary (issue 28, point 2). */}
            {statement.rows.find((r) => r.std_month === ymOf(ctx.chosen))?.is_fixed ? <MonthStatementLink ym={ymOf(ctx.chosen)} long /> : null}
            <CsvButton fileName={csvFileName('income', ctx.targetYear)} csv={statementCsv} label={t('income.csvStatement')} testId="csv-income" />
          </span>
        </div>
        <p className={s.unitNote}>{t('wonUnit')}</p>
        <DataTable
          caption={t('income.caption', { year: ctx.chosen.year })}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.std_month}
          totalLabel={t('lines.yearTotal')}
          sumExclude={['std_month', 'is_fixed']}
          emptyText={t('empty')}
          stickyHeader={false}
          className={s.denseTable}
        />
      </section>

      <UnitsSection ctx={ctx} statement={statement} />

      {opened ? <MonthBreakdown ctx={ctx} statement={statement} opened={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

function UnitsSection({ ctx, statement }: { ctx: ReportContext; statement: Statement }) {
  const { t } = useTranslation('reports');
  const years = unitYears(statement);
  const unitLabel = (u: UnitYear['unit']) => t('income.unitLabel', { room: u.room_no, type: u.room_type, member: u.member_no });
  type Row = UnitYear & { label: string; area: number; share: number };
  const rows: Row[] = years.map((y) => ({ ...y, label: unitLabel(y.unit), area: y.unit.area_m2, share: y.unit.share_ratio }));
  const columns = [
    { key: 'label', header: t('income.unitCol.unit'), total: 'none' },
    { key: 'area', header: t('income.unitCol.area'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
    { key: 'share', header: t('income.unitCol.share'), align: 'end', format: (v: unknown) => formatShare(v as number), total: () => statement.total.share_ratio },
    { key: 'months', header: t('income.unitCol.months'), align: 'end', total: 'none' },
    { key: 'distribution', header: t('income.unitCol.distribution'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
    { key: 'management_fee', header: t('income.unitCol.fee'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
    { key: 'net_amount', header: t('income.unitCol.net'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
    { key: 'netPerM2', header: t('income.unitCol.netPerM2'), align: 'end', format: (v: unknown) => formatNumber(v as number), total: 'none' },
    { key: 'poolNetPerM2', header: t('income.unitCol.poolNetPerM2'), align: 'end', format: (v: unknown) => formatNumber(v as number), total: 'none' },
    { key: 'versusPoolPercent', header: t('income.unitCol.versusPool'), align: 'end', format: (v: unknown) => formatChangePercent(v as number | null), total: 'none' },
  ] as unknown as DataTableColumn<Row>[];
  const csv = () => {
    type Line = { month: StatementMonth; part: StatementMonth['units'][number] };
    const lines: Line[] = statement.rows.flatMap((month) => month.units.map((part) => ({ month, part })));
    const unitOf = new Map(statement.units.map((u) => [u.member_no, u]));
    const csvColumns: CsvColumn<Line>[] = [
      { header: t('income.month'), value: (l) => `${l.month.std_month.slice(0, 4)}-${l.month.std_month.slice(4, 6)}` },
      { header: t('income.unitCol.unit'), value: (l) => unitLabel(unitOf.get(l.part.member_no)!) },
      { header: t('income.unitCol.area'), value: (l) => unitOf.get(l.part.member_no)!.area_m2 },
      { header: t('income.unitCol.share'), value: (l) => unitOf.get(l.part.member_no)!.share_ratio },
      { header: t('income.unitCol.distribution'), value: (l) => l.part.distribution },
      { header: t('income.unitCol.fee'), value: (l) => l.part.management_fee },
      { header: t('income.unitCol.net'), value: (l) => l.part.net_amount },
      { header: t('income.state'), value: (l) => (l.part.distribution === null ? t('income.notContracted') : l.month.is_fixed ? t('lines.fixed') : `${t('lines.provisional')} (${t('income.estimated')})`) },
    ];
    return toCsv(csvColumns, lines);
  };
  return (
    <section className={`${p.panel} ${s.section}`} aria-labelledby="income-units" data-testid="income-units">
      <div className={s.sectionHead}>
        <h2 id="income-units" className={s.sectionTitle}>
          {t('income.unitsTitle')}
        </h2>
        <span className={s.sectionActions} data-print="hide">
          <CsvButton fileName={csvFileName('income', ctx.targetYear, 'units')} csv={csv} label={t('income.csvUnits')} testId="csv-income-units" />
        </span>
      </div>
      <p className={s.intro} data-field="pool-note">
        {t('income.poolNote', { units: formatNumber(statement.pool.units), area: formatNumber(statement.pool.area_m2) })}
      </p>
      <p className={s.unitNote}>{t('wonUnit')}</p>
      <DataTable
        caption={t('income.unitsCaption', { year: ctx.chosen.year })}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(row) => row.unit.member_no}
        totalLabel={rows.length > 1 ? t('lines.total') : undefined}
        sumExclude={['label', 'months', 'netPerM2', 'poolNetPerM2', 'versusPoolPercent']}
        emptyText={t('empty')}
        stickyHeader={false}
        className={s.denseTable}
      />
    </section>
  );
}

/**
 * One month's P&L line by line (issue 12, point 4: "every figure of the P&L opens the lines it is
 * made of"): revenue and cost lines, adjustments with their reasons, the operating profit, the
 * pool, each unit's distribution, fee and net. Opens at the part of the figure that was chosen.
 */
function MonthBreakdown({ ctx, statement, opened, onClose }: { ctx: ReportContext; statement: Statement; opened: Opened; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const isMobile = useMediaQuery(media.portalMobile);
  const row = statement.rows.find((r) => r.std_month === opened.month)!;
  const year = Number(row.std_month.slice(0, 4));
  const month = Number(row.std_month.slice(4, 6));
  const target_year = String(year);
  return (
    <Modal
      open
      onClose={onClose}
      title={`${t('income.breakdownTitle', { year, month })}${row.is_fixed ? '' : ` (${t('lines.provisional')})`}`}
      closeLabel={t('income.close')}
      isMobile={isMobile}
      width={760}
    >
      {/* The revenue and cost lines are the revenue and cost screens' calls (the same answers in the
          cache), both asked for at once: the breakdown shows once both are in, so the chosen part
          does not move after it is shown. */}
      <Card2 queries={[memberQuery('home/sales/info', { ...ctx.base, target_year }), memberQuery('home/cost/detail', { ...ctx.base, target_year })]} fallback={<SlotLoading size="xl" />}>
        {(sales, costs) => (
          <BreakdownBody
            ctx={ctx}
            statement={statement}
            row={row}
            part={opened.part}
            revenueLines={sales.data.rows.find((r) => r.std_month === row.std_month)}
            costLines={costs.data.rows.find((r) => r.std_month === row.std_month)}
            onClose={onClose}
          />
        )}
      </Card2>
    </Modal>
  );
}

function BreakdownBody({ ctx, statement, row, part, revenueLines, costLines, onClose }: {
  ctx: ReportContext; statement: Statement; row: StatementMonth; part: BreakdownPart;
  revenueLines: Record<string, unknown> | undefined; costLines: Record<string, unknown> | undefined; onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const year = Number(row.std_month.slice(0, 4));
  const month = Number(row.std_month.slice(4, 6));
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the modal's own focus trap has placed the focus: move it to the chosen part.
    const frame = requestAnimationFrame(() => {
      const heading = bodyRef.current?.querySelector<HTMLElement>(`[data-part="${part}"]`);
      heading?.focus();
      heading?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [part]);
  const openDays = () => {
    onClose();
    ctx.setChosen({ year, month });
    void navigate(monthAddress('/member/operation', { year, month }));
  };
  const amountList = (items: { key: string; label: ReactNode; amount: number | null }[], total: number) => (
    <dl className={s.amountList}>
      {items.map((item) => (
        <div key={item.key} className={s.amountItem} data-line={item.key}>
          <dt>{item.label}</dt>
          <dd>{formatNumber(item.amount)}</dd>
        </div>
      ))}
      <div className={`${s.amountItem} ${s.amountTotal}`} data-line="total">
        <dt>{t('lines.total')}</dt>
        <dd>{formatNumber(total)}</dd>
      </div>
    </dl>
  );
  const lineOf = (lines: Record<string, unknown> | undefined, key: string) => (lines && typeof lines[key] === 'number' ? (lines[key] as number) : null);
  const ratio = formatPercent(Math.round(statement.owner_pool_ratio * 1000) / 10);

  return (
    <div ref={bodyRef} className={s.breakdown} data-testid="pl-breakdown" data-month={row.std_month}>
      <Part current={part} part="revenue">
        {amountList(
          revenueLineKeys.map((key) => ({
            key,
            label:
              key === 'room' ? (
                <>
                  {t(`ui:charts.sales.${key}`)}{' '}
                  <button type="button" className={s.drill} onClick={openDays} data-testid="pl-room-days">
                    {t('income.dailyRooms', { month })}
                  </button>
                </>
              ) : (
                t(`ui:charts.sales.${key}`)
              ),
            amount: lineOf(revenueLines, key),
          })),
          row.revenue,
        )}
      </Part>
      <Part current={part} part="cost">
        {amountList(costLineKeys.map((key) => ({ key, label: t(`ui:charts.cost.${key}`), amount: lineOf(costLines, key) })), row.cost)}
      </Part>
      <Part current={part} part="adjustments">
        {row.adjustment_lines.length === 0 ? (
          <p className={s.intro}>{t('income.noAdjustments')}</p>
        ) : (
          amountList(row.adjustment_lines.map((l, i) => ({ key: `adj-${i}`, label: l.reason, amount: l.amount })), row.adjustments)
        )}
        <p className={s.intro}>{t('income.adjustmentsNote')}</p>
      </Part>
      <Part current={part} part="operating">
        <p className={s.intro}>{t('income.operatingFormula')}</p>
        <p className={s.formula} data-testid="pl-operating">
          {formatNumber(row.revenue)} − {formatNumber(row.cost)}
          {row.adjustments === 0 ? '' : ` ${row.adjustments < 0 ? '−' : '+'} ${formatNumber(Math.abs(row.adjustments))}`} = <strong>{formatNumber(row.operating_profit)}</strong>
        </p>
      </Part>
      <Part current={part} part="pool">
        <p className={s.formula} data-testid="pl-pool">
          {t('income.poolFormula', { profit: formatNumber(row.operating_profit), ratio, pool: formatNumber(row.owner_pool) })}
        </p>
        {row.operating_profit <= 0 ? <p className={s.intro}>{t('income.noPool')}</p> : null}
      </Part>
      <Part current={part} part="units">
        <p className={s.intro}>{t('income.unitsFormula', { rate: formatNumber(statement.management_fee_per_m2) })}</p>
        <UnitsOfMonth statement={statement} row={row} />
      </Part>
    </div>
  );
}

/** A part of the month's breakdown; its heading takes the focus when the part was asked for. */
function Part({ part, current, children }: { part: BreakdownPart; current: BreakdownPart; children: ReactNode }) {
  const { t } = useTranslation('reports');
  return (
    <section className={s.breakdownPart} aria-labelledby={`pl-part-${part}`} data-testid={`pl-part-${part}`}>
      <h3 id={`pl-part-${part}`} className={s.breakdownTitle} tabIndex={-1} data-part={part} data-current={current === part ? 'true' : undefined}>
        {t(`income.part.${part}`)}
      </h3>
      {children}
    </section>
  );
}

function UnitsOfMonth({ statement, row }: { statement: Statement; row: StatementMonth }) {
  const { t } = useTranslation('reports');
  const unitOf = new Map(statement.units.map((u) => [u.member_no, u]));
  type Row = StatementMonth['units'][number] & { label: string; share: number; area: number };
  const rows: Row[] = row.units.map((u) => {
    const unit = unitOf.get(u.member_no)!;
    return { ...u, label: t('income.unitLabel', { room: unit.room_no, type: unit.room_type, member: unit.member_no }), share: unit.share_ratio, area: unit.area_m2 };
  });
  const money = (v: unknown) => formatNumber(v as number | null);
  return (
    <DataTable
      caption={t('income.part.units')}
      captionHidden
      columns={
        [
          { key: 'label', header: t('income.unitCol.unit'), total: 'none' },
          { key: 'area', header: t('income.unitCol.area'), align: 'end', format: money, total: 'none' },
          { key: 'share', header: t('income.unitCol.share'), align: 'end', format: (v: unknown) => formatShare(v as number), total: 'none' },
          { key: 'distribution', header: t('income.col.distribution'), align: 'end', format: money },
          { key: 'management_fee', header: t('income.col.management_fee'), align: 'end', format: money },
          { key: 'net_amount', header: t('income.col.net_amount'), align: 'end', format: money },
        ] as unknown as DataTableColumn<Row>[]
      }
      rows={rows}
      rowKey={(r) => r.member_no}
      totalLabel={t('lines.total')}
      sumExclude={['label', 'area', 'share', 'member_no', 'estimated']}
      emptyText={t('empty')}
      stickyHeader={false}
    />
  );
}
