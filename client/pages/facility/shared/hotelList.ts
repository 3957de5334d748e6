import type { PageContextServer } from 'vike/types';
import { hotelName } from '../../../lib/hotel.ts';
import type { FacilityItem } from './cards.ts';

/** The name of the page's hotel in the page language, from its brand data or else from its items. */
export function pageHotelName(pageContext: PageContextServer, hotelSeq: number, items: readonly FacilityItem[]): string | null {
  const branding = pageContext.brand?.branding_data;
  const source = branding?.hotel_seq === hotelSeq ? branding : items[0];
  return source ? hotelName(source, pageContext.locale) : null;
}
