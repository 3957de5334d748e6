import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { brandLogo, hotelsKo } from '../Header/Header.fixtures.ts';
import { Header } from '../Header/Header.tsx';
import { SubNav } from './SubNav.tsx';

const mobile = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };

/** The bar sticks under the header: shown with the (scrolled) header above it, in its own frame in the docs. */
const withHeader: Decorator = (Story) => (
  <>
    <Header logoSrc={brandLogo} logoAlt={text.ko.header.logoAlt} hotels={hotelsKo} labels={text.ko.header} forceScrolled />
    <Story />
  </>
);
const underHeader = {
  decorators: [withHeader],
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
};

const meta = {
  title: 'Components/SubNav',
  component: SubNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { hotelSeq: 101, currentPath: '/hotel/101', labels: text.ko.subNav, forceSticky: false, onNavigate: fn() },
} satisfies Meta<typeof SubNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IntroduceActive: Story = {};
export const RoomsActive: Story = { args: { currentPath: '/hotel/101/rooms' } };
export const PromotionActive: Story = { args: { currentPath: '/hotel/101/promotion' } };
export const PackageActive: Story = { args: { currentPath: '/hotel/101/package' } };
export const FacilityActive: Story = { args: { currentPath: '/hotel/101/facility' } };
export const SupportActive: Story = { args: { currentPath: '/hotel/101/support' } };
/** Scrolled: stuck under the header, lifted off the page (forced through `forceSticky` for the screenshot). */
export const Sticky: Story = { ...underHeader, args: { currentPath: '/hotel/102/rooms', hotelSeq: 102, forceSticky: true } };
/** The row scrolls sideways on a phone and keeps the active tab in view. */
export const MobileFacilityActive: Story = { ...mobile, args: { currentPath: '/hotel/103/facility', hotelSeq: 103 } };
export const MobileIntroduceActive: Story = { ...mobile };

export const IntroduceActiveEnglish: Story = { args: { labels: text.en.subNav } };
export const PackageActiveEnglish: Story = { args: { labels: text.en.subNav, currentPath: '/hotel/101/package' } };
export const MobileSupportActiveEnglish: Story = { ...mobile, args: { labels: text.en.subNav, currentPath: '/hotel/101/support' } };
