import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/** Each store's snapshot as it was made: what the server rendered from the same inputs. */
const firstSnapshots = new WeakMap<object, unknown>();

/** Called once per store as it is made (StoresProvider), before anything can change it. */
export function rememberFirstSnapshot(state: object): void {
  if (!firstSnapshots.has(state)) firstSnapshots.set(state, snapshot(state));
}

/**
 * The current snapshot of a valtio store, re-rendering when it changes. valtio's own useSnapshot
 * tracks which fields a component reads (proxy-compare, ≈ 2 KB of first-paint JavaScript); the
 * site's stores are small and change rarely, so re-rendering on any change of the store costs less.
 * snapshot() returns the same object until the store changes, as useSyncExternalStore needs.
 *
 * While a component hydrates it reads the store as it was made, i.e. as the server rendered it:
 * the header and the page hydrate after the layout's effects have run (setMobile, the session
 * restored…), and reading the changed store then would not match the server's HTML, which React
 * would throw away. React re-renders with the current snapshot right after.
 */
export function useStore<T extends object>(state: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = useCallback(() => snapshot(state), [state]);
  const asMade = useCallback(() => (firstSnapshots.get(state) as Snapshot<T> | undefined) ?? snapshot(state), [state]);
  return useSyncExternalStore(listen, read, asMade);
}
