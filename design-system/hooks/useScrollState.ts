import { useEffect, useState } from 'react';
import { throttle } from './throttle.ts';

/**
 * A boolean derived from the window's scroll position, evaluated at most every `ms`
 * (SPEC §4: header scrolled past 20 px every 500 ms; sub-navigation sticky every 200 ms).
 * False on the server and in the first client render, so hydration matches.
 */
export function useScrollState(test: (scrollY: number, viewportHeight: number) => boolean, ms: number, enabled = true): boolean {
  const [state, setState] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const evaluate = throttle(() => setState(test(window.scrollY, window.innerHeight)), ms);
    // The first reading waits for the next frame: reading the scroll position forces a layout, which
    // inside the effects of hydration would lengthen that task; the frame lays out anyway.
    const first = requestAnimationFrame(() => evaluate());
    window.addEventListener('scroll', evaluate, { passive: true });
    window.addEventListener('resize', evaluate, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      evaluate.cancel();
      window.removeEventListener('scroll', evaluate);
      window.removeEventListener('resize', evaluate);
    };
    // `test` is a pure threshold; re-subscribing on every render would reset the throttle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ms, enabled]);
  return enabled && state;
}
