import { staticPart } from '@raon/design-system';
// Their styles come with the page (the server renders them); their code only when needed.
import './property.css.ts';
import { FacilityCards as FacilityCardsNow } from './facilityCardsEager.ts';

/**
 * A detail page's other rooms or facilities, below its own: pictures, names and links only, whose
 * code is loaded only to show other cards than the server sent (a move to another room's page
 * preloads it: facilityDetailPart.ts), not with the page (issue 29: initial JavaScript).
 */
export const OtherFacilityCards = staticPart('other-facilities', FacilityCardsNow, () => import('./FacilityCards.tsx').then((m) => m.FacilityCards));

