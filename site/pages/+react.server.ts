import type { PageContext } from 'vike/types';

// DESIGN §7: React's inline streaming scripts carry the request's nonce on the streamed pages
// (/login-member, /start): on a phone the layout suspends, and React's runtime scripts follow.
export default (pageContext: PageContext) => ({ renderToStreamOptions: { streamOptions: { nonce: pageContext.cspNonce } } });
