import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useOutsideClick } from '../../hooks/useOutsideClick.ts';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import { useScrollState } from '../../hooks/useScrollState.ts';
import { staticPart } from '../../hooks/staticPart.tsx';
import { HeaderAccount } from './components/HeaderAccount/HeaderAccount.tsx';
import type { HeaderHotel } from './components/HeaderHotelCard/HeaderHotelCard.tsx';
import { ChevronIcon, CloseIcon, MenuIcon } from './components/HeaderIcons/HeaderIcons.tsx';
import type { HeaderLink, MenuDismiss } from './components/HeaderPanels/HeaderPanels.tsx';
import * as panelsNow from './components/HeaderPanels/panelsEager.ts';
import * as s from './Header.css.ts';

// The panels are closed on every page load: the browser keeps the server's (hidden) panels and
// loads their code when one opens (issue 26: less to hydrate); the server, Storybook and the tests
// render them at once.
const panels = () => import('./components/HeaderPanels/HeaderPanels.tsx');
const HotelsPanel = staticPart('header-hotels', panelsNow.HotelsPanel, () => panels().then((m) => m.HotelsPanel));
const IntroduceList = staticPart('header-introduce', panelsNow.IntroduceList, () => panels().then((m) => m.IntroduceList));
const MobileMenu = staticPart('header-mobile', panelsNow.MobileMenu, () => panels().then((m) => m.MobileMenu));
const preloadPanels = () => void HotelsPanel.preload();

export type { HeaderHotel };

/** SPEC §2, §9: the header takes its scrolled style past 20 px, evaluated at most every 500 ms. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const HEADER_SCROLL_THROTTLE_MS = 500;
const isScrolled = (scrollY: number) => scrollY > HEADER_SCROLL_THRESHOLD_PX;

/** The menus of the header that open: Hotel & Resort and Introduce. */
export const headerMenus = ['hotels', 'introduce'] as const;
export type HeaderMenu = (typeof headerMenus)[number];

/** SPEC §2: Introduce lists Our Brand, Facility and Support; Promotion and Package are direct links. */
const introduceLinks = [
  { key: 'ourBrand', href: '/brand' },
  { key: 'facility', href: '/facility' },
  { key: 'support', href: '/support' },
] as const;
const directLinks = [
  { key: 'promotion', href: '/promotion' },
  { key: 'package', href: '/package' },
] as const;

export interface HeaderLabels {
  /** Name of the main navigation, e.g. '주 메뉴'. */
  mainMenu: string;
  /** 'Hotel & Resort' menu. */
  hotelResort: string;
  /** Heading of the hotel list in the Hotel & Resort panel. */
  hotelList: string;
  /** 'Introduce' menu. */
  introduce: string;
  /** 'Our Brand' (/brand). */
  ourBrand: string;
  /** 'Facility' (/facility). */
  facility: string;
  /** 'Support' (/support). */
  support: string;
  /** 'Promotion' (/promotion). */
  promotion: string;
  /** 'Package' (/package). */
  package: string;
  /** The login / join entry shown when logged out. */
  login: string;
  /** 'My Page' shown when logged in. */
  myPage: string;
  /** 'Logout' shown when logged in. */
  logout: string;
  /** The Allottee entry (opens /member in a new tab). */
  allottee: string;
  /** Hint read after a link that opens a new window, e.g. '새 창 열림'. */
  newWindow: string;
  /** Name of the account entries group, e.g. '회원 메뉴'. */
  account: string;
  /** Name of the mobile menu toggle, e.g. '전체 메뉴'. */
  menu: string;
  /** The reservation button of the mobile menu. */
  reserve: string;
}

