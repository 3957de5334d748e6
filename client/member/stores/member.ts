import { proxy } from 'valtio/vanilla';
import type { LangType } from '../../../locales/languages.ts';
import { propertyOf, type PortalUser, type Property } from '../../../contracts/portal.ts';
import { defaultYearMonth } from '../../../contracts/seoul-clock.ts';
import type { BaseParams } from '../calls/queries.ts';

/** SPEC §3 data slot of one call: loading, then data (no error) or an error (loading off). */
export interface Slot {
  /** Which request the slot holds (the call and its body). */
  key: string | null;
  data: unknown;
  loading: boolean;
  error: string | null;
  /** HTTP status of a failed call (401 ends the session). */
  status?: number;
}

export interface YearMonth {
  year: number;
  month: number;
}

/** SPEC §3 member client state, one per portal page (made per request on the server, once per tab in the browser). */
export interface MemberState {
  login_id: string;
  user_name: string;
  member_no_list: string[];
  hotel_code: number | null;
  property: Property | undefined;
  isNakSan: boolean;
  baseParams: BaseParams;
  /** stdMonth → 'Y' for the closed tax-invoice months only. */
  closedTaxData: Record<string, 'Y'>;
  /** The dashboard's year and month (SPEC §4: fetched as the default when a hotel code exists). */
  yearMonth: YearMonth | null;
  /** multi01 may narrow the dashboard to one unit; null: all units. */
  memberNo: string | null;
  slots: Record<string, Slot>;
  /** The Seoul day the page was rendered for (the server's, so that the browser hydrates the same month). */
  today: string;
}

export function createMemberStore(user: PortalUser, langType: LangType, today: string): MemberState {
  const info = user.userInfo;
  const property = propertyOf(info.hotel_code);
  return proxy<MemberState>({
    login_id: info.loginId,
    user_name: info.user_name,
    member_no_list: [...info.member_no_list],
    hotel_code: info.hotel_code,
    property,
    isNakSan: property === 'naksan',
    baseParams: { company_seq: 100, hotel_seq: null, lang_type: langType, target_lang_type: [langType] },
    closedTaxData: {},
    yearMonth: null,
    memberNo: null,
    slots: {},
    today,
  });
}

export function setYearMonth(state: MemberState, value: YearMonth): void {
  state.yearMonth = { year: value.year, month: value.month };
}

export function setMemberNo(state: MemberState, memberNo: string | null): void {
  state.memberNo = memberNo !== null && state.member_no_list.includes(memberNo) ? memberNo : null;
}

export function slotLoading(state: MemberState, name: string, key: string): void {
  state.slots[name] = { key, data: null, loading: true, error: null };
}

export function slotLoaded(state: MemberState, name: string, key: string, data: unknown): void {
  state.slots[name] = { key, data, loading: false, error: null };
}

/** SPEC §8: a failed call is logged, its slot's error set to the message and loading ended. */
export function slotFailed(state: MemberState, name: string, key: string, error: string, status?: number): void {
  console.error(`member call ${name} failed`, { status, error });
  state.slots[name] = { key, data: null, loading: false, error, status };
}

/** SPEC §3: closedTaxData holds the months whose tax invoices are closed (closeYn Y) and only those. */
export function setClosedTaxData(state: MemberState, rows: readonly { stdMonth: string; closeYn: 'Y' | 'N' }[]): void {
  const answered = new Set(rows.map((row) => row.stdMonth));
  const next: Record<string, 'Y'> = {};
  for (const [month, value] of Object.entries(state.closedTaxData)) if (!answered.has(month)) next[month] = value;
  for (const row of rows) if (row.closeYn === 'Y') next[row.stdMonth] = 'Y';
  state.closedTaxData = next;
}

/**
 * Drops the slots a write has made stale. `ask`: their mounted screens ask again; otherwise the
 * slots are emptied without a new request (what they held is gone, e.g. a withdrawn inquiry:
 * its screen is being left), and a screen that shows them later asks then.
 */
export function forgetSlots(state: MemberState, stale: (name: string, slot: Slot) => boolean, ask = true): void {
  state.slots = Object.fromEntries(
    Object.entries(state.slots).flatMap(([name, slot]) => (!stale(name, slot) ? [[name, slot]] : ask ? [] : [[name, { key: null, data: null, loading: false, error: null }]])),
  );
}

/** SPEC §4 logout: user info cleared and the dashboard state reset. */
export function resetMember(state: MemberState): void {
  state.login_id = '';
  state.user_name = '';
  state.member_no_list = [];
  state.closedTaxData = {};
  state.yearMonth = null;
  state.memberNo = null;
  state.slots = {};
}

/** The year and month the screens show: the owner's choice, or the default (issue 26: computed, not fetched). */
export function chosenYearMonth(state: Pick<MemberState, 'yearMonth' | 'today'>): YearMonth {
  if (state.yearMonth) return { year: state.yearMonth.year, month: state.yearMonth.month };
  const ym = defaultYearMonth(state.today);
  return { year: Number(ym.slice(0, 4)), month: Number(ym.slice(4, 6)) };
}

/** A member call's base params (SPEC §3) as a body of its own (the store's are read-only in a snapshot). */
export function baseOf(state: { readonly baseParams: Readonly<Omit<BaseParams, 'target_lang_type'>> & { readonly target_lang_type: readonly LangType[] } }): BaseParams {
  const b = state.baseParams;
  return { company_seq: b.company_seq, hotel_seq: b.hotel_seq, lang_type: b.lang_type, target_lang_type: [...b.target_lang_type] };
}
