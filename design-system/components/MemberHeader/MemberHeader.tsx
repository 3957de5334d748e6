import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsideClick } from '../../hooks/useOutsideClick.ts';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import { useScrollState } from '../../hooks/useScrollState.ts';
import { MenuIcon } from './components/MenuIcon/MenuIcon.tsx';
import * as s from './MemberHeader.css.ts';
import { activeMenuKey, isCurrentTarget, MEMBER_ROOT, MEMBERSHIP_MENU_KEY, type MemberMenuItem } from './memberMenu.ts';

/** SPEC §4: the scrolled state is evaluated at most every 500 ms. */
export const MEMBER_HEADER_SCROLL_THROTTLE_MS = 500;
const isScrolled = (y: number) => y > 0;

export interface MemberHeaderLabels {
  /** Name of the main navigation (e.g. '주 메뉴'). */
  mainMenu: string;
  /** Name of the logo, a link to the owner home on every width (e.g. '오너 홈'). */
  home: string;
  /** The booking-site button (SPEC §2 '예약 사이트'). */
  bookingSite: string;
  /** Said after links that open a new window (e.g. '새 창'). */
  newWindow: string;
  /** Mobile toggle while closed (e.g. '메뉴 열기'). */
  openMenu: string;
  /** Mobile toggle while open (e.g. '메뉴 닫기'). */
  closeMenu: string;
  /** Name of the mobile user card (e.g. '회원 정보'). */
  userCard: string;
  /** Label of the member numbers (SPEC §2 '회원번호'). */
  memberNo: string;
  /** After the user's name (e.g. '님'; '' in English). */
  userSuffix: string;
  /** The logout button (SPEC §2 '로그아웃'): in the desktop bar and the mobile user card. */
  logout: string;
  /** Mobile my-page button (SPEC §2 '마이페이지'). */
  mypage: string;
}

/** The owner's notifications (issue 28, point 3): a bell linking to their list, with the unread count. */
export interface MemberHeaderNotifications {
  /** Where the list is (e.g. '/member/mypage?tab=notifications'). */
  href: string;
  /** How many are unread; 0 shows the bell without a count. */
  unread: number;
  /** The link's whole name, count included (e.g. '알림, 읽지 않음 3건'): the count on screen is hidden from assistive technology. */
  label: string;
}

export interface MemberHeaderUser {
  /** user_name. */
  name: string;
  /** member_no_list: one member number per unit or contract. */
  memberNumbers: readonly string[];
}

