// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import koUi from '../../../locales/ko/ui.json';
import { MemberHeader, MEMBER_HEADER_SCROLL_THROTTLE_MS, type MemberHeaderProps } from './MemberHeader.tsx';
import { activeMenuKey, createMemberMenu, isCurrentTarget, MEMBERSHIP_MENU_KEY } from './memberMenu.ts';

const menu = createMemberMenu(koUi.memberMenu);
const labels = koUi.memberHeader;
const base: MemberHeaderProps = {
  menu,
  labels,
  currentPath: '/member/operation',
  logo: <svg aria-hidden="true" />,
  bookingSiteUrl: 'https://booking.example',
  user: { name: '이서윤', memberNumbers: ['13-1203-01', '13-1508-02'] },
  onLogout: () => {},
};

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('memberMenu (SPEC §2 main menu)', () => {
  it('has the seven entries with their routes and the board, membership and my-page sub-entries', () => {
    expect(menu.map((m) => [m.title, m.goTo])).toEqual([
      ['운영 현황', '/member/operation'],
      ['매출 현황', '/member/revenue'],
      ['비용 현황', '/member/cost'],
      ['손익계산서', '/member/income'],
      ['게시판', '/member/board'],
      ['멤버십 서비스', '/member/membership'],
      ['마이페이지', '/member/mypage'],
    ]);
    expect(menu[4]!.subTitle.map((s) => s.goTo)).toEqual(['/member/board', '/member/board?tab=dividend', '/member/board?tab=fees', '/member/board?tab=events', '/member/board?tab=voc']);
    expect(menu[5]!.subTitle.map((s) => [s.title, s.goTo])).toEqual([
      ['정보광장', '/member/membership'],
      ['제휴시설 예약문의', '/member/membership?tab=affiliateInquiry'],
    ]);
    expect(menu[6]!.subTitle.map((s) => s.goTo)).toEqual(['/member/mypage', '/member/mypage?tab=tax', '/member/mypage?tab=earnings', '/member/mypage?tab=incentive']);
    expect(menu[5]!.key).toBe(MEMBERSHIP_MENU_KEY);
  });

  it('picks the active item from the second path segment after /member', () => {
    expect(activeMenuKey(menu, '/member/board/notice/12')).toBe('board');
    expect(activeMenuKey(menu, '/member/cost')).toBe('cost');
    expect(activeMenuKey(menu, '/member')).toBeUndefined();
    expect(isCurrentTarget('/member/board?tab=dividend', '/member/board', '?tab=dividend')).toBe(true);
    expect(isCurrentTarget('/member/board', '/member/board', '?tab=dividend')).toBe(false);
    expect(isCurrentTarget('/member/board', '/member/board', '')).toBe(true);
  });
});

