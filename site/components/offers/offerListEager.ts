/**
 * The offers list's body for the server, which renders it at once; in the browser build this export
 * is null (build/server-only.ts) and the page keeps the server's HTML, loading this code only to
 * show another list (OfferList, staticPart). Its own module, so that only the offers pages carry
 * its styles (site/lib/serverEager.ts).
 */
export { OfferListBody } from './OfferListBody.tsx';
