import { proxy } from 'valtio/vanilla';
import type { LangType } from '../../../locales/languages.ts';
import { propertyOf, type PortalUser, type Property } from '../../../contracts/portal.ts';

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
  baseParams: { company_seq: 100; hotel_seq: number | null; lang_type: LangType; target_lang_type: LangType[] };
  /** stdMonth → 'Y' for the closed tax-invoice months only. */
  closedTaxData: Record<string, 'Y'>;
  /** The dashboard's year and month (SPEC §4: fetched as the default when a hotel code exists). */
  yearMonth: YearMonth | null;
  /** multi01 may narrow the dashboard to one unit; null: all units. */
  memberNo: string | null;
  slots: Record<string, Slot>;
}

export function createMemberStore(user: PortalUser, langType: LangType): MemberState {
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
