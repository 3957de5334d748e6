// @vitest-environment jsdom
// A sub-menu opened over a screen just reached closed under the pointer: the screen writes the
// owner's chosen month into its address (a replace, portal/stores/chosenMonth.ts) once it has
// rendered, and the header closed its menus on every change of the address. It now closes them on
// a navigation the owner makes (portal/ownerNavigation.ts), on a phone and on a desktop. (Found
// while reading issue 27's menu-walk flake; not shown to be that flake's cause.)
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberHeader, createMemberMenu } from '@raon/design-system';
import koUi from '../../locales/ko/ui.json';
import { useOwnerNavigation } from '../../portal/ownerNavigation.ts';
import { MemberStoreProvider, useMemberStore } from '../../portal/stores/context.tsx';
import { useChosenMonth } from '../../portal/stores/chosenMonth.ts';
import { setYearMonth } from '../../portal/stores/member.ts';

afterEach(cleanup);

const user = { userInfo: { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['S-0101'], hotel_code: 101, user_name: '김라온' }, expiresAt: '2026-11-28T12:00:00.000Z' };

/** The portal's header as the shell wires it, and the router's navigate handed out. */
function Harness({ isMobile, onNavigate }: { isMobile: boolean; onNavigate: (navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigation = useOwnerNavigation();
  const navigate = useNavigate();
  useEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  return (
    <MemberHeader
      menu={createMemberMenu(koUi.memberMenu)}
      labels={koUi.memberHeader}
      currentPath={location.pathname}
      search={location.search}
      navigation={navigation}
      isMobile={isMobile}
      logo={<svg aria-hidden="true" />}
      bookingSiteUrl="https://booking.example"
      user={{ name: '김라온', memberNumbers: ['S-0101'] }}
      onLogout={() => {}}
    />
  );
}

const mount = (isMobile: boolean) => {
  let navigate!: NavigateFunction;
  render(
    <MemoryRouter initialEntries={['/member/operation']}>
      <Harness isMobile={isMobile} onNavigate={(n) => void (navigate = n)} />
    </MemoryRouter>,
  );
  /** A move: a link (a push), the screen's own address (a replace), or the browser's back (-1, a pop). */
  return (to: string | -1, replace = false) => act(() => void (to === -1 ? navigate(-1) : navigate(to, { replace })));
};

describe("the portal header's menus and the owner's navigations", () => {
  it('desktop: a sub-menu opened over the new screen stays open while that screen writes its month into the address, and closes on the next move', async () => {
    const go = mount(false);
    await go('/member/income');
    const board = screen.getByRole('link', { name: '게시판' });
    fireEvent.mouseEnter(board.parentElement!);
    expect(board.getAttribute('aria-expanded')).toBe('true');
    // What useChosenMonth does once the screen has rendered.
    await go('/member/income?ym=2026-10', true);
    expect(board.getAttribute('aria-expanded')).toBe('true');
    await go('/member/board?tab=dividend');
    expect(board.getAttribute('aria-expanded')).toBe('false');
  });

  it('phone: the open menu stays open while the screen writes its month, and closes on a move or on back', async () => {
    const go = mount(true);
    await go('/member/income');
    fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await go('/member/income?ym=2026-10', true);
    expect(screen.getByRole('button', { name: '메뉴 닫기' }).getAttribute('aria-expanded')).toBe('true');
    await go('/member/cost');
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await go(-1);
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("the month is written into a screen's address as a replace (what the header must not take for a move)", async () => {
    const seen: string[] = [];
    function Screen() {
      const store = useMemberStore();
      const location = useLocation();
      const type = useNavigationType();
      // The owner chose October on another screen.
      useEffect(() => setYearMonth(store, { year: 2026, month: 10 }), [store]);
      useChosenMonth();
      seen.push(`${type} ${location.pathname}${location.search}`);
      return null;
    }
    window.history.replaceState(null, '', '/member/income');
    await act(async () => {
      render(
        <MemberStoreProvider user={user} langType="KOR" today="2026-11-28">
          <MemoryRouter initialEntries={['/member/income']}>
            <Screen />
          </MemoryRouter>
        </MemberStoreProvider>,
      );
    });
    expect(seen.at(-1)).toBe('REPLACE /member/income?ym=2026-10');
  });
});
