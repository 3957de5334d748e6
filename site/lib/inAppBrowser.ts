/** SPEC §2, §9: KakaoTalk's in-app browser is sent to the external browser; after 5 s it is asked to close. */
export const IN_APP_CLOSE_DELAY_MS = 5000;

export function isKakaoInApp(userAgent: string): boolean {
  return /KAKAOTALK/i.test(userAgent);
}

export function escapeInAppBrowser(env: { userAgent: string; href: string; go: (url: string) => void; later: (fn: () => void, ms: number) => void }): boolean {
  if (!isKakaoInApp(env.userAgent)) return false;
  env.go(`kakaotalk://web/openExternal?url=${encodeURIComponent(env.href)}`);
  env.later(() => env.go('kakaotalk://inappbrowser/close'), IN_APP_CLOSE_DELAY_MS);
  return true;
}
