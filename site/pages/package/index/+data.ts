import type { PageContextServer } from 'vike/types';
import { loadOfferList } from '../../../components/offers/offerData.server.ts';
import { visitHotelOf } from '../../../lib/visitHotel.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /package: the offers of the visit's hotel (the brand hotel 100 lists every property's), naming a property it is narrowed to. */
export const data = async (pageContext: PageContextServer) => ({ ...(await loadOfferList(pageContext, 'package')), visitHotel: visitHotelOf(pageContext) });
