// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resultOf } from '../../contracts/calls.ts';
import { propertyOf } from '../../contracts/portal.ts';
import { hasWhiteBackground, hidesNavigation, portalScreenOf, portalStatus } from '../../portal/routes.ts';
import { baseOf, chosenYearMonth, createMemberStore, resetMember, setMemberNo, setYearMonth } from '../../portal/stores/member.ts';
import { lockedMessage, nextAddress, refusalOf } from '../../site/components/OwnerLogin.tsx';
import { partialMonthLabels } from '../../portal/components/chartText.ts';
import { footerProperty } from '../../portal/Shell.tsx';
import type { BrandMain } from '../../contracts/brand.ts';

const user = { userInfo: { user_type: 'MEMBERSHIP', loginId: 'multi01', member_no_list: ['13-1507-01', '13-1508-01'], hotel_code: 13, user_name: '이서연' }, expiresAt: '2030-01-01T00:00:00.000Z' };

describe('portal routes (SPEC §2)', () => {
  it('knows every screen, and answers 404 for anything else', () => {
    for (const path of ['/member', '/member/', '/member/operation', '/member/revenue', '/member/cost', '/member/income', '/member/board', '/member/board/notice/12', '/member/board/voc/3', '/member/board/voc/write', '/member/membership', '/member/mypage', '/member/booking']) {
      expect(portalStatus(path, false), path).toBe(200);
    }
    for (const path of ['/member/nope', '/member/board/notice/abc', '/member/errorPage', '/member/operation/x']) expect(portalStatus(path, false), path).toBe(404);
    expect(portalScreenOf('/member/board/voc/write')?.menu).toBe('voc');
  });

  it('refuses membership services to Naksan owners (isNakSan)', () => {
    expect(portalStatus('/member/membership', true)).toBe(404);
    expect(portalStatus('/member/membership', false)).toBe(200);
  });

  it('uses the white background on booking, notice and voc paths and hides the navigation on the error page', () => {
    expect(hasWhiteBackground('/member/booking')).toBe(true);
    expect(hasWhiteBackground('/member/board/notice/1')).toBe(true);
    expect(hasWhiteBackground('/member/board/voc/write')).toBe(true);
    expect(hasWhiteBackground('/member/operation')).toBe(false);
    expect(hidesNavigation('/member/errorPage', false)).toBe(true);
    expect(hidesNavigation('/member', false)).toBe(false);
  });

  it('maps hotel codes to properties (SPEC §4)', () => {
    expect(propertyOf(13)).toBe('sokcho');
    expect(propertyOf(14)).toBe('naksan');
    expect(propertyOf(15)).toBe('gyeongju');
    expect(propertyOf(16)).toBeUndefined();
    expect(propertyOf(null)).toBeUndefined();
  });
});

describe('member store (SPEC §3)', () => {
  it('starts from the signed-in owner with the base params', () => {
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    expect(store.login_id).toBe('multi01');
    expect(store.member_no_list).toEqual(['13-1507-01', '13-1508-01']);
    expect(store.isNakSan).toBe(false);
    expect(store.baseParams).toEqual({ company_seq: 100, hotel_seq: null, lang_type: 'KOR', target_lang_type: ['KOR'] });
    expect(createMemberStore({ ...user, userInfo: { ...user.userInfo, hotel_code: 14 } }, 'ENG', '2026-11-27').isNakSan).toBe(true);
  });

  it('shows the default month of the day it was rendered for until the owner chooses one (issue 26: computed, not fetched)', () => {
    const store = createMemberStore(user, 'KOR', '2026-01-01');
    expect(chosenYearMonth(store)).toEqual({ year: 2026, month: 1 });
    setYearMonth(store, { year: 2025, month: 7 });
    expect(chosenYearMonth(store)).toEqual({ year: 2025, month: 7 });
    expect(store.yearMonth).toEqual({ year: 2025, month: 7 });
  });

  it('keeps what the owner is and chose, never a call\'s answer, and gives its base params as a body of their own', () => {
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    expect(Object.keys(store).sort()).toEqual(['baseParams', 'hotel_code', 'isNakSan', 'login_id', 'member_no_list', 'memberNo', 'property', 'today', 'user_name', 'yearMonth'].sort());
    const body = baseOf(store);
    expect(body).toEqual(store.baseParams);
    expect(body.target_lang_type).not.toBe(store.baseParams.target_lang_type);
  });

  it('narrows to one of the owner\'s own units only, and logout resets the dashboard', () => {
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    setMemberNo(store, '13-1508-01');
    expect(store.memberNo).toBe('13-1508-01');
    setMemberNo(store, '14-1102-01');
    expect(store.memberNo).toBeNull();
    setYearMonth(store, { year: 2025, month: 1 });
    resetMember(store);
    expect(store.yearMonth).toBeNull();
    expect(store.memberNo).toBeNull();
    expect(store.login_id).toBe('');
  });
});

