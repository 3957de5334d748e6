// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_SCROLL_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS, Header, type HeaderLabels, type HeaderProps } from './Header.tsx';
import { hotelLocation } from '../../format/format.ts';

const labels: HeaderLabels = {
  mainMenu: '주 메뉴',
  hotelResort: '호텔 & 리조트',
  hotelList: '호텔 & 리조트 목록',
  introduce: '소개',
  ourBrand: '브랜드 소개',
  facility: '부대시설',
  support: '고객지원',
  promotion: '프로모션',
  package: '패키지',
  login: '로그인/회원가입',
  myPage: '마이페이지',
  logout: '로그아웃',
  allottee: '분양회원',
  newWindow: '새 창 열림',
  account: '회원 메뉴',
  menu: '전체 메뉴',
  reserve: '예약하기',
};

const hotels = [
  { seq: 101, name: '라온 리조트 속초', address: '강원특별자치도 속초시 대포동 대포항길 35', logoUrl: '/logo-101.svg' },
  { seq: 102, name: '라온 호텔 낙산', address: '강원특별자치도 양양군 강현면 낙산사로 100', logoUrl: '/logo-102.svg' },
  { seq: 103, name: '라온 리조트 경주', address: '경상북도 경주시 신평동 보문로 400' },
];

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <div>
      <Header logoSrc="/logo.svg" logoAlt="라온 호텔앤리조트 홈" hotels={hotels} labels={labels} {...props} />
      <main>page</main>
    </div>,
  );
}

const header = () => document.querySelector('header')!;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

beforeEach(() => setScrollY(0));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Header scrolled style (SPEC §4: scrollY > 20, at most every 500 ms)', () => {
  it('flips only past 20 px, and no sooner than 500 ms after the last evaluation', () => {
    vi.useFakeTimers();
    renderHeader();
    expect(header().dataset.scrolled).toBe('false');
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(20);
    expect(HEADER_SCROLL_THROTTLE_MS).toBe(500);

    // Mounting evaluates once, at the first frame (not inside the effects of hydration, where reading
    // the scroll position would force a layout); a scroll within the next 500 ms waits for the window.
    act(() => vi.advanceTimersByTime(16));
    setScrollY(21);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(499));
    expect(header().dataset.scrolled).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(header().dataset.scrolled).toBe('true');

    setScrollY(0);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(499));
    expect(header().dataset.scrolled).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(header().dataset.scrolled).toBe('false');

    // Exactly 20 px is not past the threshold.
    act(() => vi.advanceTimersByTime(1000));
    setScrollY(20);
    fireEvent.scroll(window);
    expect(header().dataset.scrolled).toBe('false');
    act(() => vi.advanceTimersByTime(1000));
    setScrollY(21);
    fireEvent.scroll(window);
    expect(header().dataset.scrolled).toBe('true');
  });

  it('shows the scrolled style when forced (stories only)', () => {
    renderHeader({ forceScrolled: true });
    expect(header().dataset.scrolled).toBe('true');
  });
});

