import type { PageContextServer } from 'vike/types';
import { loadOfferDetail } from '../../../../components/offers/offerData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /promotion/{id}/{detailId}: promotion detailId of hotel id; 404 when that hotel has none. */
export const data = (pageContext: PageContextServer) => loadOfferDetail(pageContext, 'promotion');
