import type { PageContextClient } from 'vike/types';
import { preloadBookingBar } from '../../../../components/bookingBarPart.tsx';
import { HotelIntro } from './hotelIntroPart.ts';
import { HotelLocation } from './hotelLocationPart.ts';

// A move to this page renders it in the browser: its parts' code first, so that the page
// is whole when it shows (its scroll and landing are measured on it).
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await Promise.all([HotelIntro.preload(), HotelLocation.preload(), preloadBookingBar()]);
}
