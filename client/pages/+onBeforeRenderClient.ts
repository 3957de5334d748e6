import type { PageContextClient } from 'vike/types';
import { beginHydration, nextTask } from '@raon/design-system';

// Issue 16 (Total Blocking Time): the page's code is evaluated in one task and hydrated in the
// next, not both in one long task; a visitor's tap or a paint can come in between.
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) return;
  await nextTask();
  // The header and the page then hydrate in tasks of their own (HydrateInTurn in +Layout).
  beginHydration();
}
