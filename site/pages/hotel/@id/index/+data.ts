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
  // The brand data of this very hotel (the request's brand is the hotel's when it was resolved from it).
  const branding = pageContext.brand?.branding_data;
  const own = branding?.hotel_seq === hotelSeq ? branding : null;
  return {
    intro,
    address: own ? own.hotel_address : null,
    tel: own ? own.main_tel : null,
    // The name a map service shows on its pin.
    name: own ? hotelName(own, pageContext.locale) : intro.title,
    rooms: (rooms?.facility_list ?? []).map(toCard),
  };
}
