import { useLayoutEffect } from 'react';

let locks = 0;
let savedY = 0;

/**
 * Locks page scrolling while `active` (SPEC §2, §4: the page is fixed in place) and restores the
 * scroll position when the last lock is released. Styles are set through the CSSOM, which a
 * strict style-src allows. Nested locks (a modal over the open mobile menu) are counted.
 */
export function lockScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    savedY = window.scrollY;
    body.style.setProperty('position', 'fixed');
    body.style.setProperty('top', `-${savedY}px`);
    body.style.setProperty('left', '0');
    body.style.setProperty('right', '0');
    body.style.setProperty('width', '100%');
    body.dataset.scrollLocked = 'true';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    for (const p of ['position', 'top', 'left', 'right', 'width']) body.style.removeProperty(p);
    delete body.dataset.scrollLocked;
    window.scrollTo(0, savedY);
  };
}

/**
 * Locks while `active`, from the commit that made it active to the one that ends it (layout
 * effects): the page is fixed and given back in the same frame as the menu or dialog is drawn,
 * so the page never shows a frame scrolled under an open menu or jumps after it closes.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockScroll() : undefined), [active]);
}
