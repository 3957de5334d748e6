import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/**
 * The current snapshot of a valtio store, re-rendering when it changes. valtio's own useSnapshot
 * tracks which fields a component reads (proxy-compare, ≈ 2 KB of first-paint JavaScript); the
 * site's stores are small and change rarely, so re-rendering on any change of the store costs less.
 * snapshot() returns the same object until the store changes, as useSyncExternalStore needs.
 */
export function useStore<T extends object>(state: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = useCallback(() => snapshot(state), [state]);
  return useSyncExternalStore(listen, read, read);
}
