import type { PageContextServer } from 'vike/types';
import { hotelListData } from '../../../facility/shared/hotelList.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /hotel/{id}/rooms: every room of the hotel. */
export function data(pageContext: PageContextServer) {
  return hotelListData(pageContext, 'rooms');
}
