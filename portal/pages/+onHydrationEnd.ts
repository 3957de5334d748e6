import { markHydrated } from '@raon/design-system';

// vike calls this once the first render has hydrated (design-system/hooks/hydration.tsx).
export default function onHydrationEnd(): void {
  markHydrated();
}
