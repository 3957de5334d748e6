/** The <link> of the font faces (+Head), switched on by the page's script (+Layout). */
export const FONT_FACES_ID = 'font-faces';

export function enableFontFaces(doc: Document = document): void {
  const link = doc.getElementById(FONT_FACES_ID);
  if (link instanceof HTMLLinkElement && link.media !== 'all') link.media = 'all';
}
