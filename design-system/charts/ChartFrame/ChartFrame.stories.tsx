import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bar } from '@visx/shape';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { bookingSummary } from '../BookingChart/BookingChart.tsx';
import { monthlyBookings2025 } from '../fixtures.ts';
import { seriesFill } from '../palette.css.ts';
import { chartText, mobile } from '../storyText.ts';
import { ChartFrame, chartRatios, type ChartFrameProps, type ChartSize } from './ChartFrame.tsx';

const ko = chartText('ko');
const en = chartText('en');

/** A minimal chart: rooms sold by month as bars, to show what the frame adds around any plot. */
function roomsSoldBars({ width, height }: ChartSize) {
  const step = width / monthlyBookings2025.length;
  const max = Math.max(...monthlyBookings2025.map((d) => d.rooms_sold));
  return monthlyBookings2025.map((d, i) => {
    const h = (d.rooms_sold / max) * height;
    return <Bar key={d.label} x={i * step + step * 0.15} y={height - h} width={step * 0.7} height={h} className={seriesFill.bar} />;
  });
}

function frameArgs(c: typeof ko): ChartFrameProps {
  return {
    title: c.booking.monthly.title,
    description: bookingSummary(monthlyBookings2025, c.booking.summary, c.monthShort),
    legend: [{ label: c.booking.monthly.labels.roomsSold, color: 'bar' }],
    table: {
      columns: [c.t.month, c.t.booking.roomsSold, c.t.booking.occupancy],
      rows: monthlyBookings2025.map((d) => ({ key: d.label, label: c.monthShort(d.label), cells: [formatNumber(d.rooms_sold), formatPercent(d.occ_rate)] })),
    },
    tableLabel: c.common.tableLabel,
    children: roomsSoldBars,
  };
}

const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  tags: ['autodocs'],
  args: frameArgs(ko),
  argTypes: {
    ratio: { control: 'select', options: chartRatios },
    mobileRatio: { control: 'select', options: chartRatios },
    children: { control: false },
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CaptionHidden: Story = { args: { captionHidden: true } };
export const TableOpen: Story = { args: { tableOpen: true, ratio: '3:1' } };
export const Empty: Story = { args: { emptyLabel: ko.common.emptyLabel } };
export const English: Story = { args: frameArgs(en) };
export const Mobile: Story = { ...mobile, args: { mobileRatio: '4:3' } };
