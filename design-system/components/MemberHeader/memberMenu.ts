// The owner portal's main menu as data (SPEC §2 main menu, §3 menu item). Titles come from the
// app's translations (locales/*/ui.json "memberMenu"), never from here.

export const memberMenuIcons = ['operation', 'revenue', 'cost', 'income', 'board', 'membership', 'mypage'] as const;
export type MemberMenuIcon = (typeof memberMenuIcons)[number];

/** SPEC §3 menu item sub-entry. */
export interface MemberSubMenuItem {
  key: string;
  title: string;
  goTo: string;
}

/** SPEC §3 menu item: key, title, icon, goTo, subTitle. */
export interface MemberMenuItem {
  key: string;
  title: string;
  icon: MemberMenuIcon;
  goTo: string;
  subTitle: readonly MemberSubMenuItem[];
}

/** The titles, shaped like ui.json "memberMenu". */
export interface MemberMenuLabels {
  operation: string;
  revenue: string;
  cost: string;
  income: string;
  board: string;
  notice: string;
  dividend: string;
  fees: string;
  events: string;
  voc: string;
  membership: string;
  infoSquare: string;
  affiliateInquiry: string;
  mypage: string;
  mypageMain: string;
  tax: string;
  earnings: string;
  incentive: string;
}

/** The entry hidden for Naksan members (SPEC §2, §6: isNakSan does not see membership services). */
export const MEMBERSHIP_MENU_KEY = 'membership';

/** The portal's root path; the menu's active item is the path segment after it (SPEC §2). */
export const MEMBER_ROOT = '/member';

/** The default portal menu (SPEC §2 routes) with the given titles. */
export function createMemberMenu(t: MemberMenuLabels): MemberMenuItem[] {
  const item = (key: keyof MemberMenuLabels & MemberMenuIcon, subTitle: MemberSubMenuItem[] = []): MemberMenuItem => ({
    key,
    title: t[key],
    icon: key,
    goTo: `${MEMBER_ROOT}/${key}`,
    subTitle,
  });
  const sub = (key: keyof MemberMenuLabels, goTo: string): MemberSubMenuItem => ({ key, title: t[key], goTo });
  return [
    item('operation'),
    item('revenue'),
    item('cost'),
    item('income'),
    item('board', [
      sub('notice', '/member/board'),
      sub('dividend', '/member/board?tab=dividend'),
      sub('fees', '/member/board?tab=fees'),
      sub('events', '/member/board?tab=events'),
      sub('voc', '/member/board?tab=voc'),
    ]),
    item('membership', [sub('infoSquare', '/member/membership'), sub('affiliateInquiry', '/member/membership?tab=affiliateInquiry')]),
    item('mypage', [
      sub('mypageMain', '/member/mypage'),
      sub('tax', '/member/mypage?tab=tax'),
      sub('earnings', '/member/mypage?tab=earnings'),
      sub('incentive', '/member/mypage?tab=incentive'),
    ]),
  ];
}

const segment = (path: string) => path.split('?')[0]!.split('/').filter(Boolean)[1];

/** The key of the menu item that the second path segment after /member selects (SPEC §2). */
export function activeMenuKey(menu: readonly MemberMenuItem[], currentPath: string): string | undefined {
  const current = segment(currentPath);
  if (!current) return undefined;
  return menu.find((item) => segment(item.goTo) === current)?.key;
}

/** Whether a menu target is the current page: same path and same `tab` query value. */
export function isCurrentTarget(goTo: string, currentPath: string, search = ''): boolean {
  const [path, query = ''] = goTo.split('?');
  if (path !== currentPath.split('?')[0]) return false;
  return new URLSearchParams(query).get('tab') === new URLSearchParams(search).get('tab');
}
