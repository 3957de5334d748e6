export type OfferKind = 'promotion' | 'package';
export const offerStatuses = ['ongoing', 'ended'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Six cards: two rows of three on desktop. */
export const OFFER_PAGE_SIZE = 6;

/** ?status= and ?page= of a list address; anything unexpected falls back to the first page of offers on sale. */
export function offerQuery(search: Record<string, string>): { status: OfferStatus; page: number } {
  const status: OfferStatus = search.status === 'ended' ? 'ended' : 'ongoing';
  const page = /^[1-9]\d{0,3}$/.test(search.page ?? '') ? Number(search.page) : 1;
  return { status, page };
}

/** The address of a list with a status and page; the defaults are left out. */
export function offerListHref(pathname: string, status: OfferStatus, page = 1): string {
  const params = new URLSearchParams();
  if (status !== 'ongoing') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
