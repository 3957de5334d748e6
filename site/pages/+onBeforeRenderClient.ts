import type { PageContextClient } from 'vike/types';
import { beginHydration, nextTask } from '@raon/design-system';
import { loadTranslations, translationsLoaded } from '../../shared/i18n/instance.ts';
import { routeStaticPartLinks } from '../lib/navigation.ts';

// Issue 16 (Total Blocking Time): the page's code is evaluated in one task and hydrated in the
// next, not both in one long task; a visitor's tap or a paint can come in between.
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) {
    // The first page could not hydrate (its translations never came): the next page is a page
    // load, as a link is without script, rather than a render without its texts.
    if (!translationsLoaded()) {
      const here = `${location.pathname}${location.search}`;
      if (pageContext.urlOriginal !== here) window.location.assign(pageContext.urlOriginal);
      await new Promise<never>(() => undefined);
    }
    return;
  }
  // The translations asset was preloaded with the scripts: usually here already.
  const [loaded] = await Promise.allSettled([loadTranslations(), nextTask()]);
  if (loaded.status === 'rejected') {
    // Without its texts the page is not hydrated at all: it stays as the server sent it, readable,
    // and its links are page loads (vike leaves rel="external" links to the browser), as without
    // script. Never a render of bare keys, never a reload loop. The render waits for ever, which
    // vike is told to accept (+config.ts hooksTimeout).
    console.error(loaded.reason instanceof Error ? loaded.reason.message : String(loaded.reason));
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]:not([rel])')) link.rel = 'external';
    await new Promise<never>(() => undefined);
  }
  // React then hydrates the shell, and the header and the page after it (HydrationPart in +Layout);
  // the static parts (the footer) stay as the server sent them, their links routed here.
  routeStaticPartLinks();
  beginHydration();
}
