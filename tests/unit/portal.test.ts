// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { callId, callKey, embedText, onceEach, resultOf } from '../../contracts/calls.ts';
import { propertyOf } from '../../contracts/portal.ts';
import { hasWhiteBackground, hidesNavigation, portalScreenOf, portalStatus } from '../../client/member/routes.ts';
import { createMemberStore, resetMember, setMemberNo, slotFailed, slotLoaded, slotLoading } from '../../client/member/stores/member.ts';
import { lockedMessage, nextAddress } from '../../client/components/OwnerLogin.tsx';

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

  it('holds each call in a slot: loading, then data or an error (logged), loading off', () => {
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    slotLoading(store, 'home/room/profit', 'k');
    expect(store.slots['home/room/profit']).toMatchObject({ loading: true, error: null });
    slotLoaded(store, 'home/room/profit', 'k', { a: 1 });
    expect(store.slots['home/room/profit']).toMatchObject({ loading: false, error: null, data: { a: 1 } });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      slotFailed(store, 'home/room/profit', 'k', 'boom', 500);
    } finally {
      console.error = original;
    }
    expect(store.slots['home/room/profit']).toMatchObject({ loading: false, error: 'boom', data: null });
    expect(errors).toHaveLength(1);
  });

  it('narrows to one of the owner\'s own units only, and logout resets the dashboard', () => {
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    setMemberNo(store, '13-1508-01');
    expect(store.memberNo).toBe('13-1508-01');
    setMemberNo(store, '14-1102-01');
    expect(store.memberNo).toBeNull();
    slotLoaded(store, 'x', 'k', 1);
    resetMember(store);
    expect(store.slots).toEqual({});
    expect(store.login_id).toBe('');
  });
});

describe('calls streamed from the server to the browser', () => {
  it('keys a call by its path and body, whatever the order of the body', () => {
    const spec = { kind: 'member', path: 'home/room/profit' } as const;
    expect(callKey(spec, { a: 1, b: [1, 2] })).toBe(callKey(spec, { b: [1, 2], a: 1 }));
    expect(callKey(spec, { a: 1 })).not.toBe(callKey(spec, { a: 2 }));
    expect(callId(callKey(spec, { a: 1 }))).toMatch(/^[0-9a-z]+$/);
  });

  it('writes no text that could end its script element', () => {
    expect(embedText({ ok: true, data: '</script><script>alert(1)</script>' })).not.toContain('<');
  });

  it('needs S001 for a member call, and keeps the message of a failure', () => {
    expect(resultOf(200, { result: true, code: 'S001', result_data: 1 }, true)).toEqual({ ok: true, data: 1 });
    expect(resultOf(200, { result: true, code: 'S002', result_data: 1 }, true)).toMatchObject({ ok: false });
    expect(resultOf(403, { result: false, code: 'E403', message: 'not yours' }, true)).toEqual({ ok: false, status: 403, code: 'E403', message: 'not yours' });
    expect(resultOf(502, null, true)).toMatchObject({ ok: false, status: 502 });
  });

  it('makes each request once per render', async () => {
    let runs = 0;
    const calls = onceEach(async () => ({ ok: true, data: ++runs }));
    const spec = { kind: 'brand' } as const;
    const a = calls.run(spec, { x: 1 });
    expect(calls.run(spec, { x: 1 })).toBe(a);
    await calls.run(spec, { x: 2 });
    expect(runs).toBe(2);
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
});
