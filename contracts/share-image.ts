// The raster picture link previews show for a page (issue 29, point 3): og:image as a 1200×630
// PNG made from the page's stored picture (server/web/render/share-image.ts).

export const SHARE_IMAGE_PREFIX = '/share-image/';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** How a picture fills the frame: `cover` (a photo or a scene, cut at the long sides) or `contain` (a logo, whole, on white). */
export type ShareFit = 'cover' | 'contain';
const SUFFIX: Record<ShareFit, string> = { cover: '.png', contain: '.logo.png' };

/** The share picture of a stored picture's address (/crs/download/100/101/hotel/101/brand/hero.svg → /share-image/100/101/hotel/101/brand/hero.svg.png). */
export function shareImagePath(fileUrl: string, fit: ShareFit = 'cover'): string | null {
  const match = /^\/crs\/download\/(.+)$/.exec(fileUrl);
  return match ? `${SHARE_IMAGE_PREFIX}${match[1]}${SUFFIX[fit]}` : null;
}

/** The stored picture's address (without /crs/download/) and the fit a share picture's path asks for; null when it is not one. */
export function shareImageSource(pathname: string): { address: string; fit: ShareFit } | null {
  if (!pathname.startsWith(SHARE_IMAGE_PREFIX)) return null;
  const rest = pathname.slice(SHARE_IMAGE_PREFIX.length);
  if (rest.endsWith(SUFFIX.contain)) return { address: rest.slice(0, -SUFFIX.contain.length), fit: 'contain' };
  if (rest.endsWith(SUFFIX.cover)) return { address: rest.slice(0, -SUFFIX.cover.length), fit: 'cover' };
  return null;
}
