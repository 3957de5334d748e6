// Server-only loaders of the offer pages' +data hooks (promotion and package lists and details).
import type { PageContextServer } from 'vike/types';
import { idParam, readRequired } from '../../lib/pageData.server.ts';
import { orNotFound } from '../../lib/pageData.server.ts';
import { offerQuery, OFFER_PAGE_SIZE, type OfferKind } from './offerQuery.ts';

/** A list of offers: ?status=ongoing|ended and ?page=N of the address, server-rendered. */
export async function loadOfferList(pageContext: PageContextServer, kind: OfferKind, hotelSeq: number = pageContext.scope.hotel_seq) {
  const { status, page } = offerQuery(pageContext.urlParsed.search);
  const body = { page, page_size: OFFER_PAGE_SIZE, status };
  const answer =
    kind === 'promotion'
      ? await orNotFound(readRequired(pageContext, 'promotionList', body, hotelSeq)).then((r) => ({ ...r, list: r.promotion_list.map(({ promotion_seq, ...o }) => ({ ...o, seq: promotion_seq })) }))
      : await orNotFound(readRequired(pageContext, 'packageList', body, hotelSeq)).then((r) => ({ ...r, list: r.package_list.map(({ package_seq, ...o }) => ({ ...o, seq: package_seq })) }));
  return {
    kind,
    status,
    page,
    pageCount: Math.max(1, Math.ceil(answer.total_count / OFFER_PAGE_SIZE)),
    total: answer.total_count,
    offers: answer.list.map((o) => ({
      seq: o.seq,
      hotel_seq: o.hotel_seq,
      hotel_name: o.hotel_name,
      hotel_name_en: o.hotel_name_en,
      title: o.title,
      summary: o.summary,
      content_lang_type: o.content_lang_type,
      sale_start: o.sale_start,
      sale_end: o.sale_end,
      stay_start: o.stay_start,
      stay_end: o.stay_end,
      price_from: o.price_from,
      nights: o.nights,
      is_ended: o.is_ended,
      image: o.images[0] ?? null,
    })),
  };
}

export type OfferListData = Awaited<ReturnType<typeof loadOfferList>>;
export type OfferCardData = OfferListData['offers'][number];

/** One offer of /{kind}/{id}/{detailId}: hotel_seq = id; 404 when that hotel has no such offer. */
export async function loadOfferDetail(pageContext: PageContextServer, kind: OfferKind) {
  const hotelSeq = idParam(pageContext.routeParams.id);
  const seq = idParam(pageContext.routeParams.detailId);
  const offer =
    kind === 'promotion'
      ? await orNotFound(readRequired(pageContext, 'promotionDetail', { promotion_seq: seq }, hotelSeq)).then(({ promotion: { promotion_seq, ...o } }) => ({ ...o, seq: promotion_seq }))
      : await orNotFound(readRequired(pageContext, 'packageDetail', { package_seq: seq }, hotelSeq)).then(({ package: { package_seq, ...o } }) => ({ ...o, seq: package_seq }));
  return { kind, offer };
}

export type OfferDetailData = Awaited<ReturnType<typeof loadOfferDetail>>;
