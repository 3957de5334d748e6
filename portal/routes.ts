// SPEC §2 member portal routes, as data: the router (PortalApp.tsx), the web app's status code for
// a portal address (server/web/render/portal.ts) and the page titles read the same table.
import type { MemberMenuLabels } from '@raon/design-system';
import { PORTAL_ROOT } from '../contracts/portal.ts';

export { PORTAL_ROOT };

/** The screens past the home (issues 12 and 13), each its own lazily loaded chunk. */
export const reportScreens = ['operation', 'revenue', 'cost', 'income', 'board', 'notice', 'vocWrite', 'vocDetail', 'mypage', 'membership', 'booking'] as const;
export type ReportScreen = (typeof reportScreens)[number];

/** The portal's screens; `menu` names the menu title that labels the screen (title, preparing panel). */
export const portalScreens = [
  { path: '', screen: 'home', menu: null },
  { path: 'operation', screen: 'operation', menu: 'operation' },
  { path: 'revenue', screen: 'revenue', menu: 'revenue' },
  { path: 'cost', screen: 'cost', menu: 'cost' },
  { path: 'income', screen: 'income', menu: 'income' },
  { path: 'board', screen: 'board', menu: 'board' },
  { path: 'board/notice/:noticeSeq', screen: 'notice', menu: 'notice' },
  { path: 'board/voc/write', screen: 'vocWrite', menu: 'voc' },
  { path: 'board/voc/:vocSeq', screen: 'vocDetail', menu: 'voc' },
  { path: 'membership', screen: 'membership', menu: 'membership' },
  { path: 'mypage', screen: 'mypage', menu: 'mypage' },
  { path: 'booking', screen: 'booking', menu: 'booking' },
  { path: 'errorPage', screen: 'notFound', menu: null },
] as const satisfies readonly { path: string; screen: 'home' | ReportScreen | 'notFound'; menu: keyof MemberMenuLabels | 'booking' | null }[];

export type PortalScreen = (typeof portalScreens)[number];

const matchers = portalScreens.map((s) => ({
  screen: s,
  pattern: new RegExp(`^${PORTAL_ROOT}${s.path ? '/' + s.path.replace(/:[A-Za-z]+/g, '[1-9]\\d{0,9}') : ''}/?$`),
}));

/** The screen an address shows; undefined: the catch-all not-found page. */
export function portalScreenOf(pathname: string): PortalScreen | undefined {
  return matchers.find((m) => m.pattern.test(pathname))?.screen;
}

/** SPEC §2, §6: the membership-services screens are not for Naksan owners (isNakSan). */
export function isRefusedFor(screen: PortalScreen | undefined, isNakSan: boolean): boolean {
  return isNakSan && screen?.menu === 'membership';
}

/** HTTP status of a portal address: 404 for the catch-all (and the error page), and for screens refused to the owner. */
export function portalStatus(pathname: string, isNakSan: boolean): 200 | 404 {
  const screen = portalScreenOf(pathname);
  return !screen || screen.screen === 'notFound' || isRefusedFor(screen, isNakSan) ? 404 : 200;
}

/** SPEC §2: the white page background on booking, notice and voc paths. */
export function hasWhiteBackground(pathname: string): boolean {
  return /booking|notice|voc/.test(pathname);
}

/** SPEC §2: no top navigation on the error (not-found) page. */
export function hidesNavigation(pathname: string, isNakSan: boolean): boolean {
  return portalStatus(pathname, isNakSan) === 404;
}