describe('Header account entries (SPEC §2, §6)', () => {
  it('offers login / join when logged out', () => {
    const onLogin = vi.fn();
    renderHeader({ onLogin, showAllottee: true });
    fireEvent.click(screen.getByRole('button', { name: '로그인/회원가입' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '마이페이지' })).toBeNull();
    expect(screen.queryByRole('link', { name: /분양회원/ })).toBeNull();
  });

  it('offers My Page and Logout when logged in, without Allottee unless showAllottee', () => {
    const onMyPage = vi.fn();
    const onLogout = vi.fn();
    renderHeader({ isLoggedIn: true, onMyPage, onLogout });
    fireEvent.click(screen.getByRole('button', { name: '마이페이지' }));
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(onMyPage).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '로그인/회원가입' })).toBeNull();
    expect(screen.queryByRole('link', { name: /분양회원/ })).toBeNull();
  });

  it('shows Allottee with showAllottee: /member in a new tab, named with the new-window hint', () => {
    renderHeader({ isLoggedIn: true, showAllottee: true });
    const link = screen.getByRole('link', { name: '분양회원 새 창 열림' });
    expect(link.getAttribute('href')).toBe('/member');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('Header desktop menus (SPEC §2)', () => {
  it('lists every hotel as a card with logo, location and name, highlighting the current one', () => {
    const onHotelSelect = vi.fn();
    const onNavigate = vi.fn();
    renderHeader({ currentHotelSeq: 102, onHotelSelect, onNavigate });
    const toggle = screen.getByRole('button', { name: '호텔 & 리조트' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const cards = within(panel).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/hotel/101', '/hotel/102', '/hotel/103']);
    expect(cards[0]!.textContent).toBe('속초시 대포동라온 리조트 속초');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/logo-101.svg');
    expect(cards[2]!.querySelector('img')).toBeNull();
    expect(cards.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    fireEvent.click(cards[0]!);
    expect(onHotelSelect).toHaveBeenCalledWith(101);
    expect(onNavigate).toHaveBeenCalledWith('/hotel/101', expect.anything());
    expect(panel.hidden).toBe(true);
  });

  it('opens the Introduce list (Our Brand, Facility, Support); Promotion and Package are links', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: '소개' });
    fireEvent.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['브랜드 소개', '/brand'],
      ['부대시설', '/facility'],
      ['고객지원', '/support'],
    ]);
    expect(screen.getByRole('link', { name: '프로모션' }).getAttribute('href')).toBe('/promotion');
    expect(screen.getByRole('link', { name: '패키지' }).getAttribute('href')).toBe('/package');
    expect(screen.getByRole('link', { name: '라온 호텔앤리조트 홈' }).getAttribute('href')).toBe('/');
  });

  it('closes an open menu on Escape (focus back on its button) and on a press outside', () => {
    renderHeader({ defaultOpenMenu: 'introduce' });
    const toggle = screen.getByRole('button', { name: '소개' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.pointerDown(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('page'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes an open panel when the focus moves on to the rest of the page, not within it (issue 29)', () => {
    renderHeader();
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    try {
      const toggle = screen.getByRole('button', { name: '호텔 & 리조트' });
      fireEvent.click(toggle);
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      act(() => within(panel).getAllByRole('link')[0]!.focus());
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      act(() => outside.focus());
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      outside.remove();
    }
  });

  it('keeps a panel open that was opened while the focus sat elsewhere (Safari focuses no clicked button) until the focus moves', () => {
    renderHeader();
    const field = document.createElement('input');
    const outside = document.createElement('button');
    document.body.append(field, outside);
    try {
      act(() => field.focus());
      const toggle = screen.getByRole('button', { name: '호텔 & 리조트' });
      // A click that leaves the focus in the field, as Safari's does (jsdom's click moves no focus either).
      fireEvent.click(toggle);
      expect(document.activeElement).toBe(field);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      act(() => outside.focus());
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      field.remove();
      outside.remove();
    }
  });

  it('opening one menu closes the other', () => {
    renderHeader({ defaultOpenMenu: 'hotels' });
    fireEvent.click(screen.getByRole('button', { name: '소개' }));
    expect(screen.getByRole('button', { name: '호텔 & 리조트' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: '소개' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Header mobile menu (SPEC §2: scroll locked while open, restored on close)', () => {
  it('opens and closes with the toggle, locking the page and restoring its scroll position', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setScrollY(300);
    renderHeader({ isMobile: true });
    const toggle = screen.getByRole('button', { name: '전체 메뉴' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);
    // The root stops scrolling: the page is held where it is.
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.dataset.scrollLocked).toBe('true');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    // Nothing moved the page, so nothing has to put it back.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('closes on Escape (focus back on the toggle) and on a press outside', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderHeader({ isMobile: true });
    const toggle = screen.getByRole('button', { name: '전체 메뉴' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.pointerDown(screen.getByText('page'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('has a reservation button, the account entries and a Hotels sub-menu that expands', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onReserve = vi.fn();
    renderHeader({ isMobile: true, defaultMobileOpen: true, onReserve, isLoggedIn: true, showAllottee: true, currentHotelSeq: 103 });
    fireEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(onReserve).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '마이페이지' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '분양회원 새 창 열림' }).getAttribute('target')).toBe('_blank');
    const hotelsToggle = screen.getByRole('button', { name: '호텔 & 리조트' });
    const sub = document.getElementById(hotelsToggle.getAttribute('aria-controls')!)!;
    expect(hotelsToggle.getAttribute('aria-expanded')).toBe('false');
    expect(sub.hidden).toBe(true);
    fireEvent.click(hotelsToggle);
    expect(hotelsToggle.getAttribute('aria-expanded')).toBe('true');
    expect(sub.hidden).toBe(false);
    expect(within(sub).getAllByRole('link')).toHaveLength(3);
    expect(within(sub).getByRole('link', { current: true }).getAttribute('href')).toBe('/hotel/103');
  });

  it('keeps keyboard focus inside the header while the menu is open, going round at both ends (WCAG 2.4.3, issue 29)', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderHeader({ isMobile: true, defaultMobileOpen: true });
    const outside = document.createElement('button');
    outside.textContent = 'page button';
    document.body.appendChild(outside);
    try {
      const focusables = [...header().querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) => !el.closest('[hidden]'));
      const first = focusables[0]!;
      const last = focusables[focusables.length - 1]!;
      last.focus();
      fireEvent.keyDown(document, { key: 'Tab' });
      expect(document.activeElement).toBe(first);
      fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(last);
      // Focus sent elsewhere (a screen reader's jump, a script) comes back to the menu's toggle.
      act(() => outside.focus());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '전체 메뉴' }));
      // Closed, the page is the page's again.
      fireEvent.click(screen.getByRole('button', { name: '전체 메뉴' }));
      act(() => outside.focus());
      expect(document.activeElement).toBe(outside);
    } finally {
      outside.remove();
    }
  });

  it('closes the menu (and unlocks the page) when a link is followed', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onNavigate = vi.fn();
    renderHeader({ isMobile: true, defaultMobileOpen: true, onNavigate });
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('link', { name: '프로모션' }));
    expect(onNavigate).toHaveBeenCalledWith('/promotion', expect.anything());
    expect(screen.getByRole('button', { name: '전체 메뉴' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('Header server rendering', () => {
  it('carries no inline style attribute (the CSP forbids them)', () => {
    const html = renderToString(
      <Header logoSrc="/logo.svg" logoAlt="홈" hotels={hotels} labels={labels} isMobile defaultMobileOpen isLoggedIn showAllottee />,
    );
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('data-scrolled="false"');
  });

  it('takes the 2nd and 3rd words of the address as the location', () => {
    expect(hotelLocation('경상북도 경주시 신평동 보문로 400')).toBe('경주시 신평동');
    expect(hotelLocation('  서울특별시  ')).toBe('');
  });
});
