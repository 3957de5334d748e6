import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { RippleButton } from '../RippleButton/RippleButton.tsx';
import { Modal, modalVariants } from './Modal.tsx';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: text.ko.modal.sampleTitle,
    closeLabel: text.ko.modal.close,
    children: <p>{text.ko.modal.sampleBody}</p>,
    footer: <RippleButton>{text.ko.modal.confirm}</RippleButton>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: modalVariants },
    children: { control: false },
    footer: { control: false },
    container: { control: false },
  },
  parameters: {
    // Each story in its own frame on the docs page: an open modal covers and traps its page.
    docs: { story: { inline: false, height: '520px' } },
  },
  // An opener, as on a page; closing the modal sets `open` to false and the opener brings it back.
  render: function Render(args, { name }) {
    const [, updateArgs] = useArgs();
    const t = /english/i.test(name) ? text.en : text.ko;
    return (
      <>
        <RippleButton variant="secondary" onClick={() => updateArgs({ open: true })}>
          {t.modal.open}
        </RippleButton>
        <Modal
          {...args}
          onClose={() => {
            args.onClose();
            updateArgs({ open: false });
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = {
  title: text.en.modal.sampleTitle,
  closeLabel: text.en.modal.close,
  children: <p>{text.en.modal.sampleBody}</p>,
  footer: <RippleButton>{text.en.modal.confirm}</RippleButton>,
};

/** A centred dialog, 560 px wide on desktop. */
export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
export const WithoutFooter: Story = { args: { footer: undefined } };
export const Wide: Story = { args: { width: 800 } };
export const English: Story = { args: english };
export const EnglishClosed: Story = { args: { ...english, open: false } };

/** On mobile a bottom sheet slides up from the bottom edge. */
export const BottomSheetMobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } }, args: { isMobile: true } };
export const BottomSheetMobileEnglish: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } }, args: { ...english, isMobile: true } };
/** A dialog even on a phone, when the content asks for one. */
export const DialogMobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } }, args: { isMobile: true, variant: 'dialog' } };

/** Focus moves into the modal and Escape asks to close it. */
export const EscapeCloses: Story = {
  tags: ['no-visual'],
  // Without the opener: an args update re-renders the story and clears the spies.
  render: (args) => <Modal {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: text.ko.modal.sampleTitle });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