describe('a call\'s answer (SPEC §7, §8)', () => {
  it('needs S001 for a member call, and keeps the message of a failure', () => {
    expect(resultOf(200, { result: true, code: 'S001', result_data: 1 }, true)).toEqual({ ok: true, data: 1 });
    expect(resultOf(200, { result: true, code: 'S002', result_data: 1 }, true)).toMatchObject({ ok: false });
    expect(resultOf(403, { result: false, code: 'E403', message: 'not yours' }, true)).toEqual({ ok: false, status: 403, code: 'E403', message: 'not yours' });
    expect(resultOf(502, null, true)).toMatchObject({ ok: false, status: 502 });
  });
});

describe('owner login page helpers', () => {
  it('goes back to the portal address first asked for, never elsewhere', () => {
    expect(nextAddress('?next=%2Fmember%2Foperation')).toBe('/member/operation');
    expect(nextAddress('?next=https%3A%2F%2Fevil.example')).toBe('/member');
    expect(nextAddress('?next=%2F%2Fevil.example%2Fmember')).toBe('/member');
    expect(nextAddress('')).toBe('/member');
  });

  it('says when to try again after too many attempts', () => {
    const t = (key: string, o?: Record<string, unknown>) => `${key}:${JSON.stringify(o)}`;
    expect(lockedMessage(t, '900')).toBe('ownerLogin.locked:{"minutes":15}');
    expect(lockedMessage(t, '45')).toBe('ownerLogin.lockedSeconds:{"seconds":45}');
  });

  it('tells a wrong password from a server that is down (issue 28, point 4)', () => {
    const t = (key: string) => key;
    expect(refusalOf(401, null, t)).toEqual({ kind: 'wrong' });
    expect(refusalOf(400, null, t)).toEqual({ kind: 'wrong' });
    expect(refusalOf(429, '60', t)).toEqual({ kind: 'locked', text: 'ownerLogin.lockedSeconds' });
    expect(refusalOf(403, null, t)).toEqual({ kind: 'notOwner' });
    // The BFF's 502 when the operator API is down, a proxy's 503/504: the server, not the password.
    for (const status of [500, 502, 503, 504]) expect(refusalOf(status, null, t)).toEqual({ kind: 'unreachable' });
  });
});

describe('the month still running in a chart (issue 28)', () => {
  const texts: Record<string, unknown> = { 'ui:charts.monthShort': ['1월', '2월', '3월', '4월', '5월', '6월', '7월', '8월', '9월', '10월', '11월', '12월'], 'ui:charts.partialMonth': '* {month}은 {day}일까지의 실적입니다.' };
  const t = (key: string) => texts[key];

  it('marks only the running month with an asterisk, and explains it under a chart of its year only', () => {
    const partial = partialMonthLabels(t, '2026-11-07');
    expect(partial.label('202611')).toBe('11월*');
    expect(partial.label('20261105')).toBe('11월*');
    expect(partial.label('202610')).toBe('10월');
    expect(partial.label('202511')).toBe('11월');
    expect(partial.note('2026')).toBe('* 11월은 7일까지의 실적입니다.');
    expect(partial.note('2025')).toBeNull();
  });
});

describe("the portal footer's company (issue 28: Korean names on English pages)", () => {
  const brand = { branding_data: { hotel_name: '라온 호텔 낙산', hotel_name_en: 'RAON Hotel Naksan', main_name: '김라온' } } as unknown as BrandMain;
  it('is the Korean name on Korean pages and the English one on the others', () => {
    expect(footerProperty(brand, 'ko').company).toBe('라온 호텔 낙산');
    expect(footerProperty(brand, 'en').company).toBe('RAON Hotel Naksan');
  });
});
