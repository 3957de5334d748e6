import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartRatios } from '../ChartFrame/ChartFrame.tsx';
import { dailyBookings2025Aug, monthlyBookings2025 } from '../fixtures.ts';
import { chartText, mobile } from '../storyText.ts';
import { BookingChart, bookingChartPeriods } from './BookingChart.tsx';

const ko = chartText('ko');
const en = chartText('en');

const meta = {
  title: 'Charts/BookingChart',
  component: BookingChart,
  tags: ['autodocs'],
  args: {
    data: monthlyBookings2025,
    period: 'monthly',
    ...ko.booking.monthly,
    summary: ko.booking.summary,
    tableLabel: ko.common.tableLabel,
    emptyLabel: ko.common.emptyLabel,
  },
  argTypes: {
    period: { control: 'inline-radio', options: bookingChartPeriods },
    ratio: { control: 'select', options: chartRatios },
    mobileRatio: { control: 'select', options: chartRatios },
  },
} satisfies Meta<typeof BookingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2025 by month: bars of rooms sold, occupancy on the right axis. */
export const Monthly: Story = {};
export const Daily: Story = { args: { data: dailyBookings2025Aug, period: 'daily', ...ko.booking.daily, formatLabel: undefined, formatTick: undefined } };
export const BarsOnly: Story = { args: { showOccupancy: false } };
/** The data table alternative, open. */
export const TableOpen: Story = { args: { tableOpen: true, ratio: '3:1' } };
export const Empty: Story = { args: { data: [] } };

export const MonthlyEnglish: Story = {
  args: { ...en.booking.monthly, summary: en.booking.summary, tableLabel: en.common.tableLabel, emptyLabel: en.common.emptyLabel },
};
export const DailyEnglish: Story = {
  args: { data: dailyBookings2025Aug, period: 'daily', ...en.booking.daily, summary: en.booking.summary, tableLabel: en.common.tableLabel, emptyLabel: en.common.emptyLabel, formatLabel: undefined, formatTick: undefined },
};
export const EmptyEnglish: Story = { args: { ...MonthlyEnglish.args, data: [] } };

export const MonthlyMobile: Story = { ...mobile };
export const DailyMobile: Story = { ...mobile, args: Daily.args };
export const DailyMobileEnglish: Story = { ...mobile, args: DailyEnglish.args };
