import type { PageContextServer } from 'vike/types';
import { idParam, readOptional, readRequired } from '../../../../lib/pageData.server.ts';
import { toCard } from '../../../facility/shared/cards.ts';
import { hotelName } from '../../../../lib/hotel.ts';
import { orNotFound } from '../../../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /hotel/{id} (Introduce): the hotel's introduction and its rooms (the page shows the first three; its JSON-LD names all); an unknown hotel is a 404. */
export async function data(pageContext: PageContextServer) {
  const hotelSeq = idParam(pageContext.routeParams.id);
  const [{ intro }, rooms] = await orNotFound(
    Promise.all([
      readRequired(pageContext, 'introMain', undefined, hotelSeq),
      readOptional(pageContext, 'facilityList', { facility_type: 'room' }, hotelSeq),
    ]),
  );
  const branding = pageContext.brand?.branding_data;
  return {
    intro,
    address: branding?.hotel_seq === hotelSeq ? branding.hotel_address : null,
    tel: branding?.hotel_seq === hotelSeq ? branding.main_tel : null,
    // The name a map service shows on its pin.
    name: branding?.hotel_seq === hotelSeq ? hotelName(branding, pageContext.locale) : intro.title,
    rooms: (rooms?.facility_list ?? []).map(toCard),
  };
}
