import { useEffect, type MouseEvent } from 'react';
import { RippleButton } from '../../../RippleButton/RippleButton.tsx';
import { HeaderAccount, type HeaderAccountProps } from '../HeaderAccount/HeaderAccount.tsx';
import { HeaderHotelCard, type HeaderHotel } from '../HeaderHotelCard/HeaderHotelCard.tsx';
import { ChevronIcon } from '../HeaderIcons/HeaderIcons.tsx';
import * as s from '../../Header.css.ts';

// The header's panels: closed on every page load (the server renders them hidden, their links in
// the page for everyone), their code loaded when one is opened (Header.tsx, staticPart).

/** A link of a menu: its text, address and whether it is the current page's. */
export interface HeaderLink {
  key: string;
  href: string;
  label: string;
  current: boolean;
}

/**
 * How an open menu is let go of, from the header: its root, what opened it, and closing. Functions
 * only, so that the panel's props read the same on the server and in the browser (staticPart).
 */
export interface MenuDismiss {
  /** The header's root element: the phone menu keeps the focus inside it. */
  root: () => HTMLElement | null;
  /** What opened the menu (its button, or the phone menu's toggle). */
  trigger: () => HTMLElement | null;
  /** Closes every menu of the header. */
  close: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Where the keyboard's focus may go while a menu is open (WCAG 2.4.3, issue 29). Here with the
// panels, whose code comes when one opens, not in every page's first JavaScript; Escape and a press
// outside are the header's own (Header.tsx), heard from the first moment.

/**
 * A desktop panel closes when the focus moves on from it and its button to the rest of the page:
 * on a move, not where the focus is as it opens (Safari does not focus a button it clicks).
 */
function useClosedWhenFocusLeaves(open: boolean, panelId: string, dismiss: MenuDismiss | undefined): void {
  useEffect(() => {
    if (!open || !dismiss) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (document.getElementById(panelId)?.contains(target) || dismiss.trigger()?.contains(target)) return;
      dismiss.close();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open, panelId, dismiss]);
}

/**
 * While the phone and tablet menu is open, Tab and Shift+Tab go round the header (its logo, its
 * tools and the menu), and focus that lands outside comes back to the toggle.
 */
function useFocusKeptInHeader(open: boolean, dismiss: MenuDismiss | undefined): void {
  useEffect(() => {
    const root = dismiss?.root();
    if (!open || !dismiss || !root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) dismiss.trigger()?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, dismiss]);
}

type LinkClick = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
type HotelClick = (hotelSeq: number, event: MouseEvent<HTMLAnchorElement>) => void;

export interface HotelsPanelProps {
  id: string;
  open: boolean;
  title: string;
  hotels: readonly HeaderHotel[];
  currentHotelSeq: number | null;
  onHotelClick?: HotelClick;
  /** How the open panel is let go of (the header). */
  dismiss?: MenuDismiss;
}

/** The desktop Hotel & Resort panel: every hotel as a card (SPEC §2). */
export function HotelsPanel({ id, open, title, hotels, currentHotelSeq, onHotelClick, dismiss }: HotelsPanelProps) {
  useClosedWhenFocusLeaves(open, id, dismiss);
  return (
    <div id={id} className={s.hotelPanel} hidden={!open}>
      <div className={s.hotelPanelInner}>
        <h2 id={`${id}-title`} className={s.hotelPanelTitle}>
          {title}
        </h2>
        <ul className={s.hotelGrid} aria-labelledby={`${id}-title`}>
          {hotels.map((hotel) => (
            <li key={hotel.seq}>
              <HeaderHotelCard hotel={hotel} current={hotel.seq === currentHotelSeq} onClick={(event) => onHotelClick?.(hotel.seq, event)} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export interface IntroduceListProps {
  id: string;
  open: boolean;
  links: readonly HeaderLink[];
  onLinkClick?: LinkClick;
  /** How the open list is let go of (the header). */
  dismiss?: MenuDismiss;
}

/** The desktop Introduce list: Our Brand, Facility, Support (SPEC §2). */
export function IntroduceList({ id, open, links, onLinkClick, dismiss }: IntroduceListProps) {
  useClosedWhenFocusLeaves(open, id, dismiss);
  return (
    <ul id={id} className={s.subList} hidden={!open}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={s.subLink} href={link.href} aria-current={link.current ? 'page' : undefined} onClick={(event) => onLinkClick?.(link.href, event)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Ids of the two sub-lists. */
  subIds: { hotels: string; introduce: string };
  /** The sub-list shown. */
  expanded: 'hotels' | 'introduce' | null;
  labels: { mainMenu: string; hotelResort: string; introduce: string; reserve: string };
  hotels: readonly HeaderHotel[];
  currentHotelSeq: number | null;
  introduceLinks: readonly HeaderLink[];
  directLinks: readonly HeaderLink[];
  account: Omit<HeaderAccountProps, 'mobile'>;
  onReserve?: () => void;
  onExpand?: (menu: 'hotels' | 'introduce') => void;
  onHotelClick?: HotelClick;
  onLinkClick?: LinkClick;
  /** How the open menu is let go of (the header). */
  dismiss?: MenuDismiss;
}

/** The mobile menu: the reservation button, the account entries and the main navigation with its sub-lists (SPEC §2). */
export function MobileMenu({ id, open, subIds, expanded, labels, hotels, currentHotelSeq, introduceLinks, directLinks, account, onReserve, onExpand, onHotelClick, onLinkClick, dismiss }: MobileMenuProps) {
  useFocusKeptInHeader(open, dismiss);
  const link = (item: HeaderLink, className: string) => (
    <a className={className} href={item.href} aria-current={item.current ? 'page' : undefined} onClick={(event) => onLinkClick?.(item.href, event)}>
      {item.label}
    </a>
  );
  return (
    <div id={id} className={s.mobileMenu} hidden={!open}>
      <div className={s.mobileTop}>
        <RippleButton size="lg" fullWidth onClick={onReserve}>
          {labels.reserve}
        </RippleButton>
        <HeaderAccount mobile {...account} />
      </div>
      <nav aria-label={labels.mainMenu}>
        <ul className={s.mobileList}>
          <li className={s.mobileItem}>
            <button type="button" className={s.mobileControl} aria-expanded={expanded === 'hotels'} aria-controls={subIds.hotels} onClick={() => onExpand?.('hotels')}>
              {labels.hotelResort}
              <ChevronIcon />
            </button>
            <ul id={subIds.hotels} className={s.mobileSub} hidden={expanded !== 'hotels'}>
              {hotels.map((hotel) => (
                <li key={hotel.seq}>
                  <HeaderHotelCard hotel={hotel} layout="row" current={hotel.seq === currentHotelSeq} onClick={(event) => onHotelClick?.(hotel.seq, event)} />
                </li>
              ))}
            </ul>
          </li>
          <li className={s.mobileItem}>
            <button type="button" className={s.mobileControl} aria-expanded={expanded === 'introduce'} aria-controls={subIds.introduce} onClick={() => onExpand?.('introduce')}>
              {labels.introduce}
              <ChevronIcon />
            </button>
            <ul id={subIds.introduce} className={s.mobileSub} hidden={expanded !== 'introduce'}>
              {introduceLinks.map((item) => (
                <li key={item.key}>{link(item, s.mobileSubLink)}</li>
              ))}
            </ul>
          </li>
          {directLinks.map((item) => (
            <li key={item.key} className={s.mobileItem}>
              {link(item, s.mobileControl)}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
