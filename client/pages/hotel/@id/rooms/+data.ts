import type { PageContextServer } from 'vike/types';
import { idParam, readRequired } from '../../../../lib/pageData.ts';
import { toCard } from '../../../facility/shared/cards.ts';
import { pageHotelName } from '../../../facility/shared/hotelList.ts';
import { orNotFound } from '../../../../lib/pageData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /hotel/{id}/rooms: every room of the hotel; an unknown hotel is a 404. */
export async function data(pageContext: PageContextServer) {
  const hotelSeq = idParam(pageContext.routeParams.id);
  const { facility_list } = await orNotFound(readRequired(pageContext, 'facilityList', { facility_type: 'room' }, hotelSeq));
  return { hotel: pageHotelName(pageContext, hotelSeq, facility_list), items: facility_list.map(toCard) };
}
