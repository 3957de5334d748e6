import type { PageContextClient } from 'vike/types';
import { clientStores } from '../stores/context.tsx';

// The loading fallback ends; the SPEC §2 scroll happens once the new page is on screen (the
// layout's effect), or the target would be clamped to the fallback's height. History moves (back,
// forward) keep the browser's own restore.
export default function onPageTransitionEnd(pageContext: PageContextClient): void {
  const stores = clientStores();
  if (!stores) return;
  const backward = (pageContext as { isBackwardNavigation?: boolean | null }).isBackwardNavigation === true;
  stores.route.pendingScroll = !backward;
  stores.layout.navigating = false;
}
