import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useOutsideClick } from '../../hooks/useOutsideClick.ts';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import { useScrollState } from '../../hooks/useScrollState.ts';
import { RippleButton } from '../RippleButton/RippleButton.tsx';
import { HeaderHotelCard, type HeaderHotel } from './components/HeaderHotelCard/HeaderHotelCard.tsx';
import * as s from './Header.css.ts';

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

  const linkProps = (href: string) => ({
    href,
    'aria-current': isCurrent(currentPath, href) ? ('page' as const) : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      closeAll();
      onNavigate?.(href, event);
    },
  });

  const hotelClick = (seq: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    closeAll();
    onHotelSelect?.(seq);
    onNavigate?.(`/hotel/${seq}`, event);
  };

  const newWindowHint = (
    <>
      {' '}
      <span className={s.visuallyHidden}>{labels.newWindow}</span>
    </>
  );
  const textButton = isMobile ? s.mobileTextButton : s.textButton;
  const account = (
    <ul className={isMobile ? s.mobileAccount : s.account} aria-label={labels.account}>
      {isLoggedIn ? (
        <>
          {showAllottee ? (
            <li>
              <a className={s.allotteeLink} href={allotteeHref} target="_blank" rel="noopener" data-allottee="">
                {labels.allottee}
                {newWindowHint}
                <ExternalIcon />
              </a>
            </li>
          ) : null}
          <li>
            <button type="button" className={textButton} onClick={onMyPage}>
              {labels.myPage}
            </button>
          </li>
          <li>
            <button type="button" className={textButton} onClick={onLogout}>
              {labels.logout}
            </button>
          </li>
        </>
      ) : (
        <li>
          <button type="button" className={textButton} onClick={onLogin}>
            {labels.login}
          </button>
        </li>
      )}
    </ul>
  );

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
                >
                  {labels.hotelResort}
                  <ChevronIcon />
                </button>
                <div id={ids.hotels} className={s.hotelPanel} hidden={desktopMenu !== 'hotels'}>
                  <div className={s.hotelPanelInner}>
                    <h2 id={`${ids.hotels}-title`} className={s.hotelPanelTitle}>
                      {labels.hotelList}
                    </h2>
                    <ul className={s.hotelGrid} aria-labelledby={`${ids.hotels}-title`}>
                      {hotels.map((hotel) => (
                        <li key={hotel.seq}>
                          <HeaderHotelCard hotel={hotel} current={hotel.seq === currentHotelSeq} onClick={hotelClick(hotel.seq)} />
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
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
                >
                  {labels.introduce}
                  <ChevronIcon />
                </button>
                <ul id={ids.introduce} className={s.subList} hidden={desktopMenu !== 'introduce'}>
                  {introduceLinks.map((link) => (
                    <li key={link.key}>
                      <a className={s.subLink} {...linkProps(link.href)}>
                        {labels[link.key]}
                      </a>
                    </li>
                  ))}
                </ul>
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
          {isMobile ? null : account}
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
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          ) : null}
        </div>
      </div>

      {isMobile ? (
        <div id={ids.mobile} className={s.mobileMenu} hidden={!menuOpen}>
          <div className={s.mobileTop}>
            <RippleButton size="lg" fullWidth onClick={onReserve}>
              {labels.reserve}
            </RippleButton>
            {account}
          </div>
          <nav aria-label={labels.mainMenu}>
            <ul className={s.mobileList}>
              <li className={s.mobileItem}>
                <button
                  type="button"
                  className={s.mobileControl}
                  aria-expanded={expanded === 'hotels'}
                  aria-controls={ids.mobileHotels}
                  onClick={() => setExpanded((e) => (e === 'hotels' ? null : 'hotels'))}
                >
                  {labels.hotelResort}
                  <ChevronIcon />
                </button>
                <ul id={ids.mobileHotels} className={s.mobileSub} hidden={expanded !== 'hotels'}>
                  {hotels.map((hotel) => (
                    <li key={hotel.seq}>
                      <HeaderHotelCard hotel={hotel} layout="row" current={hotel.seq === currentHotelSeq} onClick={hotelClick(hotel.seq)} />
                    </li>
                  ))}
                </ul>
              </li>
              <li className={s.mobileItem}>
                <button
                  type="button"
                  className={s.mobileControl}
                  aria-expanded={expanded === 'introduce'}
                  aria-controls={ids.mobileIntroduce}
                  onClick={() => setExpanded((e) => (e === 'introduce' ? null : 'introduce'))}
                >
                  {labels.introduce}
                  <ChevronIcon />
                </button>
                <ul id={ids.mobileIntroduce} className={s.mobileSub} hidden={expanded !== 'introduce'}>
                  {introduceLinks.map((link) => (
                    <li key={link.key}>
                      <a className={s.mobileSubLink} {...linkProps(link.href)}>
                        {labels[link.key]}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
              {directLinks.map((link) => (
                <li key={link.key} className={s.mobileItem}>
                  <a className={s.mobileControl} {...linkProps(link.href)}>
                    {labels[link.key]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </header>
  );
}

const iconProps = { fill: 'none', stroke: 'currentColor', 'aria-hidden': true, focusable: false } as const;

function ChevronIcon() {
  return (
    <svg className={s.chevron} viewBox="0 0 16 16" strokeWidth="1.8" {...iconProps}>
      <path d="M3.5 6l4.5 4.5L12.5 6" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg className={s.externalIcon} viewBox="0 0 16 16" strokeWidth="1.6" {...iconProps}>
      <path d="M9 3h4v4M13 3L7.5 8.5M11.5 9.5v3a.5.5 0 0 1-.5.5H3.5a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h3" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg className={s.toggleIcon} viewBox="0 0 24 24" strokeWidth="1.8" strokeLinecap="round" {...iconProps}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className={s.toggleIcon} viewBox="0 0 24 24" strokeWidth="1.8" strokeLinecap="round" {...iconProps}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
