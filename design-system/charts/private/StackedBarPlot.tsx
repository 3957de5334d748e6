import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ChartSize } from '../ChartFrame/ChartFrame.tsx';
import { seriesFill, type ChartSeries } from '../palette.css.ts';
import { bottomTick, leftTick } from './AxisTick.tsx';
import { estimateTextWidth, evenTicks, niceMax, thin, TICK_FONT_SIZE, VALUE_FONT_SIZE } from './layout.ts';
import * as plot from './plot.css.ts';

/** One stacked series: its key, its palette colour and how to read its value from a row. */
export interface StackSeries<Row> {
  key: string;
  color: ChartSeries;
  value: (row: Row) => number;
}

export interface StackedBarPlotProps<Row> extends ChartSize {
  data: readonly Row[];
  /** Bottom to top. */
  series: readonly StackSeries<Row>[];
  /** The category of a row (e.g. 'YYYYMM'). */
  getLabel: (row: Row) => string;
  formatTick: (label: string) => string;
  /** Value axis ticks and the totals over the bars. */
  formatValue: (value: number) => string;
}

const INTERVALS = 4;

// scales
/** Scales and margins of a stacked bar plot; y starts at 0 and ends at a round value over the largest stack. */
export function stackedScales<Row>(data: readonly Row[], series: readonly StackSeries<Row>[], getLabel: (row: Row) => string, { width, height }: ChartSize, formatValue: (value: number) => string) {
  const stackTotal = (row: Row) => series.reduce((acc, s) => acc + Math.max(0, s.value(row)), 0);
  const top = niceMax(Math.max(1, ...data.map(stackTotal)), INTERVALS);
  const ticks = evenTicks(top, INTERVALS);
  const margin = {
    top: VALUE_FONT_SIZE + 10,
    right: 8,
    bottom: 24,
    left: Math.max(...ticks.map((t) => estimateTextWidth(formatValue(t), TICK_FONT_SIZE))) + 12,
  };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const x = scaleBand<string>({ domain: data.map(getLabel), range: [0, innerWidth], paddingInner: 0.3, paddingOuter: 0.15 });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0] });
  return { margin, innerWidth, innerHeight, x, y, ticks, stackTotal };
}

/** Stacked bars by category with a value axis, and each stack's total over it where it fits. */
export function StackedBarPlot<Row>({ data, series, getLabel, formatTick, formatValue, width, height }: StackedBarPlotProps<Row>) {
  const { margin, innerWidth, innerHeight, x, y, ticks, stackTotal } = stackedScales(data, series, getLabel, { width, height }, formatValue);
  const band = x.bandwidth();
  const labels = data.map(getLabel);
  const tickValues = thin(labels, x.step(), Math.max(0, ...labels.map((l) => estimateTextWidth(formatTick(l), TICK_FONT_SIZE))));
  const showTotals = data.every((row) => estimateTextWidth(formatValue(stackTotal(row)), VALUE_FONT_SIZE) + 4 <= x.step());

  return (
    <Group left={margin.left} top={margin.top}>
      <GridRows scale={y} width={innerWidth} tickValues={ticks} stroke="currentColor" className={plot.grid} />
      {data.map((row) => {
        const label = getLabel(row);
        const left = x(label) ?? 0;
        let base = 0;
        return (
          <g key={label} data-label={label} data-total={stackTotal(row)}>
            {series.map((s) => {
              const value = Math.max(0, s.value(row));
              const y0 = y(base);
              base += value;
              const y1 = y(base);
              if (value === 0) return null;
              return <Bar key={s.key} data-series={s.key} x={left} y={y1} width={band} height={Math.max(0, y0 - y1)} className={`${seriesFill[s.color]} ${plot.segment}`} />;
            })}
            {showTotals && (
              <text x={left + band / 2} y={y(base) - 6} textAnchor="middle" className={plot.value}>
                {formatValue(base)}
              </text>
            )}
          </g>
        );
      })}
      <AxisLeft scale={y} tickValues={ticks} tickFormat={(v) => formatValue(Number(v))} hideAxisLine hideTicks tickLength={6} tickComponent={leftTick} />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={tickValues}
        tickFormat={formatTick}
        hideTicks
        tickLength={4}
        stroke="currentColor"
        axisClassName={plot.axis}
        tickComponent={bottomTick}
      />
    </Group>
  );
}
