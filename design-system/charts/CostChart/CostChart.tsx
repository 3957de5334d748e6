import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatNumber, formatPercent, formatYearMonth } from '../../format/format.ts';
import { ChartFrame, type ChartRatio, type ChartLegendItem, type ChartSize, type ChartTable } from '../ChartFrame/ChartFrame.tsx';
import { chartSeries, seriesFill } from '../palette.css.ts';
import { formatCompactWon, monthNumber } from '../private/format.ts';
import { estimateTextWidth, VALUE_FONT_SIZE } from '../private/layout.ts';
import * as plot from '../private/plot.css.ts';
import { StackedBarPlot, type StackSeries } from '../private/StackedBarPlot.tsx';
import { extremes, sum } from '../private/stats.ts';
import { fillTemplate } from '../private/template.ts';
import type { ChartLayoutProps } from '../private/types.ts';
import * as s from './CostChart.css.ts';

/** Cost lines (DOMAIN: money month by month), in the order of the member cost call. */
export const costLines = [
  'labor',
  'utilities',
  'supplies',
  'laundry',
  'repairs',
  'commissions',
  'card_fees',
  'marketing',
  'insurance',
  'property_tax',
  'management_fee',
  'ffe_reserve',
] as const;
export type CostLine = (typeof costLines)[number];

/** A row of the member cost call (costDetailResult): amounts in won for one month ('YYYYMM'). */
export type CostRow = { std_month: string; total: number } & Record<CostLine, number>;

export const costChartViews = ['totals', 'monthly'] as const;
export type CostChartView = (typeof costChartViews)[number];

/** Labels of the table's first column and of its totals. */
export interface CostChartLabels {
  /** Header of the cost-line column (e.g. '항목'). */
  line: string;
  /** The total column and the totals row (e.g. '합계'). */
  total: string;
}

export interface CostChartProps extends ChartLayoutProps {
  /** Width : height of the chart area. @default '2:1' */
  ratio?: ChartRatio;
  /** Width : height at the portal's mobile breakpoint (≤ 992 px). @default '3:4' (totals) or '4:3' (monthly) */
  mobileRatio?: ChartRatio;
  /** The months of a year, in order. */
  data: CostRow[];
  /** 'totals': the year's total of each line as horizontal bars, largest first; 'monthly': stacked bars by month. @default 'totals' */
  view?: CostChartView;
  /** Name of each cost line. */
  lineLabels: Record<CostLine, string>;
  /** In the monthly view, the stack of the lines not shown one by one (e.g. '그 밖의 비용'). */
  othersLabel: string;
  /** In the monthly view, how many of the largest lines get their own colour (1–4). @default 4 */
  stackedLines?: number;
  /** Table labels. */
  labels: CostChartLabels;
  /** Caption and image title. */
  title: string;
  /** Summary template with {total} {max} {maxValue} {min} {minValue}: lines by year total ('totals') or months ('monthly'). */
  summary: string;
  /** Label of the data-table disclosure. */
  tableLabel: string;
  /** Unit note over the table (e.g. '단위: 원'). */
  tableUnit: string;
  /** Message shown when there are no rows. */
  emptyLabel: string;
  /** A month's label in the table, the axis and the summary. @default formatYearMonth ('2025.08') */
  formatLabel?: (stdMonth: string) => string;
  /** A tick label of the x axis in the monthly view. @default the month number */
  formatTick?: (stdMonth: string) => string;
  /** Amounts on the chart and in the summary. @default formatCompactWon ('8.2억', '2,150만') */
  formatAmount?: (won: number) => string;
}

/** One line's year: its total and its share of all costs (%). */
export interface CostLineTotal {
  key: CostLine;
  label: string;
  total: number;
  share: number;
}

// accessors
const getMonth = (d: CostRow) => d.std_month;
const getTotal = (d: CostRow) => d.total;
const getLineTotal = (d: CostLineTotal) => d.total;

