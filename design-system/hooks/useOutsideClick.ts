import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` for a pointer press outside `ref` while `active` (menus, the language switcher).
 * React runs the effects of a commit caused by a click before the next event, so a press right
 * after the opening click is heard.
 */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    const handler = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', handler);
    return () => document.removeEventListener('pointerdown', handler);
  }, [ref, onOutside, active]);
}
