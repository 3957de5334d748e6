import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { DataTable } from './DataTable.tsx';
import { augustRows, detailColumns, summaryColumns, withWeeklySubtotals, type DailyOperationRow } from './DataTable.fixtures.ts';

const OperationTable = DataTable<DailyOperationRow>;
const ko = text.ko.dataTable;
const en = text.en.dataTable;
const koRows = augustRows(ko.weekdays);
const enRows = augustRows(en.weekdays);
const isSubtotal = (row: DailyOperationRow) => row.kind === 'subtotal';
const rowKey = (row: DailyOperationRow) => row.saleDate;

const meta = {
  title: 'Components/DataTable',
  component: OperationTable,
  tags: ['autodocs'],
  args: {
    caption: ko.dailyCaption,
    columns: summaryColumns(ko.columns),
    rows: koRows,
    rowKey,
    totalLabel: ko.monthlyTotal,
    subtotalLabel: ko.subtotal,
    emptyText: ko.empty,
    isSubtotal,
  },
} satisfies Meta<typeof OperationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 daily summary for 2025.08 with the monthly total (occupancy and ADR recomputed from the sums). */
export const DailyOperations: Story = {};

/** Weekly subtotal rows, left out of the monthly total. */
export const WithSubtotals: Story = {
  args: { rows: withWeeklySubtotals(koRows, detailColumns(ko.columns)) },
};

/** Every daily-row column (the detail view); the region scrolls sideways with the date column fixed. */
export const AllColumns: Story = {
  args: { caption: ko.detailCaption, columns: detailColumns(ko.columns) },
};

export const Empty: Story = { args: { rows: [] } };

export const MobileScroll: Story = {
  args: { caption: ko.detailCaption, columns: detailColumns(ko.columns) },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const MobileSummary: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const English: Story = {
  args: { caption: en.dailyCaption, columns: summaryColumns(en.columns), rows: enRows, totalLabel: en.monthlyTotal, subtotalLabel: en.subtotal, emptyText: en.empty },
};

export const EnglishWithSubtotals: Story = {
  args: {
    caption: en.detailCaption,
    columns: detailColumns(en.columns),
    rows: withWeeklySubtotals(enRows, detailColumns(en.columns)),
    totalLabel: en.monthlyTotal,
    subtotalLabel: en.subtotal,
    emptyText: en.empty,
  },
};

export const EnglishEmpty: Story = {
  args: { caption: en.dailyCaption, columns: summaryColumns(en.columns), rows: [], totalLabel: en.monthlyTotal, emptyText: en.empty },
};

/** The scroll region is reachable with the keyboard and named by the caption. */
export const ScrollRegionFocus: Story = {
  tags: ['no-visual'],
  args: { columns: detailColumns(ko.columns) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: ko.dailyCaption });
    region.focus();
    await expect(region).toHaveFocus();
  },
};
