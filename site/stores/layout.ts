import { proxy } from 'valtio/vanilla';

/** SPEC §3 layout store, plus what the shell shows while a page loads. */
export interface LayoutState {
  isMobile: boolean;
  listTab: string;
  /** Event pop-ups are showing. */
  showPopList: boolean;
  /** The hotel-selection modal is open. */
  hotelModalOpen: boolean;
  /** A client-side navigation is loading its page. */
  navigating: boolean;
}

export function createLayoutStore(isMobile = false): LayoutState {
  return proxy<LayoutState>({ isMobile, listTab: 'ALL', showPopList: false, hotelModalOpen: false, navigating: false });
}

export function setMobile(state: LayoutState, isMobile: boolean): void {
  state.isMobile = isMobile;
}

export function setHotelModalOpen(state: LayoutState, open: boolean): void {
  state.hotelModalOpen = open;
}

export function setShowPopList(state: LayoutState, showing: boolean): void {
  state.showPopList = showing;
}
