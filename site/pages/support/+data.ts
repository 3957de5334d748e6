import type { PageContextServer } from 'vike/types';
import { loadSupport } from '../../components/support/supportData.server.ts';
import { visitHotelOf } from '../../lib/visitHotel.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /support?state=1|2|3: notices, FAQ or the inquiry form of the visit's hotel, naming a property it is narrowed to. */
export const data = async (pageContext: PageContextServer) => ({ ...(await loadSupport(pageContext)), visitHotel: visitHotelOf(pageContext) });
