// The other cards' code before a move to this page renders it (facilityCardsPart.ts).
export { preloadOtherCardsOnMove as default } from '../../../facility/shared/facilityCardsPart.ts';
