import { demandPart } from '@raon/design-system';
import type { PageContextClient } from 'vike/types';
// Its styles come with the page (the server renders it); its code when the visitor turns to it.
import './offers.css.ts';
import { OfferDetail as OfferDetailNow } from './offerDetailEager.ts';

/**
 * A promotion's or package's page (pictures, periods, price, description, the hand-off to the
 * booking site), whose first view is text and pictures that work as the server sent them: its code
 * (the lightbox's opener, the booking hand-off, dates and won formatting) is fetched at the first
 * pointer, touch or focus in it, and a press meanwhile ("book now", a picture) is replayed once it is
 * in — not with the page (issue 29: initial JavaScript).
 */
export const OfferDetail = demandPart('offer-detail', OfferDetailNow, () => import('./OfferDetail.tsx').then((m) => m.OfferDetail));

/** The +onBeforeRenderClient of an offer's page: a move to it renders it in the browser, so its code comes first and the page is whole when it shows. */
export async function preloadOfferOnMove(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await OfferDetail.preload();
}
