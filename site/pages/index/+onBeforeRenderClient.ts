import type { PageContextClient } from 'vike/types';
import { preloadBookingBar } from '../../components/bookingBarPart.tsx';
import { HomeSections } from './homeSectionsPart.ts';

// A move to the home renders it in the browser: its parts' code first (the static sections, the
// booking bar), so that the page is whole when it shows.
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await Promise.all([HomeSections.preload(), preloadBookingBar()]);
}
