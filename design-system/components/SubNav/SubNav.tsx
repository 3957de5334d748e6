import { useEffect, useRef, type MouseEvent } from 'react';
import { useScrollState } from '../../hooks/useScrollState.ts';
import * as s from './SubNav.css.ts';

/** SPEC §4, §9: the sticky state is evaluated at most every 200 ms. */
export const SUB_NAV_STICKY_THROTTLE_MS = 200;

/**
 * Whether the bar is held at its sticky offset (SubNav.css.ts `root`) rather than lying in its own
 * place: the page is scrolled and the bar sits exactly at that offset. SPEC §2's "once the scroll
 * position reaches the window height" is where the bar lay under the original one-screen hotel
 * visual; here it lies right under the header, so it sticks as soon as the page moves
 * (docs/decisions.md, issue 15, point 2).
 */
export function isStuck(root: HTMLElement | null): boolean {
  if (!root || window.scrollY <= 0) return false;
  const offset = parseFloat(getComputedStyle(root).top);
  return Number.isFinite(offset) && Math.abs(root.getBoundingClientRect().top - offset) < 0.5;
}

/** The tabs of a property page, in order (SPEC §2). */
export const subNavTabs = ['introduce', 'rooms', 'promotion', 'package', 'facility', 'support'] as const;
export type SubNavTab = (typeof subNavTabs)[number];

const tabSegment: Record<SubNavTab, string> = {
  introduce: '',
  rooms: 'rooms',
  promotion: 'promotion',
  package: 'package',
  facility: 'facility',
  support: 'support',
};

/** The address of a tab of /hotel/{id}: the index route is Introduce. */
export function subNavHref(hotelSeq: number | string, tab: SubNavTab): string {
  const segment = tabSegment[tab];
  return segment ? `/hotel/${hotelSeq}/${segment}` : `/hotel/${hotelSeq}`;
}

/** The tab a path belongs to (/hotel/101 → introduce, /hotel/101/rooms/7 → rooms); null off hotel pages. */
export function activeSubNavTab(path: string): SubNavTab | null {
  const match = /^\/hotel\/[^/?#]+(?:\/([^/?#]*))?/.exec(path);
  if (!match) return null;
  const segment = match[1] ?? '';
  return subNavTabs.find((tab) => tabSegment[tab] === segment) ?? null;
}

export interface SubNavLabels {
  /** Name of the navigation, e.g. '호텔 메뉴'. */
  label: string;
  /** Introduce tab (/hotel/{id}). */
  introduce: string;
  /** Rooms tab (/hotel/{id}/rooms). */
  rooms: string;
  /** Promotion tab (/hotel/{id}/promotion). */
  promotion: string;
  /** Package tab (/hotel/{id}/package). */
  package: string;
  /** Facility tab (/hotel/{id}/facility). */
  facility: string;
  /** Support tab (/hotel/{id}/support). */
  support: string;
}

export interface SubNavProps {
  /** hotel_seq of the property page ({id} of /hotel/{id}). */
  hotelSeq: number | string;
  /** The current path; its tab is marked with aria-current="page". */
  currentPath: string;
  /** Interface text: the navigation's name and one label per tab. */
  labels: SubNavLabels;
  /** Called on a tab click with its path; the tabs are plain <a href> for the app's router. */
  onNavigate?: (path: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Show the stuck state (the shadow) whatever the scroll position: for stories and visual tests only. @default false */
  forceSticky?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/**
 * The property sub-navigation (SPEC §2): Introduce, Rooms, Promotion, Package, Facility and
 * Support of /hotel/{id}. Sticks under the header, never leaving the screen while the page
 * scrolls; scrolls sideways on mobile, keeping the active tab in view.
 */
export function SubNav({ hotelSeq, currentPath, labels, onNavigate, forceSticky = false, className }: SubNavProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sticky = useScrollState(() => isStuck(rootRef.current), SUB_NAV_STICKY_THROTTLE_MS) || forceSticky;
  const active = activeSubNavTab(currentPath);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Centre the active tab in the sideways row without scrolling the page; again when the row's
    // size changes (rotation, fonts arriving), not while a person scrolls it.
    const centre = () => {
      const link = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (!link || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(centre);
    observer.observe(list);
    const link = list.querySelector('[aria-current="page"]');
    if (link) observer.observe(link);
    return () => observer.disconnect();
  }, [active]);

  return (
    <div ref={rootRef} className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <nav className={[s.nav, sticky ? s.sticky : ''].filter(Boolean).join(' ')} aria-label={labels.label} data-sticky={sticky ? 'true' : 'false'}>
        <ul ref={listRef} className={s.list}>
          {subNavTabs.map((tab) => {
            const href = subNavHref(hotelSeq, tab);
            return (
              <li key={tab} className={s.item}>
                <a className={s.tab} href={href} aria-current={tab === active ? 'page' : undefined} onClick={(event) => onNavigate?.(href, event)}>
                  {labels[tab]}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
