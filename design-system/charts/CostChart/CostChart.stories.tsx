import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartRatios } from '../ChartFrame/ChartFrame.tsx';
import { monthlyCosts2025 } from '../fixtures.ts';
import { chartText, mobile } from '../storyText.ts';
import { CostChart, costChartViews } from './CostChart.tsx';

const ko = chartText('ko');
const en = chartText('en');

const meta = {
  title: 'Charts/CostChart',
  component: CostChart,
  tags: ['autodocs'],
  args: {
    data: monthlyCosts2025,
    view: 'totals',
    title: ko.cost.titleTotals,
    summary: ko.t.cost.summaryTotals,
    lineLabels: ko.cost.lineLabels,
    othersLabel: ko.cost.othersLabel,
    labels: ko.cost.labels,
    ...ko.common,
    formatLabel: ko.monthShort,
    formatTick: ko.monthShort,
  },
  argTypes: {
    view: { control: 'inline-radio', options: costChartViews },
    ratio: { control: 'select', options: chartRatios },
    mobileRatio: { control: 'select', options: chartRatios },
  },
} satisfies Meta<typeof CostChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = {
  title: en.cost.titleTotals,
  summary: en.t.cost.summaryTotals,
  lineLabels: en.cost.lineLabels,
  othersLabel: en.cost.othersLabel,
  labels: en.cost.labels,
  ...en.common,
  formatLabel: en.monthShort,
  formatTick: en.monthShort,
};
const monthly = { view: 'monthly', title: ko.cost.titleMonthly, summary: ko.t.cost.summaryMonthly } as const;
const monthlyEnglish = { ...english, view: 'monthly', title: en.cost.titleMonthly, summary: en.t.cost.summaryMonthly } as const;

/** The year's total of each cost line, largest first. */
export const Totals: Story = {};
/** Months as stacks of the four largest lines and the rest. */
export const Monthly: Story = { args: monthly };
/** The data table alternative (lines by month), open. */
export const TableOpen: Story = { args: { tableOpen: true, ratio: '3:1' } };
export const Empty: Story = { args: { data: [] } };
export const TotalsEnglish: Story = { args: english };
export const MonthlyEnglish: Story = { args: monthlyEnglish };
export const EmptyEnglish: Story = { args: { ...english, data: [] } };
export const TotalsMobile: Story = { ...mobile };
export const MonthlyMobile: Story = { ...mobile, args: { ...monthly } };
export const TotalsMobileEnglish: Story = { ...mobile, args: english };
