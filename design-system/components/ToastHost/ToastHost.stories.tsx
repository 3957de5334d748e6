import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';
import { expect, waitFor, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { notify, ToastHost, type ToastKind } from './ToastHost.tsx';

const meta = {
  title: 'Components/ToastHost',
  component: ToastHost,
  tags: ['autodocs'],
  args: { label: text.ko.toast.region, closeLabel: text.ko.toast.close },
  parameters: { docs: { story: { inline: false, height: '280px' } }, toasts: ['error'] satisfies ToastKind[] },
  // The toasts of `parameters.toasts` are shown on mount and stay (autoClose off), so the
  // screenshot is the same every time; the app's toasts close after 3 s.
  render: function Render(args, { name, parameters }) {
    const t = /english/i.test(name) ? text.en : text.ko;
    const kinds = parameters.toasts as ToastKind[];
    useEffect(() => {
      for (const kind of kinds) notify(t.toast[kind], kind, { toastId: `story-${kind}`, autoClose: false });
      return () => toast.dismiss();
    }, [kinds, t]);
    return <ToastHost {...args} />;
  },
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = { label: text.en.toast.region, closeLabel: text.en.toast.close };

/** notify(message): an error, the default kind. */
export const Error: Story = {};
/** notify(message, 'info'): no icon. */
export const Info: Story = { parameters: { toasts: ['info'] } };
/** notify(message, 'success'). */
export const Success: Story = { parameters: { toasts: ['success'] } };
/** Several at once stack at the bottom centre. */
export const Stacked: Story = { parameters: { toasts: ['success', 'info', 'error'] } };
export const EnglishError: Story = { args: english };
export const EnglishStacked: Story = { args: english, parameters: { toasts: ['success', 'info', 'error'] } };
export const ErrorMobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };
export const StackedMobileEnglish: Story = { tags: ['mobile'], args: english, parameters: { viewport: { defaultViewport: 'mobile' }, toasts: ['success', 'info', 'error'] } };

/** The close button carries the translated label. */
export const CloseLabel: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: text.ko.toast.close })).toBeTruthy());
    await expect(canvas.getByRole('region', { name: text.ko.toast.region })).toBeTruthy();
  },
};
