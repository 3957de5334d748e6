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

/** The same on the client, through the CSSOM (allowed by a strict style-src). */
export function applyBrandColor(hotelColor: string | null | undefined, root: HTMLElement = document.documentElement): void {
  if (!isHotelColor(hotelColor)) return;
  // Already in force (the server's style says so): changing a custom property of the root element
  // restyles the whole document, so leave it be.
  const current = root.ownerDocument.defaultView?.getComputedStyle(root).getPropertyValue('--raon-color-brand').trim().toLowerCase();
  if (current === hotelColor.toLowerCase()) return;
  root.style.setProperty('--raon-color-brand', hotelColor);
  root.style.setProperty('--raon-color-brand-hover', brandHoverColor(hotelColor));
}
