import type { MouseEvent } from 'react';
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

type LinkClick = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
type HotelClick = (hotelSeq: number, event: MouseEvent<HTMLAnchorElement>) => void;

export interface HotelsPanelProps {
  id: string;
  open: boolean;
  title: string;
  hotels: readonly HeaderHotel[];
  currentHotelSeq: number | null;
  onHotelClick?: HotelClick;
}

/** The desktop Hotel & Resort panel: every hotel as a card (SPEC §2). */
export function HotelsPanel({ id, open, title, hotels, currentHotelSeq, onHotelClick }: HotelsPanelProps) {
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
}

/** The desktop Introduce list: Our Brand, Facility, Support (SPEC §2). */
export function IntroduceList({ id, open, links, onLinkClick }: IntroduceListProps) {
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
}

/** The mobile menu: the reservation button, the account entries and the main navigation with its sub-lists (SPEC §2). */
export function MobileMenu({ id, open, subIds, expanded, labels, hotels, currentHotelSeq, introduceLinks, directLinks, account, onReserve, onExpand, onHotelClick, onLinkClick }: MobileMenuProps) {
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
