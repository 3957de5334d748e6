/**
 * A room's or facility's own content for the server, which renders it at once; in the browser build
 * this export is null (build/server-only.ts): the page keeps the server's HTML and loads its code
 * when the visitor turns to it (facilityDetailPart.ts, demandPart).
 */
export { FacilityDetailView } from './FacilityDetailView.tsx';
