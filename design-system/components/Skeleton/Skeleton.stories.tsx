import type { Meta, StoryObj } from '@storybook/react-vite';
import { text } from '../../stories/text.ts';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { label: text.ko.loading.skeleton, cards: 2 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header with title and subtitle, and two cards (SPEC §2). */
export const Default: Story = {};
export const English: Story = { args: { label: text.en.loading.skeleton } };
/** On mobile the cards stack. */
export const Mobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };
