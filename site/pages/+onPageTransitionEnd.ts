import type { PageContextClient } from 'vike/types';
import { isTestHotel } from '../../contracts/hotels.ts';
import { faviconPath } from '../../shared/i18n/siteTitle.ts';
import { clientStores } from '../stores/context.tsx';

// The loading fallback ends; the SPEC §2 scroll happens once the new page is on screen (the
// layout's effect), or the target would be clamped to the fallback's height. History moves (back,
// forward) keep the browser's own restore.
export default function onPageTransitionEnd(pageContext: PageContextClient): void {
  followPageHotel(pageContext);
  const stores = clientStores();
  if (!stores) return;
  const backward = (pageContext as { isBackwardNavigation?: boolean | null }).isBackwardNavigation === true;
  stores.route.pendingScroll = !backward;
  stores.layout.navigating = false;
}

/**
 * +Head is rendered on the server only, and vike updates just the title (+title) on a client-side
 * navigation: the icon and the robots rule of the new page's hotel are set here, so that neither
 * stays the previous page's (a test hotel's, docs/decisions.md issue 15, point 5).
 */
function followPageHotel(pageContext: PageContextClient): void {
  const { scope, assetVersion } = pageContext;
  if (!scope) return;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = faviconPath(scope.hotel_seq, assetVersion);
  if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
  const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"][content="noindex, nofollow"]');
  if (isTestHotel(scope.hotel_seq) && !robots) {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
  } else if (!isTestHotel(scope.hotel_seq) && robots) {
    robots.remove();
  }
}
