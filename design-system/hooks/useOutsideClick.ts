import { useLayoutEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` for a pointer press outside `ref` while `active` (menus, the language switcher).
 * Listens from the commit that made it active (a layout effect): a press right after the opening
 * click is heard whichever renderer runs it (Preact runs passive effects only after the next paint).
 */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void, active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    const handler = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', handler);
    return () => document.removeEventListener('pointerdown', handler);
  }, [ref, onOutside, active]);
}
