import type { PageContextServer } from 'vike/types';
import { idParam, readOptional, readRequired } from '../../../../lib/pageData.server.ts';
import { toCard } from '../../../facility/shared/cards.ts';
import { orNotFound } from '../../../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /room/{id}/{detailId}: the room (facility_type room of hotel id), its hotel's booking code and up to 3 other rooms. */
export async function data(pageContext: PageContextServer) {
  const hotelSeq = idParam(pageContext.routeParams.id);
  const facilitySeq = idParam(pageContext.routeParams.detailId);
  const [detail, main, rooms] = await orNotFound(
    Promise.all([
      readRequired(pageContext, 'facilityDetail', { facility_seq: facilitySeq, facility_type: 'room' }, hotelSeq),
      readOptional(pageContext, 'main', undefined, hotelSeq),
      readOptional(pageContext, 'facilityList', { facility_type: 'room' }, hotelSeq),
    ]),
  );
  return {
    room: detail.facility,
    bookingHotelCode: main?.branding_data.booking_hotel_code || null,
    otherRooms: (rooms?.facility_list ?? []).filter((r) => r.facility_seq !== facilitySeq).slice(0, 3).map(toCard),
  };
}
