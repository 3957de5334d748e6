import { DEMAND_PART_ATTRIBUTE, DEMAND_PART_LIVE_ATTRIBUTE, STATIC_PART_ATTRIBUTE, STATIC_PART_LIVE_ATTRIBUTE } from '@raon/design-system';
import { navigate } from 'vike/client/router';
import { useCallback, useMemo } from 'react';
import { clientStores } from '../stores/context.tsx';
import type { RouteState } from '../stores/route.ts';

/** SPEC §2: the brand layout's mobile breakpoint. */
export const BRAND_MOBILE_QUERY = '(max-width: 1240px)';

/** hotel_seq of /hotel/{id}/… addresses. */
export function hotelSeqOfPath(pathname: string): number | null {
  const match = /^\/hotel\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** SPEC §2 page transition rule: these paths get no fade, only a loading fallback. */
export const NO_FADE_PREFIXES = ['/404', '/not-found', '/error', '/booking', '/board/voc/write'] as const;
export const PAGE_FADE_MS = 600;

/** Whether the page at `pathname` fades in; `isErrorPage` covers every unmatched (wildcard) address. */
export function fadesIn(pathname: string, isErrorPage = false): boolean {
  if (isErrorPage) return false;
  return !NO_FADE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/**
 * Where a hotel page's tab content starts, measured in the page once it is rendered (measureLanding):
 * `contentTop` is the scroll position at which that content lies right under the stuck
 * sub-navigation (null without a sub-navigation, e.g. the error page of an unknown hotel);
 * `maxScroll` is how far the page can scroll.
 */
export interface Landing {
  contentTop: number | null;
  maxScroll: number;
}

/** Marks the start of a hotel tab's own content when the page has a lead-in above it (the Introduce tab's photo). */
export const LANDING_ATTRIBUTE = 'data-tab-start';
/** Marks the space the layout holds for the sub-navigation while its code loads. */
export const SUB_NAV_SLOT_ATTRIBUTE = 'data-sub-nav-slot';

/**
 * SPEC §2: after a navigation the page scrolls to the top, except on a hotel path, where it scrolls
 * down by (at most) one viewport height: to where the tab's content starts under the stuck
 * sub-navigation, never further than that nor past the end of the page; a state of top forces the
 * top (docs/decisions.md, issue 15, point 2).
 */
export function scrollTargetAfterNavigation(pathname: string, navState: RouteState['navState'], viewportHeight: number, landing: Landing): number {
  if (navState === 'top' || !pathname.includes('hotel') || landing.contentTop === null) return 0;
  return Math.max(0, Math.min(viewportHeight, landing.contentTop, landing.maxScroll));
}

/**
 * Measures `Landing` in the rendered page: the tab content's start is the element marked with
 * LANDING_ATTRIBUTE, else the page's first block; the stuck sub-navigation's bottom is the header's
 * height plus its own.
 */
export function measureLanding(doc: Document): Landing {
  const view = doc.defaultView;
  const scrollY = view?.scrollY ?? 0;
  const maxScroll = Math.max(0, doc.documentElement.scrollHeight - (view?.innerHeight ?? 0));
  // The bar, or the space held for it while its code is still on the way (coming from a page without it).
  const subNav = doc.querySelector('nav[data-sticky]')?.parentElement ?? doc.querySelector(`[${SUB_NAV_SLOT_ATTRIBUTE}]`);
  const header = doc.querySelector('header[data-scrolled]');
  const main = doc.getElementById('main');
  const start = main?.querySelector(`[${LANDING_ATTRIBUTE}]`) ?? main;
  if (!subNav || !start || !view) return { contentTop: null, maxScroll };
  // Stuck, the bar sits right under the sticky header (SubNav.css.ts `root`).
  const stuckBottom = (header?.getBoundingClientRect().height ?? 0) + subNav.getBoundingClientRect().height;
  return { contentTop: Math.round(start.getBoundingClientRect().top + scrollY - stuckBottom), maxScroll };
}

/** forward(): an absolute path as it is, a relative one appended to the current path. */
export function resolvePath(currentPath: string, to: string): string {
  if (to.startsWith('/')) return to;
  return `${currentPath.replace(/\/$/, '')}/${to}`;
}

/** Keeps the query parameter g of the current address onto a new path. */
export function keepQueryG(to: string, currentSearch: string): string {
  const g = new URLSearchParams(currentSearch).get('g');
  if (g === null) return to;
  const url = new URL(to, 'http://x');
  url.searchParams.set('g', g);
  return `${url.pathname}${url.search}${url.hash}`;
}

function setRoute(direction: RouteState['slideDirection'], navState: RouteState['navState'] = null): void {
  const stores = clientStores();
  if (!stores) return;
  stores.route.slideDirection = direction;
  stores.route.navState = navState;
}

/** SPEC §2 navigation helpers; the slide direction follows SPEC §4. */
export function useNavigation() {
  const forward = useCallback((to: string, navState: RouteState['navState'] = null) => {
    setRoute('slide-next', navState);
    return navigate(resolvePath(window.location.pathname, to), { keepScrollPosition: true });
  }, []);
  const back = useCallback(() => {
    setRoute('slide-prev');
    window.history.back();
  }, []);
  const home = useCallback(() => {
    setRoute('slide-prev', 'top');
    return navigate('/', { keepScrollPosition: true });
  }, []);
  const fade = useCallback((to: string) => {
    setRoute(null);
    return navigate(to, { overwriteLastHistoryEntry: true, keepScrollPosition: true });
  }, []);
  const keepG = useCallback((to: string) => {
    setRoute('slide-next');
    return navigate(keepQueryG(to, window.location.search), { keepScrollPosition: true });
  }, []);
  const inner = useCallback((to: string) => {
    setRoute('slide-next');
    return navigate(to, { overwriteLastHistoryEntry: true, keepScrollPosition: true });
  }, []);
  return useMemo(() => ({ forward, back, home, fade, keepG, inner }), [forward, back, home, fade, keepG, inner]);
}

/** Marks the next page to open at the top (links to /hotel/{id} from the hotel menus, SPEC §2). */
export function openAtTop(): void {
  setRoute('slide-next', 'top');
}

/**
 * Links inside a static part that React has left as the server sent it (staticPart: its code not
 * loaded), or inside a part hydrated on demand that has not been yet (demandPart), go through the
 * router like every other link. React stops a click on such a part from
 * reaching the router's own listener (it cannot hydrate the part there and then), so the click is
 * taken first, in the capture phase, by the router's rules: a plain left click on a same-origin
 * link without a target, download or rel="external", and not a jump within the page.
 */
export function routeStaticPartLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.shiftKey || event.altKey || event.metaKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const part = link?.closest(`[${STATIC_PART_ATTRIBUTE}], [${DEMAND_PART_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement) || !part || part.hasAttribute(STATIC_PART_LIVE_ATTRIBUTE) || part.hasAttribute(DEMAND_PART_LIVE_ATTRIBUTE)) return;
      const target = link.getAttribute('target');
      if ((target && target !== '_self') || link.hasAttribute('download') || /\bexternal\b/.test(link.rel) || link.getAttribute('data-vike') === 'false') return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || (url.hash && url.pathname === location.pathname && url.search === location.search)) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    true,
  );
}
