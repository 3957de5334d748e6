import type { PageContextServer } from 'vike/types';
import { hotelListData } from '../../../facility/shared/hotelList.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /hotel/{id}/facility: the hotel's facilities other than rooms. */
export function data(pageContext: PageContextServer) {
  return hotelListData(pageContext, 'facility');
}
