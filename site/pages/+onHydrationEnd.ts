import { markHydrated } from '@raon/design-system';
import { loadLaterFontCutsWhenIdle } from '../../shared/lib/fonts.ts';

// vike calls this once the first render has hydrated (design-system/hooks/hydration.tsx).
export default function onHydrationEnd(): void {
  markHydrated();
  // The rest of the interface strings' letters, for what the visitor opens later (page-fonts.ts).
  loadLaterFontCutsWhenIdle();
}
