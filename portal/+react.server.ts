import type { PageContext } from 'vike/types';

// DESIGN §7: React's inline streaming scripts carry the request's nonce.
export default (pageContext: PageContext) => ({ renderToStreamOptions: { streamOptions: { nonce: pageContext.cspNonce } } });
