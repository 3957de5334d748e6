import type { PageContextServer } from 'vike/types';
import { readOptional } from '../../lib/pageData.server.ts';
import { visitHotelOf } from '../../lib/visitHotel.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The home page: the brand's introduction and what is on sale now. Each part is left out if its call fails. */
export async function data(pageContext: PageContextServer) {
  const [intro, promotions, packages] = await Promise.all([
    readOptional(pageContext, 'introMain'),
    readOptional(pageContext, 'promotionList', { page: 1, page_size: 3, status: 'ongoing' }),
    readOptional(pageContext, 'packageList', { page: 1, page_size: 3, status: 'ongoing' }),
  ]);
  return {
    intro: intro?.intro ?? null,
    promotions: promotions?.promotion_list.map(({ promotion_seq, ...p }) => ({ ...p, seq: promotion_seq })) ?? [],
    packages: packages?.package_list.map(({ package_seq, ...p }) => ({ ...p, seq: package_seq })) ?? [],
    // After a property's page, the home's offers are that property's (SPEC §3/§4): it says so (issue 29).
    visitHotel: visitHotelOf(pageContext),
  };
}
