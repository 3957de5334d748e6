// @vitest-environment jsdom
// Issue 28's month in the address, and the notifications tab (a flaky e2e run on CI: the bell's
// link pushed /member/mypage?tab=notifications, then the frame replaced it with …&ym=2026-10, a
// month that tab never shows). A screen with a month writes the owner's choice into its address;
// one without leaves the address as the link made it.
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberStoreProvider, useMemberStore } from '../../portal/stores/context.tsx';
import { useChosenMonth } from '../../portal/stores/chosenMonth.ts';
import { setYearMonth, type MemberState } from '../../portal/stores/member.ts';

const user = { userInfo: { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['S-0101'], hotel_code: 101, user_name: '김라온' }, expiresAt: '2026-11-28T12:00:00.000Z' };

afterEach(cleanup);

/** A screen opened at an address naming a month; it hands its store out. */
function AddressMonth({ onStore }: { onStore: (store: MemberState) => void }) {
  const store = useMemberStore();
  const { chosen } = useChosenMonth();
  useEffect(() => onStore(store), [store, onStore]);
  return <p>{`${chosen.year}-${chosen.month}`}</p>;
}

/** A screen using the chosen month; it reports the address it ends on. */
function Screen({ inAddress, seen }: { inAddress: boolean; seen: string[] }) {
  const store = useMemberStore();
  const location = useLocation();
  useChosenMonth({ inAddress });
  // The owner chose October on another screen.
  useEffect(() => setYearMonth(store, { year: 2026, month: 10 }), [store]);
  seen.push(location.pathname + location.search);
  return null;
}

const mount = async (address: string, inAddress: boolean) => {
  const seen: string[] = [];
  // jsdom's own address: the hook checks that the router is still on the screen it renders.
  window.history.replaceState(null, '', address);
  await act(async () => {
    render(
      <MemberStoreProvider user={user} langType="KOR" today="2026-11-28">
        <MemoryRouter initialEntries={[address]}>
          <Screen inAddress={inAddress} seen={seen} />
        </MemoryRouter>
      </MemberStoreProvider>,
    );
  });
  return seen.at(-1);
};

describe('the chosen month in the address of a screen', () => {
  it('is written into the address of a screen that shows a month (a reload keeps it)', async () => {
    expect(await mount('/member/mypage?tab=tax', true)).toBe('/member/mypage?tab=tax&ym=2026-10');
  });

  it('is not written into the address of a screen that shows none (the notifications tab)', async () => {
    expect(await mount('/member/mypage?tab=notifications', false)).toBe('/member/mypage?tab=notifications');
  });
});

describe('a month named by the address', () => {
  it('is kept for the next screens without drawing this one again (a render during hydration would make React drop the cards\' streamed HTML)', async () => {
    let commits = 0;
    let store: MemberState | undefined;
    window.history.replaceState(null, '', '/member/mypage?tab=earnings&ym=2022-01');
    const { container } = render(
      <MemberStoreProvider user={user} langType="KOR" today="2026-11-28">
        <MemoryRouter initialEntries={['/member/mypage?tab=earnings&ym=2022-01']}>
          <Profiler id="screen" onRender={() => void commits++}>
            <AddressMonth onStore={(s) => void (store = s)} />
          </Profiler>
        </MemoryRouter>
      </MemberStoreProvider>,
    );
    await act(async () => {});
    expect(container.textContent).toBe('2022-1');
    expect(store?.yearMonth).toEqual({ year: 2022, month: 1 });
    expect(commits).toBe(1);
  });
});
