import type { PageContextServer } from 'vike/types';
import { loadSupport } from '../../components/support/supportData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /support?state=1|2|3: notices, FAQ or the inquiry form of the visit's hotel. */
export const data = (pageContext: PageContextServer) => loadSupport(pageContext);
