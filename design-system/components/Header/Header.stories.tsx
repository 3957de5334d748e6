import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import { brandLogo, hotelsEn, hotelsKo, languageOptions } from './Header.fixtures.ts';
import { Header, headerMenus } from './Header.tsx';

const switcherKo = <LanguageSwitcher options={languageOptions} value="KOR" onChange={fn()} labels={text.ko.languageSwitcher} />;
const switcherEn = <LanguageSwitcher options={languageOptions} value="ENG" onChange={fn()} labels={text.en.languageSwitcher} />;

const english = { logoAlt: text.en.header.logoAlt, labels: text.en.header, hotels: hotelsEn, languageSwitcher: switcherEn };

const mobile = {
  tags: ['mobile'],
  parameters: {
    viewport: { defaultViewport: 'mobile' },
    // The open menu is fixed to the viewport and locks page scrolling: give it its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 700 } },
  },
};

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logoSrc: brandLogo,
    logoAlt: text.ko.header.logoAlt,
    hotels: hotelsKo,
    labels: text.ko.header,
    languageSwitcher: switcherKo,
    currentHotelSeq: null,
    isLoggedIn: false,
    showAllottee: false,
    isMobile: false,
    forceScrolled: false,
    onLogin: fn(),
    onMyPage: fn(),
    onLogout: fn(),
    onReserve: fn(),
    onHotelSelect: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    defaultOpenMenu: { control: 'inline-radio', options: [null, ...headerMenus] },
    defaultMobileExpanded: { control: 'inline-radio', options: [null, ...headerMenus] },
    languageSwitcher: { control: false },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopLoggedOut: Story = {};
export const DesktopLoggedIn: Story = { args: { isLoggedIn: true } };
/** A MEMBERSHIP user of an allowed hotel (the app decides showAllottee, SPEC §6). */
export const DesktopLoggedInWithAllottee: Story = { args: { isLoggedIn: true, showAllottee: true } };
/** Hotel & Resort open on the Sokcho property page: its card is highlighted. */
export const DesktopHotelPanelOpen: Story = { args: { defaultOpenMenu: 'hotels', currentHotelSeq: 101, currentPath: '/hotel/101' } };
export const DesktopIntroduceOpen: Story = { args: { defaultOpenMenu: 'introduce', currentPath: '/facility' } };
/** The scrolled style (scrollY > 20), forced through `forceScrolled` for the screenshot. */
export const DesktopScrolled: Story = { args: { forceScrolled: true, currentPath: '/promotion' } };
export const MobileClosed: Story = { ...mobile, args: { isMobile: true } };
export const MobileOpen: Story = { ...mobile, args: { isMobile: true, defaultMobileOpen: true } };
export const MobileOpenHotelsExpanded: Story = {
  ...mobile,
  args: { isMobile: true, defaultMobileOpen: true, defaultMobileExpanded: 'hotels', currentHotelSeq: 102, isLoggedIn: true, showAllottee: true },
};

export const DesktopLoggedOutEnglish: Story = { args: { ...english } };
export const DesktopLoggedInWithAllotteeEnglish: Story = { args: { ...english, isLoggedIn: true, showAllottee: true } };
export const DesktopHotelPanelOpenEnglish: Story = { args: { ...english, defaultOpenMenu: 'hotels', currentHotelSeq: 101 } };
export const DesktopIntroduceOpenEnglish: Story = { args: { ...english, defaultOpenMenu: 'introduce' } };
export const MobileClosedEnglish: Story = { ...mobile, args: { ...english, isMobile: true } };
export const MobileOpenHotelsExpandedEnglish: Story = {
  ...mobile,
  args: { ...english, isMobile: true, defaultMobileOpen: true, defaultMobileExpanded: 'hotels', currentHotelSeq: 102 },
};

/** The toggle opens the menu and locks page scrolling; Escape closes it and unlocks. */
export const MobileToggle: Story = {
  ...mobile,
  tags: ['mobile', 'no-visual'],
  args: { isMobile: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: text.ko.header.menu });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.style.overflow).toBe('');
  },
};
