import { proxy } from 'valtio/vanilla';
import { useStore } from './useStore.ts';
import type { UserInfo } from '../../contracts/site.ts';

/** SPEC §3 session: the visitor's login on the booking site, kept in session storage. */
export interface SessionState {
  userInfo: UserInfo | null;
  isLogin: boolean;
}

export const SESSION_STORAGE_KEY = 'c_sessionStore';

export function createSessionStore(): SessionState {
  return proxy<SessionState>({ userInfo: null, isLogin: false });
}

function persist(state: SessionState): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userInfo: state.userInfo, isLogin: state.isLogin }));
  } catch {
    // Storage can be unavailable (private mode, quota); the login still holds for this page.
  }
}

export function login(state: SessionState, userInfo: UserInfo): void {
  state.userInfo = userInfo;
  state.isLogin = true;
  persist(state);
}

export function logout(state: SessionState): void {
  state.userInfo = null;
  state.isLogin = false;
  persist(state);
}

/**
 * Reads what an earlier page of this tab stored; anything malformed is ignored. The validator is
 * loaded only when something was stored (most visitors never log in).
 */
export async function restoreSession(state: SessionState): Promise<void> {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as { userInfo?: unknown; isLogin?: unknown };
    const { userInfoSchema } = await import('../../contracts/site.ts');
    const user = userInfoSchema.safeParse(saved.userInfo);
    if (saved.isLogin === true && user.success) {
      state.userInfo = user.data;
      state.isLogin = true;
    }
  } catch {
    // A corrupt entry is the same as none.
  }
}

export function useSession(state: SessionState) {
  return useStore(state);
}
