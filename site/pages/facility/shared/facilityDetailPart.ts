import { demandPart } from '@raon/design-system';
import type { PageContextClient } from 'vike/types';
// Its styles come with the page (the server renders it); its code when the visitor turns to it.
import './property.css.ts';
import { FacilityDetailView as FacilityDetailNow } from './facilityDetailEager.ts';
import { OtherFacilityCards } from './facilityCardsPart.ts';

/**
 * A room's or facility's page (title, pictures, facts, description, the room's booking button),
 * whose first view is text and pictures that work as the server sent them: its code (the lightbox's
 * opener, the booking hand-off, number and phone formatting) is fetched at the first pointer, touch
 * or focus in it, and a press meanwhile (a picture, "book this room") is replayed once it is in —
 * not with the page (issue 29: initial JavaScript).
 */
export const FacilityDetail = demandPart('facility-detail', FacilityDetailNow, () => import('./FacilityDetailView.tsx').then((m) => m.FacilityDetailView));

/**
 * The +onBeforeRenderClient of a room's and a facility's page: a move to such a page renders it in
 * the browser, so the page's code and the other cards' come first and the page is whole when it
 * shows (its scroll and landing are measured on it).
 */
export async function preloadDetailOnMove(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await Promise.all([FacilityDetail.preload(), OtherFacilityCards.preload()]);
}
