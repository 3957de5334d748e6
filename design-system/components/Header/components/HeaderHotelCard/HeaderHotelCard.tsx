import type { MouseEvent } from 'react';
import { hotelLocation } from '../../../../format/hotelLocation.ts';
import * as s from './HeaderHotelCard.css.ts';

export interface HeaderHotel {
  /** hotel_seq: the card links to /hotel/{seq}. */
  seq: number;
  /** The name in the page language (hotel_name, or hotel_name_en outside Korean; SPEC §1). */
  name: string;
  /** hotel_address; its 2nd and 3rd words are shown as the location (SPEC §2). */
  address: string;
  /** The logo's address (first entry of hotel_logo_file_list); without one only the text shows. */
  logoUrl?: string | null;
}

export const headerHotelCardLayouts = ['card', 'row'] as const;

interface HeaderHotelCardProps {
  /** The hotel shown. */
  hotel: HeaderHotel;
  /** Whether it is the hotel of the current route (highlighted, aria-current). @default false */
  current?: boolean;
  /** 'card' in the desktop panel, 'row' in the mobile sub-menu. @default 'card' */
  layout?: (typeof headerHotelCardLayouts)[number];
  /** Called on a click, before the link's own navigation. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A hotel in the header's Hotel & Resort menu: logo, location and name (SPEC §2). */
export function HeaderHotelCard({ hotel, current = false, layout = 'card', onClick }: HeaderHotelCardProps) {
  return (
    <a className={s.card[layout]} href={`/hotel/${hotel.seq}`} aria-current={current ? 'true' : undefined} onClick={onClick}>
      {/* The name is written beside the logo, so the image adds nothing for a screen reader. The
          cards sit in menus that are closed when a page loads: their logos load when a menu opens,
          not beside the first screen's pictures (issue 16, point 3). */}
      {hotel.logoUrl ? <img className={s.logo[layout]} src={hotel.logoUrl} alt="" width={160} height={40} loading="lazy" decoding="async" /> : null}
      <span className={s.text}>
        <span className={s.location}>{hotelLocation(hotel.address)}</span>
        <span className={s.name}>{hotel.name}</span>
      </span>
    </a>
  );
}
