/**
 * The cards of a detail page's "other rooms" / "more at this hotel" for the server, which renders
 * them at once; in the browser build this export is null (build/server-only.ts): the page keeps the
 * server's cards and loads their code only to show other ones (facilityCardsPart.ts, staticPart).
 */
export { FacilityCards } from './FacilityCards.tsx';
