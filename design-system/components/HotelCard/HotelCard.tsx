import type { MouseEvent } from 'react';
import * as s from './HotelCard.css.ts';
import { hotelLocation } from '../../format/hotelLocation.ts';

/** SPEC §2: a hotel card's location is the 2nd and 3rd words of hotel_address. */
export { hotelLocation };

export interface HotelCardProps {
  /** Hotel name in the page language (hotel_name, or hotel_name_en outside Korean; SPEC §1). */
  name: string;
  /** The hotel's hotel_address; the card shows its 2nd and 3rd words as the location (SPEC §2). */
  address: string;
  /** Logo address: the first entry of hotel_logo_file_list as a download URL the app computes. @default undefined (a neutral placeholder) */
  imageUrl?: string;
  /** Alternative text of the logo; empty by default because the name is written beside it. @default '' */
  imageAlt?: string;
  /** Current or chosen hotel: highlighted, with aria-current="page" on a link and aria-pressed on a button. @default false */
  selected?: boolean;
  /** Renders the card as a link to this address (the header panel: /hotel/{hotel_seq}). @default undefined */
  href?: string;
  /** Renders the card as a button calling this (the hotel-selection modal); on a link it runs before navigation. @default undefined */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Extra class on the card element. @default undefined */
  className?: string;
}

/**
 * A hotel card (SPEC §2): logo, location and name. A link when given `href`, a toggle button when
 * given only `onClick`, otherwise static. The selected card is marked by colour and a check mark.
 */
export function HotelCard({ name, address, imageUrl, imageAlt = '', selected = false, href, onClick, className }: HotelCardProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const classes = [s.card, interactive ? s.interactive : '', selected ? s.selected : '', className ?? ''].filter(Boolean).join(' ');
  const content = (
    <>
      <span className={s.logo}>
        {imageUrl ? <img className={s.logoImage} src={imageUrl} alt={imageAlt} width={180} height={48} loading="lazy" decoding="async" /> : <span className={s.logoPlaceholder} aria-hidden="true" />}
      </span>
      <span className={s.location}>{hotelLocation(address)}</span>
      <span className={s.name}>{name}</span>
      {selected ? (
        <span className={s.check} aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2.5 7.5l3 3 6-7" />
          </svg>
        </span>
      ) : null}
    </>
  );

  if (href !== undefined) {
    return (
      <a className={classes} href={href} onClick={onClick} aria-current={selected ? 'page' : undefined}>
        {content}
      </a>
    );
  }
  if (onClick !== undefined) {
    return (
      <button type="button" className={classes} onClick={onClick} aria-pressed={selected}>
        {content}
      </button>
    );
  }
  return <div className={classes}>{content}</div>;
}
