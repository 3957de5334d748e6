import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureCard, fixtureHotels } from './fixtures/hotels.ts';
import { HotelCard } from './HotelCard.tsx';

const sokcho = fixtureCard(fixtureHotels[0]!, 'ko');
const sokchoEn = fixtureCard(fixtureHotels[0]!, 'en');

const meta = {
  title: 'Components/HotelCard',
  component: HotelCard,
  tags: ['autodocs'],
  args: { name: sokcho.name, address: sokcho.address, imageUrl: sokcho.imageUrl, href: '/hotel/101', selected: false },
  parameters: { cardWidth: 260 },
  // One card at the width it has in the header panel; a list story sets its own layout.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.cardWidth as number | string }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link in the header's hotel panel (SPEC §2). */
export const Link: Story = {};
/** The hotel of the current route is highlighted (aria-current="page"). */
export const LinkCurrent: Story = { args: { selected: true } };
/** A choice in the hotel-selection modal (aria-pressed). */
export const Button: Story = { args: { href: undefined, onClick: fn() } };
export const ButtonSelected: Story = { args: { href: undefined, onClick: fn(), selected: true } };
/** Without a logo file the card keeps its height with a placeholder. */
export const WithoutLogo: Story = { args: { imageUrl: undefined } };
export const English: Story = { args: { name: sokchoEn.name, address: sokchoEn.address } };
export const EnglishSelected: Story = { args: { name: sokchoEn.name, address: sokchoEn.address, href: undefined, onClick: fn(), selected: true } };

/** Every property as the header panel shows them, at the mobile width. */
export const ListMobile: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' }, cardWidth: 'none' },
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {fixtureHotels.map((h) => {
        const card = fixtureCard(h, 'ko');
        return (
          <li key={card.seq}>
            <HotelCard name={card.name} address={card.address} imageUrl={card.imageUrl} href={`/hotel/${card.seq}`} selected={card.seq === 102} />
          </li>
        );
      })}
    </ul>
  ),
};

/** Pressing a choice calls onClick. */
export const Pressed: Story = {
  tags: ['no-visual'],
  args: { href: undefined, onClick: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /라온 리조트 속초/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
