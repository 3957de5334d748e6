/**
 * A promotion's or package's page for the server, which renders it at once; in the browser build
 * this export is null (build/server-only.ts): the page keeps the server's HTML and loads its code
 * when the visitor turns to it (offerDetailPart.ts, demandPart).
 */
export { OfferDetail } from './OfferDetail.tsx';
