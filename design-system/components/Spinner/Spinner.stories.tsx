import type { Meta, StoryObj } from '@storybook/react-vite';
import { text } from '../../stories/text.ts';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: text.ko.loading.status, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const English: Story = { args: { label: text.en.loading.status } };
export const Mobile: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
