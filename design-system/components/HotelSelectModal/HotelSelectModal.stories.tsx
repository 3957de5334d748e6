import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { fixtureCard, fixtureHotels } from '../HotelCard/fixtures/hotels.ts';
import { RippleButton } from '../RippleButton/RippleButton.tsx';
import { HotelSelectModal } from './HotelSelectModal.tsx';

const hotelsKo = fixtureHotels.map((h) => fixtureCard(h, 'ko'));
const hotelsEn = fixtureHotels.map((h) => fixtureCard(h, 'en'));

const meta = {
  title: 'Components/HotelSelectModal',
  component: HotelSelectModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    onApply: fn(),
    hotels: hotelsKo,
    selectedSeq: 101,
    title: text.ko.hotelSelectModal.title,
    closeLabel: text.ko.hotelSelectModal.close,
    applyLabel: text.ko.hotelSelectModal.apply,
  },
  argTypes: { hotels: { control: false }, container: { control: false } },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: function Render(args, { name }) {
    const [, updateArgs] = useArgs();
    const t = /english/i.test(name) ? text.en : text.ko;
    return (
      <>
        <RippleButton variant="secondary" onClick={() => updateArgs({ open: true })}>
          {t.hotelSelectModal.open}
        </RippleButton>
        <HotelSelectModal
          {...args}
          onClose={() => {
            args.onClose();
            updateArgs({ open: false });
          }}
          onApply={(hotel) => {
            args.onApply(hotel);
            updateArgs({ selectedSeq: hotel.seq });
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof HotelSelectModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = {
  hotels: hotelsEn,
  title: text.en.hotelSelectModal.title,
  closeLabel: text.en.hotelSelectModal.close,
  applyLabel: text.en.hotelSelectModal.apply,
};

/** The 1000 px dialog on desktop, with the hotel of the reservation store chosen. */
export const Open: Story = {};
/** No hotel chosen yet: apply is disabled until one is. */
export const NothingChosen: Story = { args: { selectedSeq: null } };
export const Closed: Story = { args: { open: false } };
export const English: Story = { args: english };

/** On mobile a bottom sheet; choosing a hotel opens the reservation start page (onMobileChoose). */
export const BottomSheetMobile: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } }, args: { isMobile: true, onMobileChoose: fn() } };
export const BottomSheetMobileEnglish: Story = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } }, args: { ...english, isMobile: true, onMobileChoose: fn() } };

/** The choice is passed on only when apply is pressed. */
export const ChooseAndApply: Story = {
  tags: ['no-visual'],
  // Without the opener: an args update re-renders the story and clears the spies.
  render: (args) => <HotelSelectModal {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /라온 호텔 낙산/ }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: text.ko.hotelSelectModal.apply }));
    await expect(args.onApply).toHaveBeenCalledWith(hotelsKo[1]);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
