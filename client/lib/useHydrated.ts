import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on: for what only the browser
 * shows (it renders once more after hydration, without a mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