/** The year's total of each line, largest first (ties in the call's order). */
export function costLineTotals(data: readonly CostRow[], lineLabels: Record<CostLine, string>): CostLineTotal[] {
  const totals = costLines.map((key) => ({ key, label: lineLabels[key], total: sum(data, (d) => d[key]) }));
  const all = sum(totals, (t) => t.total);
  return totals
    .map((t) => ({ ...t, share: all > 0 ? Math.round((t.total / all) * 1000) / 10 : 0 }))
    .sort((a, b) => b.total - a.total);
}

/** Cost by line: the year's totals, or months as stacked bars of the largest lines (SPEC §2; /member/cost). */
export function CostChart({
  data,
  view = 'totals',
  lineLabels,
  othersLabel,
  stackedLines = 4,
  labels,
  title,
  summary,
  tableLabel,
  tableUnit,
  emptyLabel,
  formatLabel = formatYearMonth,
  formatTick = monthNumber,
  formatAmount = formatCompactWon,
  ratio = '2:1',
  mobileRatio = view === 'totals' ? '3:4' : '4:3',
  ...layout
}: CostChartProps) {
  const totals = costLineTotals(data, lineLabels);
  const shown = totals.slice(0, Math.min(Math.max(1, stackedLines), chartSeries.length - 1));
  const rest = totals.slice(shown.length).map((t) => t.key);
  const series: StackSeries<CostRow>[] = [
    ...shown.map((t, i) => ({ key: t.key, color: chartSeries[i]!, value: (d: CostRow) => d[t.key] })),
    ...(rest.length > 0 ? [{ key: 'others', color: 'series5' as const, value: (d: CostRow) => sum(rest, (k) => d[k]) }] : []),
  ];
  const legend: ChartLegendItem[] = view === 'monthly' ? series.map((sr) => ({ label: sr.key === 'others' ? othersLabel : lineLabels[sr.key as CostLine], color: sr.color })) : [];

  return (
    <ChartFrame
      {...layout}
      ratio={ratio}
      mobileRatio={mobileRatio}
      title={title}
      description={view === 'totals' ? costTotalsSummary(totals, summary, formatAmount) : costMonthlySummary(data, summary, formatLabel, formatAmount)}
      legend={legend}
      table={costTable(data, lineLabels, labels, formatLabel)}
      tableLabel={tableLabel}
      tableUnit={tableUnit}
      emptyLabel={data.length === 0 ? emptyLabel : undefined}
    >
      {(size) =>
        view === 'totals' ? (
          <CostTotalsPlot data={totals} formatAmount={formatAmount} {...size} />
        ) : (
          <StackedBarPlot data={data} series={series} getLabel={getMonth} formatTick={formatTick} formatValue={formatAmount} {...size} />
        )
      }
    </ChartFrame>
  );
}

export interface CostTotalsPlotProps extends ChartSize {
  /** Line totals, in the order drawn (top to bottom). */
  data: readonly CostLineTotal[];
  formatAmount: (won: number) => string;
}

/** Below this width the line's name goes above its bar instead of beside it. */
const NARROW = 520;
const GAP = 8;

// scales
/** Rows, bar lengths and the layout (names beside the bars, or above them on narrow widths). */
export function costTotalsScales(data: readonly CostLineTotal[], { width, height }: ChartSize, formatAmount: (won: number) => string) {
  const narrow = width < NARROW;
  const labelWidth = narrow ? 0 : Math.min(width * 0.4, Math.max(0, ...data.map((d) => estimateTextWidth(d.label, VALUE_FONT_SIZE))) + 2 * GAP);
  const valueWidth = narrow ? 0 : Math.max(0, ...data.map((d) => estimateTextWidth(valueText(d, formatAmount), VALUE_FONT_SIZE))) + GAP;
  const margin = { top: 4, right: 4, bottom: 4, left: 0 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const row = scaleBand<string>({ domain: data.map((d) => d.key), range: [0, innerHeight], paddingInner: 0, paddingOuter: 0 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map(getLineTotal))], range: [0, Math.max(0, innerWidth - labelWidth - valueWidth)] });
  const labelRoom = narrow ? VALUE_FONT_SIZE + 6 : 0;
  const barHeight = Math.max(2, Math.min(20, (row.step() - labelRoom) * 0.6));
  return { margin, innerWidth, innerHeight, row, x, narrow, labelWidth, labelRoom, barHeight };
}

