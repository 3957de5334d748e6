import { enableFontFaces } from '../../shared/lib/fonts.ts';
import { clientStores } from '../stores/context.tsx';

// The loading fallback shows while the next page's code and data arrive (SPEC §2).
export default function onPageTransitionStart(): void {
  const stores = clientStores();
  if (stores) stores.layout.navigating = true;
  // The brand site's web font comes with the next page, never under a page already painted
  // (issue 16, docs/decisions.md "Web fonts on the brand site"): switching Pretendard on under a
  // painted page lays all its text out again, and again as each subset arrives (≈ 40 ms, then
  // ≈ 10 ms a subset on this machine kind; four times that on Lighthouse's phone). The first page
  // of a visit keeps the system's font of its language; the next page's content is laid out anyway.
  enableFontFaces();
}
