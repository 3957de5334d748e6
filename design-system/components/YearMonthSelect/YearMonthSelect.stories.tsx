import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { YearMonthSelect } from './YearMonthSelect.tsx';

const meta = {
  title: 'Components/YearMonthSelect',
  component: YearMonthSelect,
  tags: ['autodocs'],
  args: { value: { year: 2025, month: 8 }, currentYear: 2025, labels: text.ko.yearMonthSelect, onChange: fn() },
  // Stateful in the canvas so that the selects can be tried.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <YearMonthSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof YearMonthSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LabelsHidden: Story = { args: { labelsHidden: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Reports of a whole year (revenue, cost, profit and loss): the year alone. */
export const YearOnly: Story = { args: { showMonth: false } };
export const English: Story = { args: { labels: text.en.yearMonthSelect } };
export const Mobile: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
export const EnglishMobile: Story = {
  args: { labels: text.en.yearMonthSelect },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
