import type { PageContextClient } from 'vike/types';
import { OtherFacilityCards } from '../../shared/facilityCardsPart.ts';

// A move to this page renders it in the browser: the other cards' code first, so that the page is
// whole when it shows (its scroll and landing are measured on it).
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await OtherFacilityCards.preload();
}
