import { formatNumber, formatYearMonth } from '../../format/format.ts';
import { ChartFrame, type ChartRatio, type ChartSize, type ChartTable } from '../ChartFrame/ChartFrame.tsx';
import type { ChartSeries } from '../palette.css.ts';
import { formatCompactWon, monthNumber } from '../private/format.ts';
import { StackedBarPlot, type StackSeries } from '../private/StackedBarPlot.tsx';
import { extremes, sum } from '../private/stats.ts';
import { fillTemplate } from '../private/template.ts';
import type { ChartLayoutProps } from '../private/types.ts';
import * as s from './SalesChart.css.ts';

/** Revenue lines (DOMAIN: room, food & beverage, facilities, other), bottom to top of a stack. */
export const revenueLines = ['room', 'fnb', 'facility', 'other'] as const;
export type RevenueLine = (typeof revenueLines)[number];

/** A row of the member sales call (salesInfoResult): amounts in won for one month ('YYYYMM'). */
export type SalesRow = { std_month: string; total: number } & Record<RevenueLine, number>;

/** Labels of the table's first and last columns and of its totals row. */
export interface SalesChartLabels {
  /** Header of the month column (e.g. '월'). */
  month: string;
  /** The total column and the totals row (e.g. '합계'). */
  total: string;
}

export interface SalesChartProps extends ChartLayoutProps {
  /** Width : height of the chart area. @default '2:1' */
  ratio?: ChartRatio;
  /** Width : height at the portal's mobile breakpoint (≤ 992 px). @default '4:3' */
  mobileRatio?: ChartRatio;
  /** The months of a year, in order. */
  data: SalesRow[];
  /** Name of each revenue line (legend and table). */
  lineLabels: Record<RevenueLine, string>;
  /** Table labels. */
  labels: SalesChartLabels;
  /** Caption and image title. */
  title: string;
  /** Summary template with {total} {max} {maxValue} {min} {minValue} (the image description). */
  summary: string;
  /** Label of the data-table disclosure. */
  tableLabel: string;
  /** Unit note over the table (e.g. '단위: 원'). */
  tableUnit: string;
  /** Message shown when there are no rows. */
  emptyLabel: string;
  /** A month's label in the table and the summary. @default formatYearMonth ('2025.08') */
  formatLabel?: (stdMonth: string) => string;
  /** A tick label of the x axis. @default the month number */
  formatTick?: (stdMonth: string) => string;
  /** Amounts on the axis, over the bars and in the summary. @default formatCompactWon ('32.2억', '3,400만') */
  formatAmount?: (won: number) => string;
}

// accessors
const getMonth = (d: SalesRow) => d.std_month;
const getTotal = (d: SalesRow) => d.total;
const lineColor: Record<RevenueLine, ChartSeries> = { room: 'series1', fnb: 'series2', facility: 'series3', other: 'series5' };
const revenueSeries: StackSeries<SalesRow>[] = revenueLines.map((key) => ({ key, color: lineColor[key], value: (d) => d[key] }));

/** Monthly revenue by line as stacked bars (SPEC §2 member home; /member/revenue). */
export function SalesChart({
  data,
  lineLabels,
  labels,
  title,
  summary,
  tableLabel,
  tableUnit,
  emptyLabel,
  formatLabel = formatYearMonth,
  formatTick = monthNumber,
  formatAmount = formatCompactWon,
  className,
  ratio = '2:1',
  mobileRatio = '4:3',
  ...layout
}: SalesChartProps) {
  return (
    <ChartFrame
      {...layout}
      ratio={ratio}
      mobileRatio={mobileRatio}
      className={[s.root, className ?? ''].filter(Boolean).join(' ')}
      title={title}
      description={salesSummary(data, summary, formatLabel, formatAmount)}
      legend={revenueLines.map((key) => ({ label: lineLabels[key], color: lineColor[key] }))}
      table={salesTable(data, lineLabels, labels, formatLabel)}
      tableLabel={tableLabel}
      tableUnit={tableUnit}
      emptyLabel={data.length === 0 ? emptyLabel : undefined}
    >
      {(size) => <SalesPlot data={data} formatTick={formatTick} formatAmount={formatAmount} {...size} />}
    </ChartFrame>
  );
}

export interface SalesPlotProps extends ChartSize {
  data: readonly SalesRow[];
  formatTick: (stdMonth: string) => string;
  formatAmount: (won: number) => string;
}

/** The plot: a pure function of the rows and the size. */
export function SalesPlot({ data, width, height, formatTick, formatAmount }: SalesPlotProps) {
  return <StackedBarPlot data={data} series={revenueSeries} getLabel={getMonth} formatTick={formatTick} formatValue={formatAmount} width={width} height={height} />;
}

/** The description: the year's revenue and its highest and lowest month. */
export function salesSummary(data: readonly SalesRow[], template: string, formatLabel: (m: string) => string, formatAmount: (won: number) => string): string {
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

function salesTable(data: readonly SalesRow[], lineLabels: Record<RevenueLine, string>, labels: SalesChartLabels, formatLabel: (m: string) => string): ChartTable {
  return {
    columns: [labels.month, ...revenueLines.map((key) => lineLabels[key]), labels.total],
    rows: data.map((d) => ({ key: d.std_month, label: formatLabel(d.std_month), cells: [...revenueLines.map((key) => formatNumber(d[key])), formatNumber(d.total)] })),
    total: { label: labels.total, cells: [...revenueLines.map((key) => formatNumber(sum(data, (d) => d[key]))), formatNumber(sum(data, getTotal))] },
  };
}