export interface HeaderProps {
  /** Address of the brand logo image. */
  logoSrc: string;
  /** Text alternative of the logo, which links home (e.g. '라온 호텔앤리조트 홈'). */
  logoAlt: string;
  /** Where the logo leads. @default '/' */
  homeHref?: string;
  /** Every hotel, shown as a card in the Hotel & Resort panel and in the mobile Hotels sub-menu. */
  hotels: readonly HeaderHotel[];
  /** hotel_seq of the current route's hotel, highlighted among the cards. @default null */
  currentHotelSeq?: number | null;
  /** The current path, marking the matching main item with aria-current. @default undefined */
  currentPath?: string;
  /** Whether a member is logged in: My Page and Logout instead of login / join. @default false */
  isLoggedIn?: boolean;
  /** Show the Allottee entry (the app decides: user_type MEMBERSHIP and an allowed hotel code, SPEC §6). @default false */
  showAllottee?: boolean;
  /** Where the Allottee entry leads, in a new tab. @default '/member' */
  allotteeHref?: string;
  /** Mobile layout (window width ≤ 1240 px; the app's layout store decides). @default false */
  isMobile?: boolean;
  /** Interface text. */
  labels: HeaderLabels;
  /** The language switcher (or anything else) placed at the end of the bar. */
  languageSwitcher?: ReactNode;
  /** Called by the login / join entry. */
  onLogin?: () => void;
  /** Called by My Page. */
  onMyPage?: () => void;
  /** Called by Logout. */
  onLogout?: () => void;
  /** Called by the reservation button of the mobile menu. */
  onReserve?: () => void;
  /** Called with hotel_seq when a hotel is chosen (the link itself goes to /hotel/{seq}). */
  onHotelSelect?: (hotelSeq: number) => void;
  /** Called on every link click with its path; the links are plain <a href> for the app's router. */
  onNavigate?: (path: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Desktop menu open at first render (stories and visual tests). @default null */
  defaultOpenMenu?: HeaderMenu | null;
  /** Mobile menu open at first render (stories and visual tests). @default false */
  defaultMobileOpen?: boolean;
  /** Mobile sub-menu expanded at first render (stories and visual tests). @default null */
  defaultMobileExpanded?: HeaderMenu | null;
  /** Show the scrolled style whatever the scroll position: for stories and visual tests only. @default false */
  forceScrolled?: boolean;
  /** Extra class on the <header>. */
  className?: string;
}

function isCurrent(currentPath: string | undefined, href: string): boolean {
  if (!currentPath) return false;
  const path = currentPath.split(/[?#]/)[0]!;
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The brand site header (SPEC §2): logo, Hotel & Resort panel, Introduce list, Promotion and
 * Package, login state, Allottee entry and a language switcher slot; on mobile a toggle opens
 * a menu that locks page scrolling. Escape or a press outside closes what is open.
 */
export function Header({
  logoSrc,
  logoAlt,
  homeHref = '/',
  hotels,
  currentHotelSeq = null,
  currentPath,
  isLoggedIn = false,
  showAllottee = false,
  allotteeHref = '/member',
  isMobile = false,
  labels,
  languageSwitcher,
  onLogin,
  onMyPage,
  onLogout,
  onReserve,
  onHotelSelect,
  onNavigate,
  defaultOpenMenu = null,
  defaultMobileOpen = false,
  defaultMobileExpanded = null,
  forceScrolled = false,
  className,
}: HeaderProps) {
  const [openMenu, setOpenMenu] = useState<HeaderMenu | null>(defaultOpenMenu);
  const [mobileOpen, setMobileOpen] = useState(defaultMobileOpen);
  const [expanded, setExpanded] = useState<HeaderMenu | null>(defaultMobileExpanded);
  const scrolled = useScrollState(isScrolled, HEADER_SCROLL_THROTTLE_MS) || forceScrolled;
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuButtons = useRef<Partial<Record<HeaderMenu, HTMLButtonElement | null>>>({});
  const id = useId();
  const ids = { hotels: `${id}-hotels`, introduce: `${id}-introduce`, mobile: `${id}-mobile`, mobileHotels: `${id}-m-hotels`, mobileIntroduce: `${id}-m-introduce` };

  const desktopMenu = isMobile ? null : openMenu;
  const menuOpen = isMobile && mobileOpen;
  useScrollLock(menuOpen);

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);
  useOutsideClick(rootRef, closeAll, desktopMenu !== null || menuOpen);

  // Escape closes the open menu and gives focus back to what opened it.
  useEffect(() => {
    if (desktopMenu === null && !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = menuOpen ? toggleRef.current : desktopMenu ? menuButtons.current[desktopMenu] : null;
      closeAll();
      trigger?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [desktopMenu, menuOpen, closeAll]);

  // Where the focus may go while a menu is open (the phone menu's Tab trap, a desktop panel closing
  // when the focus moves on): the open panel itself sees to it (HeaderPanels.tsx), its code loaded
  // as it opens, not with every page.
  const dismissDesktop = useMemo<MenuDismiss>(
    () => ({ root: () => rootRef.current, trigger: () => (desktopMenu ? (menuButtons.current[desktopMenu] ?? null) : null), close: closeAll }),
    [desktopMenu, closeAll],
  );
  const dismissMobile = useMemo<MenuDismiss>(() => ({ root: () => rootRef.current, trigger: () => toggleRef.current, close: closeAll }), [closeAll]);

  const linkProps = (href: string) => ({
    href,
    'aria-current': isCurrent(currentPath, href) ? ('page' as const) : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      closeAll();
      onNavigate?.(href, event);
    },
  });
  const onLinkClick = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    closeAll();
    onNavigate?.(href, event);
  };
  const onHotelClick = (seq: number, event: MouseEvent<HTMLAnchorElement>) => {
    closeAll();
    onHotelSelect?.(seq);
    onNavigate?.(`/hotel/${seq}`, event);
  };
  const menuLink = (link: { key: keyof HeaderLabels; href: string }): HeaderLink => ({ key: link.key, href: link.href, label: labels[link.key], current: isCurrent(currentPath, link.href) });
  const account = { isLoggedIn, showAllottee, allotteeHref, labels, onLogin, onMyPage, onLogout };
  // Its code is fetched as a pointer comes over, or focus comes to, what opens a panel.
  const preload = { onPointerEnter: () => preloadPanels(), onFocus: () => preloadPanels() };

  return (
    <header
      ref={rootRef}
      className={[s.root, className ?? ''].filter(Boolean).join(' ')}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : undefined}
    >
      <div className={s.bar}>
        <a className={s.logoLink} {...linkProps(homeHref)} aria-current={undefined}>
          <img className={s.logo} src={logoSrc} alt={logoAlt} width={160} height={40} />
        </a>

        {isMobile ? null : (
          <nav className={s.nav} aria-label={labels.mainMenu}>
            <ul className={s.menu}>
              <li className={s.menuItem}>
                <button
                  ref={(el) => {
                    menuButtons.current.hotels = el;
                  }}
                  type="button"
                  className={s.menuControl}
                  aria-expanded={desktopMenu === 'hotels'}
                  aria-controls={ids.hotels}
                  onClick={() => setOpenMenu((m) => (m === 'hotels' ? null : 'hotels'))}
                  {...preload}
                >
                  {labels.hotelResort}
                  <ChevronIcon />
                </button>
                <HotelsPanel id={ids.hotels} open={desktopMenu === 'hotels'} title={labels.hotelList} hotels={hotels} currentHotelSeq={currentHotelSeq} onHotelClick={onHotelClick} dismiss={dismissDesktop} />
              </li>
              <li className={s.menuItemRelative}>
                <button
                  ref={(el) => {
                    menuButtons.current.introduce = el;
                  }}
                  type="button"
                  className={s.menuControl}
                  aria-expanded={desktopMenu === 'introduce'}
                  aria-controls={ids.introduce}
                  onClick={() => setOpenMenu((m) => (m === 'introduce' ? null : 'introduce'))}
                  {...preload}
                >
                  {labels.introduce}
                  <ChevronIcon />
                </button>
                <IntroduceList id={ids.introduce} open={desktopMenu === 'introduce'} links={introduceLinks.map(menuLink)} onLinkClick={onLinkClick} dismiss={dismissDesktop} />
              </li>
              {directLinks.map((link) => (
                <li key={link.key} className={s.menuItem}>
                  <a className={s.menuControl} {...linkProps(link.href)}>
                    {labels[link.key]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className={s.tools}>
          {isMobile ? null : <HeaderAccount mobile={false} {...account} />}
          {languageSwitcher}
          {isMobile ? (
            <button
              ref={toggleRef}
              type="button"
              className={s.toggle}
              aria-label={labels.menu}
              aria-expanded={menuOpen}
              aria-controls={ids.mobile}
              onClick={() => setMobileOpen((open) => !open)}
              {...preload}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          ) : null}
        </div>
      </div>

      {isMobile ? (
        <MobileMenu
          id={ids.mobile}
          open={menuOpen}
          subIds={{ hotels: ids.mobileHotels, introduce: ids.mobileIntroduce }}
          expanded={expanded}
          labels={{ mainMenu: labels.mainMenu, hotelResort: labels.hotelResort, introduce: labels.introduce, reserve: labels.reserve }}
          hotels={hotels}
          currentHotelSeq={currentHotelSeq}
          introduceLinks={introduceLinks.map(menuLink)}
          directLinks={directLinks.map(menuLink)}
          account={account}
          onReserve={onReserve}
          onExpand={(menu) => setExpanded((e) => (e === menu ? null : menu))}
          onHotelClick={onHotelClick}
          onLinkClick={onLinkClick}
          dismiss={dismissMobile}
        />
      ) : null}
    </header>
  );
}
