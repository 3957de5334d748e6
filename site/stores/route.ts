import { proxy } from 'valtio/vanilla';

export type SlideDirection = 'slide-next' | 'slide-prev' | null;

/** SPEC §3 route store: the direction of the last move, and the state the next page opens with. */
export interface RouteState {
  slideDirection: SlideDirection;
  /** 'top': the page opens scrolled to the top, even on a hotel path (SPEC §2). */
  navState: 'top' | null;
  /** A navigation ended and its page is waiting to be scrolled (SPEC §2). */
  pendingScroll: boolean;
}

export function createRouteStore(): RouteState {
  return proxy<RouteState>({ slideDirection: 'slide-next', navState: null, pendingScroll: false });
}

/** Clears the pending scroll and the navigation state once the page has been scrolled. */
export function scrolled(state: RouteState): void {
  state.pendingScroll = false;
  state.navState = null;
}