export interface MemberHeaderProps {
  /** Menu items (SPEC §3), e.g. createMemberMenu(t('memberMenu')). */
  menu: readonly MemberMenuItem[];
  /** The current path; its second segment after /member selects the active item. */
  currentPath: string;
  /** The current query string (e.g. '?tab=dividend'); with the path it marks the current sub-entry. @default '' */
  search?: string;
  /**
   * Changes with each navigation the owner makes (a link, back or forward); the menus close when it
   * does. Not when a screen rewrites its own address (the portal writes the chosen month into it
   * with a replace): that would close a sub-menu the owner has just opened over the new screen.
   * @default the path and query, i.e. every change of the address closes the menus
   */
  navigation?: string;
  /** Mobile layout (portal width ≤ 992 px, from the app's layout store). @default false */
  isMobile?: boolean;
  /** Hide the membership-services entry (SPEC §2: isNakSan). @default false */
  hideMembership?: boolean;
  /** The logo image (decorative: the control around it carries the name). */
  logo: ReactNode;
  /** Origin of the booking site, opened in a new tab by the '예약 사이트' button. */
  bookingSiteUrl: string;
  /** The signed-in owner, shown in the mobile user card. */
  user: MemberHeaderUser;
  /** Logs out (the desktop bar's and the mobile user card's logout button). */
  onLogout: () => void;
  /** All texts. */
  labels: MemberHeaderLabels;
  /** The notifications bell (desktop bar and mobile bar); none given, no bell. */
  notifications?: MemberHeaderNotifications;
  /** Target of the logo. @default '/member' */
  homeHref?: string;
  /** Target of the mobile my-page button. @default '/member/mypage' */
  mypageHref?: string;
  /** Force the scrolled style (stories); otherwise it follows the page scroll. @default false */
  scrolled?: boolean;
  /** Desktop: the item whose sub-menu is open at first render (stories). @default none */
  defaultOpenKey?: string;
  /** Mobile: the menu is open at first render (stories). @default false */
  defaultMenuOpen?: boolean;
  /** Mobile: the item whose sub-list is expanded at first; none given, the active item's. @default the active item */
  defaultExpandedKey?: string;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The bell: a link to the notifications, the unread count on it (99+ above 99). */
function NotificationBell({ notifications, active }: { notifications: MemberHeaderNotifications; active: boolean }) {
  return (
    <a href={notifications.href} aria-label={notifications.label} aria-current={active ? 'page' : undefined} className={s.bell} data-testid="notification-bell" data-unread={notifications.unread}>
      <MenuIcon name="bell" size={24} />
      {notifications.unread > 0 ? (
        <span aria-hidden="true" className={s.bellCount}>
          {notifications.unread > 99 ? '99+' : notifications.unread}
        </span>
      ) : null}
    </a>
  );
}

/**
 * The owner portal's header (SPEC §2 member header). Desktop: logo (the owner home), hover and
 * keyboard sub-menus, active item from the path, a logout button, '예약 사이트' in a new tab, scrolled
 * style. The logo never logs out: SPEC §2's "logout through the logo image" took every owner who
 * went home the way the web does out of the portal (issue 28; docs/decisions.md). Mobile: a
 * toggle that locks page scrolling, closes on route or query change, expandable sub-lists and the
 * user card with member numbers, logout and my page.
 */
export function MemberHeader({
  menu,
  currentPath,
  search = '',
  navigation,
  isMobile = false,
  hideMembership = false,
  logo,
  bookingSiteUrl,
  user,
  onLogout,
  labels,
  notifications,
  homeHref = MEMBER_ROOT,
  mypageHref = `${MEMBER_ROOT}/mypage`,
  scrolled: forceScrolled = false,
  defaultOpenKey,
  defaultMenuOpen = false,
  defaultExpandedKey,
}: MemberHeaderProps) {
  const id = useId();
  const items = hideMembership ? menu.filter((item) => item.key !== MEMBERSHIP_MENU_KEY) : menu;
  const activeKey = activeMenuKey(items, currentPath);
  const bellActive = notifications !== undefined && `${currentPath}${search}` === notifications.href;
  const pageScrolled = useScrollState(isScrolled, MEMBER_HEADER_SCROLL_THROTTLE_MS);
  const scrolled = forceScrolled || pageScrolled;

  const [openKey, setOpenKey] = useState<string | undefined>(defaultOpenKey);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const [expandedKey, setExpandedKey] = useState<string | undefined>(defaultExpandedKey ?? activeKey);
  // SPEC §2: the menus close on a move to another route or query (state adjusted during render).
  const moved = navigation ?? `${currentPath}${search}`;
  const [lastMove, setLastMove] = useState(moved);
  if (moved !== lastMove) {
    setLastMove(moved);
    setMenuOpen(false);
    setOpenKey(undefined);
  }

  const mobileOpen = isMobile && menuOpen;
  useScrollLock(mobileOpen);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useOutsideClick(navRef, () => setOpenKey(undefined), !isMobile && openKey !== undefined);

  const topCurrent = (item: MemberMenuItem) => {
    if (item.key !== activeKey) return undefined;
    return item.subTitle.length === 0 || isCurrentTarget(item.goTo, currentPath, search) ? ('page' as const) : ('true' as const);
  };
  const subCurrent = (goTo: string) => (isCurrentTarget(goTo, currentPath, search) ? ('page' as const) : undefined);

  if (isMobile) {
    const panelId = `${id}-panel`;
    const onPanelKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    return (
      <header className={cx(s.header, s.mobileHeader, (scrolled || mobileOpen) && s.scrolled)} data-layout="mobile" data-scrolled={scrolled || undefined}>
        <div className={s.mobileBar}>
          <a href={homeHref} aria-label={labels.home} className={s.logo}>
            {logo}
          </a>
          {notifications ? <NotificationBell notifications={notifications} active={bellActive} /> : null}
          <button
            ref={toggleRef}
            type="button"
            className={s.iconButton}
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon name={mobileOpen ? 'close' : 'menu'} size={26} />
          </button>
        </div>
        <div id={panelId} hidden={!mobileOpen} className={s.mobilePanel} onKeyDown={onPanelKey}>
          <section aria-label={labels.userCard} className={s.userCard}>
            <p className={s.userName}>
              {user.name}
              {labels.userSuffix && <span className={s.userSuffix}>{labels.userSuffix}</span>}
            </p>
            <dl className={s.memberNumbers}>
              <dt className={s.memberNoLabel}>{labels.memberNo}</dt>
              {user.memberNumbers.map((no) => (
                <dd key={no} className={s.memberNo}>
                  {no}
                </dd>
              ))}
            </dl>
            <div className={s.userActions}>
              <button type="button" className={cx(s.cardButton, s.cardButtonSecondary)} onClick={onLogout}>
                {labels.logout}
              </button>
              <a href={mypageHref} className={s.cardButton}>
                {labels.mypage}
              </a>
            </div>
          </section>
          <nav ref={navRef} aria-label={labels.mainMenu}>
            <ul className={s.mobileList}>
              {items.map((item) => {
                const active = item.key === activeKey;
                if (item.subTitle.length === 0) {
                  return (
                    <li key={item.key} className={s.mobileItem}>
                      <a href={item.goTo} aria-current={topCurrent(item)} className={cx(s.mobileLink, active && s.mobileActive)}>
                        <MenuIcon name={item.icon} />
                        <span className={s.mobileTitle}>{item.title}</span>
                      </a>
                    </li>
                  );
                }
                const expanded = expandedKey === item.key;
                const subId = `${id}-sub-${item.key}`;
                return (
                  <li key={item.key} className={s.mobileItem}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={subId}
                      className={cx(s.mobileLink, active && s.mobileActive)}
                      onClick={() => setExpandedKey(expanded ? undefined : item.key)}
                    >
                      <MenuIcon name={item.icon} />
                      <span className={s.mobileTitle}>{item.title}</span>
                      <MenuIcon name="chevron" size={18} className={s.chevron} />
                    </button>
                    <ul id={subId} hidden={!expanded} className={s.mobileSubList}>
                      {item.subTitle.map((sub) => (
                        <li key={sub.key}>
                          <a href={sub.goTo} aria-current={subCurrent(sub.goTo)} className={s.mobileSubLink}>
                            {sub.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
    );
  }

  const closeIfLeaving = (event: FocusEvent<HTMLLIElement>, key: string) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenKey((open) => (open === key ? undefined : open));
  };
  const onItemKey = (event: KeyboardEvent<HTMLLIElement>, item: MemberMenuItem) => {
    if (event.key === 'Escape' && openKey === item.key) {
      event.preventDefault();
      setOpenKey(undefined);
      event.currentTarget.querySelector<HTMLElement>('a')?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && item.subTitle.length > 0) {
      // Arrow keys move through the sub-menu, opening it from the top link.
      event.preventDefault();
      setOpenKey(item.key);
      const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a')];
      const at = links.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0);
      // The sub-list becomes visible in this render; focus after React commits it.
      queueMicrotask(() => links[next]?.focus());
    }
  };

  return (
    <header className={cx(s.header, s.desktopHeader, scrolled && s.scrolled)} data-layout="desktop" data-scrolled={scrolled || undefined}>
      <div className={s.desktopInner}>
        <a href={homeHref} aria-label={labels.home} className={s.logo}>
          {logo}
        </a>
        <nav ref={navRef} aria-label={labels.mainMenu} className={s.desktopNav}>
          <ul className={s.desktopList}>
            {items.map((item) => {
              const hasSub = item.subTitle.length > 0;
              const open = hasSub && openKey === item.key;
              return (
                <li
                  key={item.key}
                  className={s.desktopItem}
                  data-open={open || undefined}
                  onMouseEnter={() => hasSub && setOpenKey(item.key)}
                  onMouseLeave={(event) => {
                    if (!event.currentTarget.contains(document.activeElement)) setOpenKey((k) => (k === item.key ? undefined : k));
                  }}
                  onFocus={() => setOpenKey(hasSub ? item.key : undefined)}
                  onBlur={(event) => closeIfLeaving(event, item.key)}
                  onKeyDown={(event) => onItemKey(event, item)}
                >
                  <a href={item.goTo} aria-current={topCurrent(item)} aria-expanded={hasSub ? open : undefined} className={cx(s.desktopLink, item.key === activeKey && s.desktopActive)}>
                    {item.title}
                  </a>
                  {hasSub && (
                    <ul hidden={!open} className={s.dropdown}>
                      {item.subTitle.map((sub) => (
                        <li key={sub.key}>
                          <a href={sub.goTo} aria-current={subCurrent(sub.goTo)} className={s.dropdownLink}>
                            {sub.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {notifications ? <NotificationBell notifications={notifications} active={bellActive} /> : null}
        <button type="button" className={s.logoutButton} onClick={onLogout}>
          {labels.logout}
        </button>
        <a href={bookingSiteUrl} target="_blank" rel="noopener noreferrer" className={s.bookingButton}>
          {labels.bookingSite}
          <MenuIcon name="external" size={16} />
          <span className={s.visuallyHidden}> {labels.newWindow}</span>
        </a>
      </div>
    </header>
  );
}
