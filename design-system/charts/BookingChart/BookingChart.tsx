import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { formatDate, formatNumber, formatPercent, formatYearMonth } from '../../format/format.ts';
import { ChartFrame, type ChartRatio, type ChartSize, type ChartTable } from '../ChartFrame/ChartFrame.tsx';
import { lineHalo, lineMarker, lineStroke, seriesFill } from '../palette.css.ts';
import { bottomTick, leftTick, rightTick } from '../private/AxisTick.tsx';
import { dayNumber, formatTickNumber, formatTickPercent, monthNumber } from '../private/format.ts';
import { estimateTextWidth, evenTicks, niceMax, thin, TICK_FONT_SIZE } from '../private/layout.ts';
import * as plot from '../private/plot.css.ts';
import { extremes, sum } from '../private/stats.ts';
import { fillTemplate } from '../private/template.ts';
import type { ChartLayoutProps } from '../private/types.ts';
import * as s from './BookingChart.css.ts';

export const bookingChartPeriods = ['monthly', 'daily'] as const;
export type BookingChartPeriod = (typeof bookingChartPeriods)[number];

/** A row of the member booking call (monthlyBookingResult): a day ('YYYYMMDD') or a month ('YYYYMM'). */
export interface BookingRow {
  label: string;
  rooms_sold: number;
  sales_available: number;
  occ_rate: number;
  room_fee: number;
}

/** Labels of the series and of the table columns. */
export interface BookingChartLabels {
  /** Header of the day or month column (e.g. '월', '날짜'). */
  period: string;
  /** Rooms sold (bars, legend, table). */
  roomsSold: string;
  /** Rooms available (table). */
  available: string;
  /** Occupancy % (line, legend, table). */
  occupancy: string;
  /** Room revenue in won (table). */
  roomFee: string;
  /** The totals row of the table. */
  total: string;
}

export interface BookingChartProps extends ChartLayoutProps {
  /** Width : height of the chart area. @default '2:1' */
  ratio?: ChartRatio;
  /** Width : height at the portal's mobile breakpoint (≤ 992 px). @default '4:3' */
  mobileRatio?: ChartRatio;
  /** Days of a month or months of a year, in order. */
  data: BookingRow[];
  /** Days ('YYYYMMDD' labels) or months ('YYYYMM'). @default 'monthly' */
  period?: BookingChartPeriod;
  /** Draw occupancy % as a line on a second axis. @default true */
  showOccupancy?: boolean;
  /** Caption and image title. */
  title: string;
  /** Summary template with {total} {totalRate} {max} {maxValue} {maxRate} {min} {minValue} {minRate} (the image description). */
  summary: string;
  /** Series and column labels. */
  labels: BookingChartLabels;
  /** Label of the data-table disclosure. */
  tableLabel: string;
  /** Message shown when there are no rows. */
  emptyLabel: string;
  /** A row's label in the table and the summary. @default formatYearMonth (monthly) or formatDate (daily) */
  formatLabel?: (label: string) => string;
  /** A tick label of the x axis. @default the month number (monthly) or the day number (daily) */
  formatTick?: (label: string) => string;
}

/** Rooms sold by day or month, as bars, with occupancy % as a line on a second axis (SPEC §2 member home). */
export function BookingChart({
  data,
  period = 'monthly',
  showOccupancy = true,
  title,
  summary,
  labels,
  tableLabel,
  emptyLabel,
  formatLabel = period === 'daily' ? formatDate : formatYearMonth,
  formatTick = period === 'daily' ? dayNumber : monthNumber,
  ratio = '2:1',
  mobileRatio = '4:3',
  ...layout
}: BookingChartProps) {
  return (
    <ChartFrame
      {...layout}
      ratio={ratio}
      mobileRatio={mobileRatio}
      title={title}
      description={bookingSummary(data, summary, formatLabel)}
      legend={[{ label: labels.roomsSold, color: 'bar' }, ...(showOccupancy ? [{ label: labels.occupancy, color: 'line' as const }] : [])]}
      table={bookingTable(data, labels, formatLabel)}
      tableLabel={tableLabel}
      emptyLabel={data.length === 0 ? emptyLabel : undefined}
    >
      {(size) => <BookingPlot data={data} period={period} showOccupancy={showOccupancy} formatTick={formatTick} {...size} />}
    </ChartFrame>
  );
}

export interface BookingPlotProps extends ChartSize {
  data: BookingRow[];
  period: BookingChartPeriod;
  showOccupancy: boolean;
  formatTick: (label: string) => string;
}

// accessors
const getLabel = (d: BookingRow) => d.label;
const getRoomsSold = (d: BookingRow) => d.rooms_sold;
const getOccRate = (d: BookingRow) => d.occ_rate;
const getAvailable = (d: BookingRow) => d.sales_available;

const RATE_STEP = 25;

