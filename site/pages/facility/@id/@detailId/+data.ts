import type { PageContextServer } from 'vike/types';
import { idParam, readOptional, readRequired } from '../../../../lib/pageData.server.ts';
import { toCard } from '../../shared/cards.ts';
import { orNotFound } from '../../../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /facility/{id}/{detailId}: the facility of hotel id, and up to 3 other facilities (not rooms) of that hotel. */
export async function data(pageContext: PageContextServer) {
  const hotelSeq = idParam(pageContext.routeParams.id);
  const facilitySeq = idParam(pageContext.routeParams.detailId);
  const [detail, list] = await orNotFound(
    Promise.all([
      readRequired(pageContext, 'facilityDetail', { facility_seq: facilitySeq }, hotelSeq),
      readOptional(pageContext, 'facilityList', undefined, hotelSeq),
    ]),
  );
  return {
    facility: detail.facility,
    more: (list?.facility_list ?? []).filter((f) => f.facility_type !== 'room' && f.facility_seq !== facilitySeq).slice(0, 3).map(toCard),
  };
}
