import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { RippleButton } from '../RippleButton/RippleButton.tsx';
import { Lightbox, type LightboxImage } from './Lightbox.tsx';

// A room's pictures, drawn inline (no file server in Storybook).
const scene = (sky: string, sea: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
      `<rect width="1200" height="800" fill="${sky}"/><rect y="520" width="1200" height="280" fill="${sea}"/>` +
      `<circle cx="900" cy="220" r="90" fill="#FDE68A"/><rect x="120" y="380" width="420" height="300" rx="12" fill="#F8FAFC"/>` +
      `<text x="600" y="760" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" fill="#FFFFFF">${label}</text></svg>`,
  )}`;
const images: LightboxImage[] = [
  { src: scene('#7DD3FC', '#0E7490', '1'), alt: '디럭스 더블 오션뷰 객실 전경' },
  { src: scene('#FDBA74', '#9A3412', '2'), alt: '디럭스 더블 오션뷰 욕실' },
  { src: scene('#C4B5FD', '#4C1D95', '3'), alt: '디럭스 더블 오션뷰 발코니' },
];
const imagesEn: LightboxImage[] = [
  { src: images[0]!.src, alt: 'Deluxe Double Ocean View, the room' },
  { src: images[1]!.src, alt: 'Deluxe Double Ocean View, the bathroom' },
  { src: images[2]!.src, alt: 'Deluxe Double Ocean View, the balcony' },
];
const labelsOf = (t: typeof text.ko, name: string) => ({
  dialog: t.lightbox.dialog.replace('{{name}}', name),
  close: t.lightbox.close,
  previous: t.lightbox.previous,
  next: t.lightbox.next,
  counter: (current: number, total: number) => t.lightbox.counter.replace('{{current}}', String(current)).replace('{{total}}', String(total)),
});

const meta = {
  title: 'Components/Lightbox',
  component: Lightbox,
  tags: ['autodocs'],
  args: { images, index: 0, onIndexChange: fn(), onClose: fn(), labels: labelsOf(text.ko, '디럭스 더블 오션뷰') },
  argTypes: { images: { control: false }, labels: { control: false } },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  // A thumbnail opens it, as on a room's page; closing sets `index` to null.
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <>
        <RippleButton variant="secondary" onClick={() => updateArgs({ index: 0 })}>
          {args.labels.dialog}
        </RippleButton>
        <Lightbox
          {...args}
          onIndexChange={(index) => {
            args.onIndexChange(index);
            updateArgs({ index });
          }}
          onClose={() => {
            args.onClose();
            updateArgs({ index: null });
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};

export const English: Story = { args: { images: imagesEn, labels: labelsOf(text.en, 'Deluxe Double Ocean View'), index: 1 } };

export const Mobile: Story = { tags: ['mobile'] };

export const OnePicture: Story = { args: { images: images.slice(0, 1) } };

/** The arrows and the keyboard turn the pictures; the counter follows; Escape closes. */
export const Turning: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: text.ko.lightbox.next }));
    await waitFor(() => expect(body.getByText('2 / 3')).toBeInTheDocument());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(body.getByText('1 / 3')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
