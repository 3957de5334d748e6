import { clientStores } from '../stores/context.tsx';

// The loading fallback shows while the next page's code and data arrive (SPEC §2).
export default function onPageTransitionStart(): void {
  const stores = clientStores();
  if (stores) stores.layout.navigating = true;
}
