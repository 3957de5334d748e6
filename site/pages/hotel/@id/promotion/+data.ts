import type { PageContextServer } from 'vike/types';
import { loadOfferList } from '../../../../components/offers/offerData.server.ts';
import { idParam } from '../../../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /hotel/{id}/promotion: the promotions of one property; 404 for an unknown hotel. */
export const data = (pageContext: PageContextServer) => loadOfferList(pageContext, 'promotion', idParam(pageContext.routeParams.id));
