// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, createSessionStore, login, logout, restoreSession } from '../../site/stores/session.ts';

const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-0101'], hotel_code: 13, user_name: '김민준' };

describe('session store (SPEC §3, §4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts logged out', () => {
    expect(createSessionStore()).toEqual({ userInfo: null, isLogin: false });
  });

  it('logs in and keeps the user in session storage', async () => {
    const s = createSessionStore();
    login(s, user);
    expect(s.isLogin).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ userInfo: user, isLogin: true });
    const next = createSessionStore();
    await restoreSession(next);
    expect(next.userInfo).toEqual(user);
  });

  it('logs out and forgets the user', async () => {
    const s = createSessionStore();
    login(s, user);
    logout(s);
    const next = createSessionStore();
    await restoreSession(next);
    expect(next).toEqual({ userInfo: null, isLogin: false });
  });

  it('ignores a corrupt or forged entry', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    const a = createSessionStore();
    await restoreSession(a);
    expect(a.isLogin).toBe(false);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isLogin: true, userInfo: { loginId: 5 } }));
    const b = createSessionStore();
    await restoreSession(b);
    expect(b.isLogin).toBe(false);
  });
});
