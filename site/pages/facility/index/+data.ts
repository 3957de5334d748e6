import type { PageContextServer } from 'vike/types';
import { BRAND_HOTEL_SEQ } from '../../../../shared/i18n/siteTitle.ts';
import { readRequired } from '../../../lib/pageData.server.ts';
import { facilityTabOf, toCard } from '../shared/cards.ts';
import { orNotFound } from '../../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /facility?type=golf: the facilities of every property (the brand hotel lists them all), filtered on the server. */
export async function data(pageContext: PageContextServer) {
  const tab = facilityTabOf(pageContext.urlParsed.search.type);
  const { facility_list } = await orNotFound(readRequired(pageContext, 'facilityList', tab === 'ALL' ? undefined : { facility_type: tab }, BRAND_HOTEL_SEQ));
  return { tab, items: facility_list.map(toCard) };
}
