import { staticPart } from '@raon/design-system';
import type { PageContextClient } from 'vike/types';
// Their styles come with the page (the server renders them); their code only when needed.
import './property.css.ts';
import { FacilityCards as FacilityCardsNow } from './facilityCardsEager.ts';

/**
 * A detail page's other rooms or facilities, below its own: pictures, names and links only, whose
 * code is loaded only to show other cards than the server sent (a move to another room's page
 * preloads it: +onBeforeRenderClient), not with the page (issue 29: initial JavaScript).
 */
export const OtherFacilityCards = staticPart('other-facilities', FacilityCardsNow, () => import('./FacilityCards.tsx').then((m) => m.FacilityCards));

/**
 * The +onBeforeRenderClient of the pages that show them (a room's, a facility's): a move to such a
 * page renders it in the browser, so the cards' code comes first and the page is whole when it
 * shows (its scroll and landing are measured on it).
 */
export async function preloadOtherCardsOnMove(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await OtherFacilityCards.preload();
}
