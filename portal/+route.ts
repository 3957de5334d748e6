import { PORTAL_ROOT } from '../client/member/routes.ts';

// DESIGN §7: a route string '/member/*' does not match '/member' itself.
export default (pageContext: { urlPathname: string }) => pageContext.urlPathname === PORTAL_ROOT || pageContext.urlPathname.startsWith(`${PORTAL_ROOT}/`);
