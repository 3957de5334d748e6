import { useEffect, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While active: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * onEscape, and on release focus returns to what had it before (WCAG 2.4.3, 2.1.2), without
 * scrolling the page.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  useEffect(() => {
    if (!active || !ref.current) return;
    const container = ref.current;
    const previous = document.activeElement as HTMLElement | null;
    const items = () => [...container.querySelectorAll<HTMLElement>(focusable)].filter((el) => !el.hasAttribute('hidden'));
    // The first control (a dialog's close button) takes the focus, with its ring, only for someone
    // on the keyboard: when what had the focus shows it (:focus-visible). After a click or a tap, or
    // for a pop-up shown as the page loads, the container takes it (no ring; its name is announced)
    // and Tab goes on to the first control (issue 15, point 9).
    (byKeyboard(previous) ? (items()[0] ?? container) : container).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = items();
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      if (document.activeElement === container) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKey);
    return () => {
      container.removeEventListener('keydown', onKey);
      // As <dialog> does on close: focus goes back without scrolling the page. The scroll lock has
      // just put the page back where it was; scrolling the opener into view would move it, e.g. to a
      // sub-navigation tab laid out where it sits at the top of the page (issue 15, point 1).
      previous?.focus?.({ preventScroll: true });
    };
  }, [ref, active, onEscape]);
}

/** Whether `el` has the focus from the keyboard; false where the browser does not know :focus-visible. */
function byKeyboard(el: Element | null): boolean {
  try {
    return el?.matches(':focus-visible') === true;
  } catch {
    return false;
  }
}
