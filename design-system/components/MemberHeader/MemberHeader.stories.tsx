import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../stories/text.ts';
import { englishOwner, naksanOwner, sokchoOwner, storyBookingSite, StoryLogo } from './MemberHeader.fixtures.tsx';
import { MemberHeader } from './MemberHeader.tsx';
import * as css from './MemberHeader.stories.css.ts';
import { createMemberMenu } from './memberMenu.ts';

const english = { menu: createMemberMenu(text.en.memberMenu), labels: text.en.memberHeader, user: englishOwner } as const;

const meta = {
  title: 'Components/MemberHeader',
  component: MemberHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className={css.page}>
        <Story />
      </div>
    ),
  ],
  args: {
    menu: createMemberMenu(text.ko.memberMenu),
    labels: text.ko.memberHeader,
    currentPath: '/member/operation',
    search: '',
    logo: <StoryLogo />,
    bookingSiteUrl: storyBookingSite,
    user: sokchoOwner,
    onLogout: fn(),
    isMobile: false,
  },
  argTypes: { logo: { control: false } },
} satisfies Meta<typeof MemberHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop on /member/operation: the first item is active. */
export const Desktop: Story = {};
/** The board's sub-menu open (as on hover or focus), on /member/board?tab=dividend. */
export const DesktopSubMenuOpen: Story = { args: { currentPath: '/member/board', search: '?tab=dividend', defaultOpenKey: 'board' } };
/** A nested page (/member/board/notice/12) keeps its section active. */
export const DesktopActiveItem: Story = { args: { currentPath: '/member/board/notice/12' } };
export const DesktopScrolled: Story = { args: { currentPath: '/member/income', scrolled: true } };
/** Naksan owners do not see membership services (SPEC §2 isNakSan). */
export const Naksan: Story = { args: { hideMembership: true, user: naksanOwner, currentPath: '/member/mypage', search: '?tab=tax', defaultOpenKey: 'mypage' } };
export const English: Story = { args: { ...english, currentPath: '/member/board', search: '?tab=fees', defaultOpenKey: 'board' } };

/** The notifications bell (issue 28, point 3) with three unread: its name says how many, the count on screen is hidden from screen readers. */
export const DesktopNotifications: Story = { args: { notifications: { href: '/member/mypage?tab=notifications', unread: 3, label: '알림, 읽지 않음 3건' } } };
/** Phone bar: above 99 unread the bell shows 99+. */
export const MobileNotifications: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { isMobile: true, notifications: { href: '/member/mypage?tab=notifications', unread: 120, label: 'Notifications, 120 unread' } },
};

export const MobileClosed: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { isMobile: true },
};
/** The open menu: user card with member numbers, and the board's sub-list expanded. */
export const MobileOpen: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { isMobile: true, defaultMenuOpen: true, currentPath: '/member/board', search: '?tab=fees', defaultExpandedKey: 'board' },
};
export const MobileOpenNaksan: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { isMobile: true, defaultMenuOpen: true, hideMembership: true, user: naksanOwner, currentPath: '/member/mypage', search: '?tab=earnings' },
};
export const EnglishMobileOpen: Story = {
  tags: ['mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { ...english, isMobile: true, defaultMenuOpen: true, currentPath: '/member/membership', search: '?tab=affiliateInquiry' },
};

/** Hovering an item opens its sub-menu; Escape closes it. */
export const HoverAndKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('link', { name: text.ko.memberMenu.board });
    // Pointer events render at continuous priority, after the event: wait for the commit.
    await userEvent.hover(board);
    await waitFor(() => expect(board).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(board);
    await waitFor(() => expect(board).toHaveAttribute('aria-expanded', 'false'));
    board.focus();
    await waitFor(() => expect(board).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(board).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The mobile toggle opens the menu and locks page scrolling. */
export const MobileToggle: Story = {
  tags: ['mobile', 'no-visual'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { isMobile: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.ko.memberHeader.openMenu }));
    await waitFor(() => expect(canvas.getByRole('button', { name: text.ko.memberHeader.closeMenu })).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(document.body.dataset.scrollLocked).toBe('true'));
    await userEvent.click(canvas.getByRole('button', { name: text.ko.memberHeader.closeMenu }));
    await waitFor(() => expect(document.body.dataset.scrollLocked).toBeUndefined());
  },
};
