import { enableFontFaces } from '../../shared/lib/fonts.ts';
import { clientStores } from '../stores/context.tsx';

// The loading fallback shows while the next page's code and data arrive (SPEC §2).
export default function onPageTransitionStart(): void {
  const stores = clientStores();
  if (stores) stores.layout.navigating = true;
  // The first page is drawn in its own cut of the web font (server/web/render/page-fonts.ts), which
  // holds only the letters it could draw. The next page's may not all be in it: the whole Pretendard
  // (unicode-range faces, only the slices of letters missing are fetched) comes on with the next
  // page, whose content is laid out anyway — never under a page already painted (issue 16: that lays
  // all its text out again). Same typeface either way (docs/decisions.md "The page's own cut").
  enableFontFaces();
}
