// From contracts, not the portal's route table: every brand page's router bundle holds this function.
import { PORTAL_ROOT } from '../../contracts/portal.ts';

// DESIGN §7: a route string '/member/*' does not match '/member' itself.
export default (pageContext: { urlPathname: string }) => pageContext.urlPathname === PORTAL_ROOT || pageContext.urlPathname.startsWith(`${PORTAL_ROOT}/`);
