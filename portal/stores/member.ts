import { proxy } from 'valtio/vanilla';
import type { LangType } from '../../locales/languages.ts';
import { propertyOf, type PortalUser, type Property } from '../../contracts/portal.ts';
import { defaultYearMonth } from '../../contracts/seoul-clock.ts';
import type { BaseParams } from '../calls/queries.ts';

export interface YearMonth {
  year: number;
  month: number;
}

/**
 * SPEC §3 member client state, one per portal page (made per request on the server, once per tab
 * in the browser): who the owner is and what they chose. The calls' answers are not here: each is
 * held once, in the query cache (issue 26, point 3; calls/queries.ts), closedTaxData included.
 */
export interface MemberState {
  login_id: string;
  user_name: string;
  member_no_list: string[];
  hotel_code: number | null;
  property: Property | undefined;
  isNakSan: boolean;
  baseParams: BaseParams;
  /** The Seoul day the page was rendered for (the server's, so that the browser hydrates the same month). */
  today: string;
  /** The year and month the owner chose; null: the default (defaultYearMonth of today, the API's default_ym too). */
  yearMonth: YearMonth | null;
  /** multi01 may narrow the dashboard to one unit; null: all units. */
  memberNo: string | null;
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
    today,
    yearMonth: null,
    memberNo: null,
  });
}

export function setYearMonth(state: MemberState, value: YearMonth): void {
  state.yearMonth = { year: value.year, month: value.month };
}

export function setMemberNo(state: MemberState, memberNo: string | null): void {
  state.memberNo = memberNo !== null && state.member_no_list.includes(memberNo) ? memberNo : null;
}

/** SPEC §4 logout: user info cleared and the dashboard state reset. */
export function resetMember(state: MemberState): void {
  state.login_id = '';
  state.user_name = '';
  state.member_no_list = [];
  state.yearMonth = null;
  state.memberNo = null;
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
