import type { PageContextServer } from 'vike/types';
import { hotelName } from '../../../lib/hotel.ts';
import { idParam, orNotFound, readRequired } from '../../../lib/pageData.server.ts';
import { toCard, type FacilityItem } from './cards.ts';

/** The name of the page's hotel in the page language, from its brand data or else from its items. */
export function pageHotelName(pageContext: PageContextServer, hotelSeq: number, items: readonly FacilityItem[]): string | null {
  const branding = pageContext.brand?.branding_data;
  const source = branding?.hotel_seq === hotelSeq ? branding : items[0];
  return source ? hotelName(source, pageContext.locale) : null;
}

/** The two card tabs of /hotel/{id}: its rooms, and its facilities other than rooms. */
export type HotelListKind = 'rooms' | 'facility';

/** The data of a card tab of /hotel/{id}; an unknown hotel is a 404. */
export async function hotelListData(pageContext: PageContextServer, kind: HotelListKind) {
  const hotelSeq = idParam(pageContext.routeParams.id);
  const { facility_list } = await orNotFound(readRequired(pageContext, 'facilityList', kind === 'rooms' ? { facility_type: 'room' } : undefined, hotelSeq));
  const items = kind === 'rooms' ? facility_list : facility_list.filter((f) => f.facility_type !== 'room');
  return { hotel: pageHotelName(pageContext, hotelSeq, facility_list), items: items.map(toCard) };
}

export type HotelListData = Awaited<ReturnType<typeof hotelListData>>;
