import type { PageContextServer } from 'vike/types';
import { readOptional } from '../../lib/pageData.server.ts';

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
  };
}
