import { BRAND_HOTEL_SEQ } from '../../contracts/hotels.ts';
import type { BrandMain } from '../../contracts/brand.ts';

/** The property a list of the visit's hotel is narrowed to: its names for the filter chip. */
export interface VisitHotel {
  hotel_seq: number;
  hotel_name: string;
  hotel_name_en: string;
}

/**
 * SPEC §3/§4: after a visit to /hotel/{id} the visit's hotel (cookie c_hotel) is that property, and
 * the brand-wide lists (promotions, packages, notices, FAQ) show its content only. Such a list names
 * it (issue 15 point 4). Null when the visit's hotel is the brand hotel: the lists show every property.
 */
export function visitHotelOf(pageContext: { scope: { hotel_seq: number }; brand: BrandMain | null }): VisitHotel | null {
  const branding = pageContext.brand?.branding_data;
  if (pageContext.scope.hotel_seq === BRAND_HOTEL_SEQ || !branding || branding.hotel_seq !== pageContext.scope.hotel_seq) return null;
  return { hotel_seq: branding.hotel_seq, hotel_name: branding.hotel_name, hotel_name_en: branding.hotel_name_en };
}
