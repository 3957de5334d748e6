import type { PageContextServer } from 'vike/types';
import { loadSupport } from '../../../../components/support/supportData.server.ts';
import { idParam } from '../../../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** /hotel/{id}/support: notices and FAQ of that property, the inquiry form with it chosen; 404 for an unknown hotel. */
export const data = (pageContext: PageContextServer) => loadSupport(pageContext, idParam(pageContext.routeParams.id));
