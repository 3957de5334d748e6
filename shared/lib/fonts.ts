/** The <link> of the font faces (+Head), switched on by the page's script (+Layout). */
export const FONT_FACES_ID = 'font-faces';

export function enableFontFaces(doc: Document = document): void {
  const link = doc.getElementById(FONT_FACES_ID);
  if (link instanceof HTMLLinkElement && link.media !== 'all') link.media = 'all';
}

/**
 * The portal: switches the font faces on once the browser is idle after hydration, in a task of its own: parsing
 * the 276 faces and restyling the page with them is ~25 ms of main thread, which inside the
 * hydration task would make that long task longer (total blocking time, DESIGN §6). The faces are
 * font-display: fallback (server/web/render/assets.ts), so one that arrives late is not swapped in. Returns a cancel.
 */
export function enableFontFacesWhenIdle(win: Window & typeof globalThis = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => enableFontFaces(win.document), { timeout: 2000 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(() => enableFontFaces(win.document), 200);
  return () => win.clearTimeout(id);
}
