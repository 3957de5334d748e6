/** The <link> of the font faces (+Head), switched on by the page's script (+Layout). */
export const FONT_FACES_ID = 'font-faces';

/** The whole Pretendard's stylesheet (server/web/render/assets.ts): unicode-range faces, fetched by slice. */
export const FONT_FACES_HREF = '/fonts/pretendard.css';

/**
 * The link of the font faces: the portal's head has it; a brand page's gets it from its script,
 * when idle (loadLaterFontCuts) or at the first navigation, so its 9 KB are not asked for beside
 * what the first paint needs. `media="print"`: fetched, not applied until switched on.
 */
function fontFacesLink(doc: Document): HTMLLinkElement {
  const found = doc.getElementById(FONT_FACES_ID);
  if (found instanceof HTMLLinkElement) return found;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.id = FONT_FACES_ID;
  link.href = FONT_FACES_HREF;
  doc.head.append(link);
  return link;
}

export function enableFontFaces(doc: Document = document): void {
  const link = fontFacesLink(doc);
  if (link.media !== 'all') link.media = 'all';
}

/**
 * The portal: switches the font faces on once the browser is idle after hydration, in a task of its own: parsing
 * the 276 faces and restyling the page with them is ~25 ms of main thread, which inside the
 * hydration task would make that long task longer (total blocking time, DESIGN §6). The faces are
 * font-display: fallback (server/web/render/assets.ts), so one that arrives late is not swapped in. Returns a cancel.
 */
export function enableFontFacesWhenIdle(win: Window & typeof globalThis = window): () => void {
  return whenIdle(win, () => enableFontFaces(win.document), 2000, 200);
}

/** What a screen shows while its data is on its way (the portal's SlotLoading). */
const LOADING_PLACEHOLDER = '[aria-busy="true"]';

/**
 * The portal: switches the font faces on (when idle, as above) only once its first screen is whole,
 * i.e. no loading placeholder is left in the window (one further down, such as the charts' that wait
 * to be scrolled to, does not count), and at the latest after `capMs`. The cards' data holds a few
 * letters the portal's cut lacks (an owner's name, notice titles, an address): switched on while a
 * card is still on its way, the faces had the browser fetch six slices of the whole font (≈ 75 KB)
 * before the card was shown, and Lighthouse counted them before the largest paint, the card's
 * (docs/decisions.md, issue 29: 93 against 97–98 the same build). Those letters are drawn in the
 * fallback face until the slices arrive, as they were whenever the card came with the first paint.
 * Returns a cancel.
 */
export function enableFontFacesOnceShown(win: Window & typeof globalThis = window, capMs = 5000): () => void {
  const doc = win.document;
  let observer: MutationObserver | null = null;
  let cancelIdle: (() => void) | null = null;
  const stopWatching = () => {
    observer?.disconnect();
    observer = null;
    win.clearTimeout(cap);
  };
  const start = () => {
    stopWatching();
    cancelIdle ??= enableFontFacesWhenIdle(win);
  };
  const loadingInView = () => [...doc.querySelectorAll(LOADING_PLACEHOLDER)].some((el) => {
    const box = el.getBoundingClientRect();
    return box.top < win.innerHeight && box.bottom > 0;
  });
  const cap = win.setTimeout(start, capMs);
  if (!loadingInView()) start();
  else {
    observer = new win.MutationObserver(() => {
      if (!loadingInView()) start();
    });
    observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  }
  return () => {
    stopWatching();
    cancelIdle?.();
  };
}

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs` where requestIdleCallback is missing (Safari). Returns a cancel. */
function whenIdle(win: Window & typeof globalThis, task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(task, fallbackMs);
  return () => win.clearTimeout(id);
}

/**
 * A page's second font cuts (server/web/render/page-fonts.ts): its language's interface strings that
 * its first view does not draw, declared with their `unicode-range`. The browser fetches one when
 * such text is drawn; this fetches them once the page is idle after hydration, so that a panel or
 * message opened later is drawn in the web font at once. Never before the first paint.
 */
export function loadLaterFontCuts(doc: Document = document): void {
  // FontFaceSet is in every browser this site serves; not in a test's DOM.
  doc.fonts?.forEach((face) => {
    if (face.status === 'unloaded' && face.family.includes(' Page') && face.unicodeRange !== 'U+0-10FFFF') face.load().catch(() => undefined);
  });
  // And the whole font's faces, for the next page (+onPageTransitionStart switches them on).
  fontFacesLink(doc);
}

export function loadLaterFontCutsWhenIdle(win: Window & typeof globalThis = window): void {
  whenIdle(win, () => loadLaterFontCuts(win.document), 3000, 500);
}
