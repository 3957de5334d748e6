// The chosen year and month in the address (issue 28): /member/operation?ym=2026-07. A reload keeps
// it, and an owner can send the address of a month to an accountant. The member store keeps the
// choice between screens (SPEC §3); the address shows it on every screen that uses it.
import { FIRST_YEAR } from '@raon/design-system';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio/react';
import { defaultYearMonth } from '../../contracts/seoul-clock.ts';
import { useMemberStore } from './context.tsx';
import { chosenYearMonth, setYearMonth, type YearMonth } from './member.ts';

/** The query parameter of the chosen month. */
export const MONTH_PARAM = 'ym';

/** 2026-07 */
export function monthParam(value: YearMonth): string {
  return `${value.year}-${String(value.month).padStart(2, '0')}`;
}

/** The address of a screen showing `value`: what a link from one month's record to another screen opens. */
export function monthAddress(path: string, value: YearMonth): string {
  return `${path}?${MONTH_PARAM}=${monthParam(value)}`;
}

/** The address's query with the month set to `month` (YYYY-MM), the rest kept. */
function withMonth(current: URLSearchParams, month: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(MONTH_PARAM, month);
  return next;
}

/** The month an address names ('2026-07'), when the portal has figures for it (from FIRST_YEAR to this month); otherwise null. */
export function monthFromAddress(value: string | null, today: string): YearMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  if (!match) return null;
  const ym = `${match[1]}${match[2]}`;
  if (ym < `${FIRST_YEAR}01` || ym > defaultYearMonth(today)) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/**
 * The month a screen shows and how to change it: the address's month first (a link, a reload),
 * then the owner's choice on another screen, then the default of the day. A choice, and a month
 * chosen on another screen, are written into the address (replacing the entry: the back button
 * leaves the screen, it does not step through months); an address month that is not one the
 * portal has is replaced by the month shown. A screen that shows no month (`inAddress: false`, e.g.
 * my page's notifications) leaves the address as it is: a month there would be noise, and writing
 * it would replace the entry a link has just pushed.
 */
export function useChosenMonth({ inAddress: writesAddress = true }: { inAddress?: boolean } = {}): { chosen: YearMonth; setChosen: (value: YearMonth) => void } {
  const store = useMemberStore();
  const member = useSnapshot(store);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const inAddress = params.get(MONTH_PARAM);
  const fromAddress = monthFromAddress(inAddress, member.today);
  // The store's month is read only when the address names none: copying the address's month into
  // the store (the first effect below) then re-renders nothing. A re-render during hydration would
  // give the screen's cards new props while their streamed HTML is still arriving, and React would
  // throw that HTML away and draw them again in the browser (seen: two copies of a card for a moment).
  const chosen = fromAddress ?? chosenYearMonth(member);
  const shown = monthParam(chosen);
  const chosenElsewhere = fromAddress === null && member.yearMonth !== null;

  useEffect(() => {
    // The address's month becomes the owner's choice, for the screens that follow.
    if (fromAddress && (store.yearMonth?.year !== fromAddress.year || store.yearMonth?.month !== fromAddress.month)) setYearMonth(store, fromAddress);
  }, [store, fromAddress?.year, fromAddress?.month]); // eslint-disable-line react-hooks/exhaustive-deps -- the month's fields, not the object made each render
  useEffect(() => {
    if (!writesAddress || inAddress === shown || (inAddress === null && !chosenElsewhere)) return;
    // A screen being left (a link from one month to another screen: the router has moved on and
    // renders this one once more in its transition) must not write its address over the next one.
    if (window.location.pathname !== pathname) return;
    setParams((current) => withMonth(current, shown), { replace: true });
  }, [writesAddress, inAddress, shown, chosenElsewhere, setParams, pathname]);

  const setChosen = (value: YearMonth) => {
    setYearMonth(store, value);
    setParams((current) => withMonth(current, monthParam(value)), { replace: true });
  };
  return { chosen, setChosen };
}
