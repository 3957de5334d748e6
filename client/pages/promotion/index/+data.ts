import type { PageContextServer } from 'vike/types';
import { loadOfferList } from '../../../components/offers/offerData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /promotion: the offers of the visit's hotel (the brand hotel 100 lists every property's). */
export const data = (pageContext: PageContextServer) => loadOfferList(pageContext, 'promotion');
