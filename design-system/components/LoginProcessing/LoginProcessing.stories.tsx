import type { Meta, StoryObj } from '@storybook/react-vite';
import { text } from '../../stories/text.ts';
import { LoginProcessing } from './LoginProcessing.tsx';

const meta = {
  title: 'Components/LoginProcessing',
  component: LoginProcessing,
  tags: ['autodocs'],
  args: { message: text.ko.loading.loginProcessing },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginProcessing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { message: text.en.loading.loginProcessing } };
export const Mobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };
