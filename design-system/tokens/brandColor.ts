/** SPEC §4: the hover colour is the brand colour with the suffix 0F (about 6 % opacity). */
export function brandHoverColor(hotelColor: string): string {
  return `${hotelColor}0F`;
}

const hex6 = /^#[0-9A-Fa-f]{6}$/;

export function isHotelColor(value: unknown): value is string {
  return typeof value === 'string' && hex6.test(value);
}

/** The CSS that re-themes a page for one hotel; rendered in a nonce'd <style> on the server. */
export function brandColorCss(hotelColor: string | null | undefined): string {
  if (!isHotelColor(hotelColor)) return '';
  return `:root{--raon-color-brand:${hotelColor};--raon-color-brand-hover:${brandHoverColor(hotelColor)}}`;
}

/** The attribute naming the colour of the server's brand style (`<style data-brand-color="#…">`). */
export const BRAND_COLOR_ATTRIBUTE = 'data-brand-color';

/** The colour in force on `root`: set on the client, or else named by the server's brand style. */
function colorInForce(root: HTMLElement): string {
  const own = root.style.getPropertyValue('--raon-color-brand');
  if (own) return own.trim();
  return root.ownerDocument.querySelector(`style[${BRAND_COLOR_ATTRIBUTE}]`)?.getAttribute(BRAND_COLOR_ATTRIBUTE) ?? '';
}

/** The same on the client, through the CSSOM (allowed by a strict style-src). */
export function applyBrandColor(hotelColor: string | null | undefined, root: HTMLElement = document.documentElement): void {
  if (!isHotelColor(hotelColor)) return;
  // Already in force: changing a custom property of the root element restyles the whole document,
  // so leave it be. Read from the DOM, not getComputedStyle (which would force a style recalc
  // while the page hydrates).
  if (colorInForce(root).toLowerCase() === hotelColor.toLowerCase()) return;
  root.style.setProperty('--raon-color-brand', hotelColor);
  root.style.setProperty('--raon-color-brand-hover', brandHoverColor(hotelColor));
}
