import type { PageContext } from 'vike/types';

// DESIGN §7: React's inline streaming scripts carry the request's nonce.
// The portal streams for every client, a crawler's user agent or none included (react-streaming
// would otherwise render the whole page before its first byte): it is private and never indexed,
// and a render thread holds a page's calls until its shell is out (server/web/render/shells-first.ts),
// which a page rendered whole would put out only after its calls (840 ms for /member/operation).
export default (pageContext: PageContext) => ({ renderToStreamOptions: { disable: false, streamOptions: { nonce: pageContext.cspNonce } } });
