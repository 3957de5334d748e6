import { useLayoutEffect } from 'react';

let locks = 0;

/**
 * Locks page scrolling while `active` (SPEC §2, §4: the page stays in place under a menu or a
 * dialog) and gives it back where it was. The root element stops scrolling (`overflow: hidden`,
 * honoured by every current browser, iOS Safari from 16 on) and keeps its scrollbar's gutter where
 * it has one, so nothing under the dialog moves or is laid out again: the page's earlier lock made the body
 * `position: fixed`, which laid the whole page out anew — on a hotel page with its event pop-up
 * opening, one task of ≈ 66 ms here, ≈ 215 ms of blocking time on Lighthouse's phone
 * (docs/decisions.md). Styles are set through the CSSOM, which a strict style-src allows. Nested
 * locks (a modal over the open mobile menu) are counted.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    // A page with a classic scrollbar keeps its gutter, so its width does not change; one without
    // (short pages, overlay scrollbars on phones) gets none.
    if (window.innerWidth > root.clientWidth) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.setProperty('overflow', 'hidden');
    document.body.dataset.scrollLocked = 'true';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    root.style.removeProperty('overflow');
    root.style.removeProperty('scrollbar-gutter');
    delete document.body.dataset.scrollLocked;
  };
}

/**
 * Locks while `active`, from the commit that made it active to the one that ends it (layout
 * effects): the page is held and given back in the same frame as the menu or dialog is drawn.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockScroll() : undefined), [active]);
}
