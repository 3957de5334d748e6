import type { ToastKind } from '@raon/design-system';

type Listener = (message: string, kind: ToastKind) => void;
let listener: Listener | null = null;

/** Shows a toast (SPEC §8, §9); the toast host and its code load with the first one. */
export function toast(message: string, kind: ToastKind = 'error'): void {
  listener?.(message, kind);
}

/** The shell listens while it is mounted. */
export function onToast(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
