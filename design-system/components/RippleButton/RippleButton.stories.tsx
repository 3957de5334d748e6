import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { RippleButton, rippleButtonSizes, rippleButtonVariants } from './RippleButton.tsx';

const meta = {
  title: 'Components/RippleButton',
  component: RippleButton,
  tags: ['autodocs'],
  args: { children: text.ko.button.book, variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: rippleButtonVariants },
    size: { control: 'inline-radio', options: rippleButtonSizes },
  },
} satisfies Meta<typeof RippleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: text.ko.button.viewRooms } };
export const Ghost: Story = { args: { variant: 'ghost', children: text.ko.button.cancel } };
export const Large: Story = { args: { size: 'lg' } };
export const English: Story = { args: { children: text.en.button.book } };
export const EnglishSecondary: Story = { args: { variant: 'secondary', children: text.en.button.viewRooms } };
export const Disabled: Story = { args: { disabled: true, children: text.ko.button.closed } };
export const FullWidthMobile: Story = {
  args: { fullWidth: true, size: 'lg', children: text.ko.button.reserveNow },
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
/** After a click the ripple is shown (it leaves after 1.5 s). */
export const Clicked: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button.querySelector('[data-ripple]')).not.toBeNull();
  },
};