const valueText = (d: CostLineTotal, formatAmount: (won: number) => string) => `${formatAmount(d.total)} ${formatPercent(d.share)}`;

/** The year's total of each cost line as a horizontal bar, named and valued directly (no legend needed). */
export function CostTotalsPlot({ data, width, height, formatAmount }: CostTotalsPlotProps) {
  const { margin, innerWidth, row, x, narrow, labelWidth, labelRoom, barHeight } = costTotalsScales(data, { width, height }, formatAmount);
  const step = row.step();
  return (
    <Group left={margin.left} top={margin.top}>
      {data.map((d) => {
        const top = row(d.key) ?? 0;
        const barY = top + labelRoom + (step - labelRoom - barHeight) / 2;
        const textY = narrow ? top + VALUE_FONT_SIZE + 2 : barY + barHeight / 2;
        const length = x(d.total);
        return (
          <g key={d.key} data-line={d.key} data-total={d.total}>
            <text x={0} y={textY} dy={narrow ? 0 : '0.35em'} className={plot.label}>
              {d.label}
            </text>
            <Bar x={labelWidth} y={barY} width={length} height={barHeight} className={`${seriesFill.bar} ${s.bar}`} />
            <text x={narrow ? innerWidth : labelWidth + length + GAP} y={textY} dy={narrow ? 0 : '0.35em'} textAnchor={narrow ? 'end' : 'start'} className={plot.value}>
              {formatAmount(d.total)}
              <tspan dx="0.4em" className={s.share}>
                {formatPercent(d.share)}
              </tspan>
            </text>
          </g>
        );
      })}
    </Group>
  );
}

/** The description of the totals view: the year's costs, and the largest and smallest line. */
export function costTotalsSummary(totals: readonly CostLineTotal[], template: string, formatAmount: (won: number) => string): string {
  const ends = extremes(totals, getLineTotal);
  if (!ends) return '';
  return fillTemplate(template, {
    total: formatAmount(sum(totals, getLineTotal)),
    max: ends.max.label,
    maxValue: formatAmount(ends.max.total),
    min: ends.min.label,
    minValue: formatAmount(ends.min.total),
  });
}

/** The description of the monthly view: the year's costs, and the highest and lowest month. */
export function costMonthlySummary(data: readonly CostRow[], template: string, formatLabel: (m: string) => string, formatAmount: (won: number) => string): string {
  const ends = extremes(data, getTotal);
  if (!ends) return '';
  return fillTemplate(template, {
    total: formatAmount(sum(data, getTotal)),
    max: formatLabel(ends.max.std_month),
    maxValue: formatAmount(ends.max.total),
    min: formatLabel(ends.min.std_month),
    minValue: formatAmount(ends.min.total),
  });
}

/** Lines as rows, months as columns, with the year's total of each line and of each month. */
function costTable(data: readonly CostRow[], lineLabels: Record<CostLine, string>, labels: CostChartLabels, formatLabel: (m: string) => string): ChartTable {
  return {
    columns: [labels.line, ...data.map((d) => formatLabel(d.std_month)), labels.total],
    rows: costLines.map((key) => ({ key, label: lineLabels[key], cells: [...data.map((d) => formatNumber(d[key])), formatNumber(sum(data, (d) => d[key]))] })),
    total: { label: labels.total, cells: [...data.map((d) => formatNumber(d.total)), formatNumber(sum(data, getTotal))] },
  };
}
