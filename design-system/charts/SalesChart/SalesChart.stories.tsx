import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartRatios } from '../ChartFrame/ChartFrame.tsx';
import { monthlySales2025 } from '../fixtures.ts';
import { chartText, mobile } from '../storyText.ts';
import { SalesChart } from './SalesChart.tsx';

const ko = chartText('ko');
const en = chartText('en');

const meta = {
  title: 'Charts/SalesChart',
  component: SalesChart,
  tags: ['autodocs'],
  args: { data: monthlySales2025, ...ko.sales, ...ko.common, formatLabel: ko.monthShort, formatTick: ko.monthShort },
  argTypes: {
    ratio: { control: 'select', options: chartRatios },
    mobileRatio: { control: 'select', options: chartRatios },
  },
} satisfies Meta<typeof SalesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2025 revenue by month, stacked by line, in 억 and 만. */
export const Monthly: Story = {};
/** The data table alternative, open. */
export const TableOpen: Story = { args: { tableOpen: true, ratio: '3:1' } };
export const Empty: Story = { args: { data: [] } };
export const MonthlyEnglish: Story = { args: { ...en.sales, ...en.common, formatLabel: en.monthShort, formatTick: en.monthShort } };
export const TableOpenEnglish: Story = { args: { ...MonthlyEnglish.args, tableOpen: true, ratio: '3:1' } };
export const EmptyEnglish: Story = { args: { ...MonthlyEnglish.args, data: [] } };
export const MonthlyMobile: Story = { ...mobile };
export const MonthlyMobileEnglish: Story = { ...mobile, args: MonthlyEnglish.args };