// scales
/** Scales and margins of the plot; the rooms axis shares its gridlines with the 25 % steps of the rate axis. */
export function bookingScales(data: readonly BookingRow[], { width, height }: ChartSize, showOccupancy: boolean, period: BookingChartPeriod = 'monthly') {
  const rateTop = Math.max(100, Math.ceil(Math.max(0, ...data.map(getOccRate)) / RATE_STEP) * RATE_STEP);
  const intervals = rateTop / RATE_STEP;
  const roomsTop = niceMax(Math.max(1, ...data.map(getRoomsSold)), intervals);
  const margin = {
    top: 12,
    right: showOccupancy ? estimateTextWidth(formatTickPercent(rateTop), TICK_FONT_SIZE) + 12 : 8,
    bottom: 24,
    left: estimateTextWidth(formatTickNumber(roomsTop), TICK_FONT_SIZE) + 12,
  };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const padding = period === 'daily' ? 0.2 : 0.3;
  const x = scaleBand<string>({ domain: data.map(getLabel), range: [0, innerWidth], paddingInner: padding, paddingOuter: padding / 2 });
  const y = scaleLinear<number>({ domain: [0, roomsTop], range: [innerHeight, 0] });
  const yRate = scaleLinear<number>({ domain: [0, rateTop], range: [innerHeight, 0] });
  return { margin, innerWidth, innerHeight, x, y, yRate, roomsTicks: evenTicks(roomsTop, intervals), rateTicks: evenTicks(rateTop, intervals) };
}

/** The plot: a pure function of the rows and the size. */
export function BookingPlot({ data, width, height, period, showOccupancy, formatTick }: BookingPlotProps) {
  const { margin, innerWidth, innerHeight, x, y, yRate, roomsTicks, rateTicks } = bookingScales(data, { width, height }, showOccupancy, period);
  const band = x.bandwidth();
  const center = (d: BookingRow) => (x(getLabel(d)) ?? 0) + band / 2;
  // Days: the 1st and every 5th; months: all that fit.
  const candidates = period === 'daily' ? data.map(getLabel).filter((l) => Number(dayNumber(l)) === 1 || Number(dayNumber(l)) % 5 === 0) : data.map(getLabel);
  const slot = period === 'daily' ? x.step() * 5 : x.step();
  const widest = Math.max(0, ...candidates.map((l) => estimateTextWidth(formatTick(l), TICK_FONT_SIZE)));
  const tickValues = thin(candidates, slot, widest);

  return (
    <Group left={margin.left} top={margin.top}>
      <GridRows scale={y} width={innerWidth} tickValues={roomsTicks} stroke="currentColor" className={plot.grid} />
      {data.map((d) => {
        const top = y(getRoomsSold(d));
        return (
          <Bar
            key={getLabel(d)}
            data-label={getLabel(d)}
            x={x(getLabel(d)) ?? 0}
            y={top}
            width={band}
            height={Math.max(0, innerHeight - top)}
            className={`${seriesFill.bar} ${s.bar}`}
          />
        );
      })}
      <AxisLeft scale={y} tickValues={roomsTicks} tickFormat={(v) => formatTickNumber(Number(v))} hideAxisLine hideTicks tickLength={6} tickComponent={leftTick} />
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
      {showOccupancy && (
        <>
          <AxisRight left={innerWidth} scale={yRate} tickValues={rateTicks} tickFormat={(v) => formatTickPercent(Number(v))} hideAxisLine hideTicks tickLength={6} tickComponent={rightTick} />
          <LinePath data={data} x={center} y={(d) => yRate(getOccRate(d))} className={lineHalo} />
          <LinePath data={data} x={center} y={(d) => yRate(getOccRate(d))} className={lineStroke} />
          {band >= 8 &&
            data.map((d) => <circle key={getLabel(d)} data-label={getLabel(d)} cx={center(d)} cy={yRate(getOccRate(d))} r={band >= 16 ? 3.5 : 2.5} className={lineMarker} />)}
        </>
      )}
    </Group>
  );
}

/** The description: totals, and the highest and lowest day or month by rooms sold. */
export function bookingSummary(data: readonly BookingRow[], template: string, formatLabel: (label: string) => string): string {
  const ends = extremes(data, getRoomsSold);
  if (!ends) return '';
  const sold = sum(data, getRoomsSold);
  const available = sum(data, getAvailable);
  return fillTemplate(template, {
    total: formatNumber(sold),
    totalRate: formatPercent(available > 0 ? Math.round((sold / available) * 1000) / 10 : 0),
    max: formatLabel(ends.max.label),
    maxValue: formatNumber(ends.max.rooms_sold),
    maxRate: formatPercent(ends.max.occ_rate),
    min: formatLabel(ends.min.label),
    minValue: formatNumber(ends.min.rooms_sold),
    minRate: formatPercent(ends.min.occ_rate),
  });
}

function bookingTable(data: readonly BookingRow[], labels: BookingChartLabels, formatLabel: (label: string) => string): ChartTable {
  const sold = sum(data, getRoomsSold);
  const available = sum(data, getAvailable);
  return {
    columns: [labels.period, labels.roomsSold, labels.available, labels.occupancy, labels.roomFee],
    rows: data.map((d) => ({
      key: d.label,
      label: formatLabel(d.label),
      cells: [formatNumber(d.rooms_sold), formatNumber(d.sales_available), formatPercent(d.occ_rate), formatNumber(d.room_fee)],
    })),
    total: {
      label: labels.total,
      cells: [formatNumber(sold), formatNumber(available), formatPercent(available > 0 ? Math.round((sold / available) * 1000) / 10 : 0), formatNumber(sum(data, (d) => d.room_fee))],
    },
  };
}
