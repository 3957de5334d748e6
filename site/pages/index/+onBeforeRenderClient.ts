import type { PageContextClient } from 'vike/types';
import { HomeSections } from './homeSectionsPart.ts';

// A move to the home renders it in the browser: its static part's code first, so that the page is
// whole when it shows.
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) await HomeSections.preload();
}