describe('MemberHeader desktop', () => {
  it('renders on the server without inline style attributes (CSP)', () => {
    expect(renderToString(<><MemberHeader {...base} defaultOpenKey="board" /><MemberHeader {...base} isMobile defaultMenuOpen /></>)).not.toMatch(/\sstyle=/);
  });

  it('marks the active item from the path, and the current sub-entry from the query', () => {
    render(<MemberHeader {...base} currentPath="/member/board" search="?tab=dividend" />);
    const board = screen.getByRole('link', { name: '게시판' });
    expect(board.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: '운영 현황' }).getAttribute('aria-current')).toBeNull();
    fireEvent.mouseEnter(board.parentElement!);
    expect(screen.getByRole('link', { name: '배당자료실' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks an item without sub-entries as the current page, also for nested paths', () => {
    const { rerender } = render(<MemberHeader {...base} currentPath="/member/income" />);
    expect(screen.getByRole('link', { name: '손익계산서' }).getAttribute('aria-current')).toBe('page');
    rerender(<MemberHeader {...base} currentPath="/member/board/notice/12" />);
    expect(screen.getByRole('link', { name: '게시판' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens a sub-menu on hover and closes it when the pointer leaves', () => {
    render(<MemberHeader {...base} />);
    const board = screen.getByRole('link', { name: '게시판' });
    expect(board.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '배당자료실' })).toBeNull();
    fireEvent.mouseEnter(board.parentElement!);
    expect(board.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '배당자료실' }).getAttribute('href')).toBe('/member/board?tab=dividend');
    fireEvent.mouseLeave(board.parentElement!);
    expect(board.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a sub-menu on focus, moves in with ArrowDown, closes with Escape and when focus leaves', () => {
    render(<MemberHeader {...base} />);
    const mypage = screen.getByRole('link', { name: '마이페이지' });
    act(() => mypage.focus());
    expect(mypage.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(mypage, { key: 'Escape' });
    expect(mypage.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(mypage);
    fireEvent.keyDown(mypage, { key: 'ArrowDown' });
    expect(mypage.getAttribute('aria-expanded')).toBe('true');
    const board = screen.getByRole('link', { name: '게시판' });
    act(() => board.focus());
    expect(mypage.getAttribute('aria-expanded')).toBe('false');
    expect(board.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('link', { name: /예약 사이트/ }).focus());
    expect(board.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes home through the logo and logs out only through its own button (issue 28)', () => {
    const onLogout = vi.fn();
    render(<MemberHeader {...base} onLogout={onLogout} />);
    const home = screen.getByRole('link', { name: labels.home });
    expect(home.getAttribute('href')).toBe('/member');
    fireEvent.click(home);
    expect(onLogout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the booking site in a new tab', () => {
    render(<MemberHeader {...base} />);
    const booking = screen.getByRole('link', { name: /^예약 사이트\s*새 창$/ });
    expect(booking.getAttribute('href')).toBe('https://booking.example');
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(booking.getAttribute('rel')).toContain('noopener');
  });

  it('takes the scrolled style once the page is scrolled (throttled 500 ms)', () => {
    vi.useFakeTimers();
    const { container } = render(<MemberHeader {...base} />);
    const header = container.querySelector('header')!;
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    // The first reading is at the first frame; the next may come a throttle window after it.
    act(() => vi.advanceTimersByTime(16 + MEMBER_HEADER_SCROLL_THROTTLE_MS));
    window.scrollY = 1;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.getAttribute('data-scrolled')).toBe('true');
    expect(MEMBER_HEADER_SCROLL_THROTTLE_MS).toBe(500);
  });

  it('hides membership services for Naksan members (isNakSan)', () => {
    const { rerender } = render(<MemberHeader {...base} />);
    expect(screen.getByRole('link', { name: '멤버십 서비스' })).toBeTruthy();
    rerender(<MemberHeader {...base} hideMembership />);
    expect(screen.queryByRole('link', { name: '멤버십 서비스' })).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBe(6);
  });
});

describe('MemberHeader mobile', () => {
  const mobile = { ...base, isMobile: true } as const;

  it('toggles the menu and locks page scrolling while it is open', () => {
    render(<MemberHeader {...mobile} />);
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('메뉴 닫기');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeTruthy();
    expect(document.body.dataset.scrollLocked).toBe('true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(toggle);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a route change and on a query change', () => {
    const { rerender } = render(<MemberHeader {...mobile} currentPath="/member/board" defaultMenuOpen />);
    expect(document.body.dataset.scrollLocked).toBe('true');
    rerender(<MemberHeader {...mobile} currentPath="/member/cost" defaultMenuOpen />);
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    rerender(<MemberHeader {...mobile} currentPath="/member/cost" search="?tab=x" defaultMenuOpen />);
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and returns focus to the toggle', () => {
    render(<MemberHeader {...mobile} defaultMenuOpen />);
    fireEvent.keyDown(screen.getByRole('navigation'), { key: 'Escape' });
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    expect(document.activeElement).toBe(toggle);
  });

  it('expands each sub-list on its own (the active item first)', () => {
    render(<MemberHeader {...mobile} currentPath="/member/board" search="?tab=voc" defaultMenuOpen />);
    const board = screen.getByRole('button', { name: '게시판' });
    expect(board.getAttribute('aria-expanded')).toBe('true');
    const boardList = document.getElementById(board.getAttribute('aria-controls')!)!;
    expect(within(boardList).getByRole('link', { name: 'VOC' }).getAttribute('aria-current')).toBe('page');
    const mypage = screen.getByRole('button', { name: '마이페이지' });
    fireEvent.click(mypage);
    expect(mypage.getAttribute('aria-expanded')).toBe('true');
    expect(board.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: '인센티브 조회' }).getAttribute('href')).toBe('/member/mypage?tab=incentive');
    fireEvent.click(mypage);
    expect(mypage.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: '운영 현황' }).getAttribute('href')).toBe('/member/operation');
  });

  it('shows the user card: name, 회원번호 with every member number, 로그아웃 and 마이페이지', () => {
    const onLogout = vi.fn();
    render(<MemberHeader {...mobile} defaultMenuOpen onLogout={onLogout} />);
    const card = screen.getByRole('region', { name: labels.userCard });
    expect(within(card).getByText('이서윤')).toBeTruthy();
    expect(within(card).getByRole('term').textContent).toBe('회원번호');
    expect(within(card).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['13-1203-01', '13-1508-02']);
    fireEvent.click(within(card).getByRole('button', { name: '로그아웃' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe('/member/mypage');
  });

  it('hides membership services for Naksan members', () => {
    render(<MemberHeader {...mobile} defaultMenuOpen hideMembership />);
    expect(screen.queryByRole('button', { name: '멤버십 서비스' })).toBeNull();
    expect(screen.getByRole('button', { name: '게시판' })).toBeTruthy();
  });

  it('links the logo to the owner home on mobile', () => {
    render(<MemberHeader {...mobile} />);
    expect(screen.getByRole('link', { name: '오너 홈' }).getAttribute('href')).toBe('/member');
  });
});

describe('the notifications bell (issue 28, point 3)', () => {
  const notifications = { href: '/member/mypage?tab=notifications', unread: 3, label: '알림, 읽지 않음 3건' };
  it.each([false, true])('links to the list with its count in its name, the count on screen hidden from screen readers (mobile %s)', (isMobile) => {
    render(<MemberHeader {...base} isMobile={isMobile} notifications={notifications} />);
    const bell = screen.getByRole('link', { name: '알림, 읽지 않음 3건' });
    expect(bell.getAttribute('href')).toBe('/member/mypage?tab=notifications');
    const count = within(bell).getByText('3');
    expect(count.getAttribute('aria-hidden')).toBe('true');
  });
  it('shows 99+ above 99, no count at 0, and is the current page on the list', () => {
    const { rerender } = render(<MemberHeader {...base} notifications={{ ...notifications, unread: 120, label: '알림, 읽지 않음 120건' }} />);
    expect(within(screen.getByRole('link', { name: '알림, 읽지 않음 120건' })).getByText('99+')).toBeTruthy();
    rerender(<MemberHeader {...base} currentPath="/member/mypage" search="?tab=notifications" notifications={{ ...notifications, unread: 0, label: '알림' }} />);
    const bell = screen.getByRole('link', { name: '알림' });
    expect(bell.textContent).toBe('');
    expect(bell.getAttribute('aria-current')).toBe('page');
  });
  it('is not drawn without notifications', () => {
    render(<MemberHeader {...base} />);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });
});
