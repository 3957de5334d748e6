// @vitest-environment jsdom
// Issue 27: the event pop-ups mount in a transition (design-system/hooks/hydration.tsx
// useMountedInTransition), so React does not hold them back for its 300 ms reveal throttle; from
// the moment they are wanted until they are on screen the page is not whole: `<html data-hydrated>`
// is absent, so nobody (a test, a script) reads the page as finished while its part is coming.
import { act, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { lazyPart, markHydrated, useMountedInTransition } from '../../design-system/hooks/hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const whole = () => document.documentElement.hasAttribute('data-hydrated');

it('keeps the page from being whole from the moment a part is wanted until it is on screen, showing no fallback meanwhile', async () => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Popup = lazyPart(async () => {
    await arrived;
    return { default: () => <p role="dialog">pop-up</p> };
  });
  // What the page's mark was when the transition rendered the part, before React asked for its code.
  const seenInTransition: boolean[] = [];
  function Probe() {
    seenInTransition.push(whole());
    return null;
  }
  let want!: (wanted: boolean) => void;
  function Page() {
    const [wanted, setWanted] = useState(false);
    want = setWanted;
    const shown = useMountedInTransition(wanted);
    return (
      <main>
        <p>page</p>
        <Suspense fallback={<p>fallback</p>}>{shown ? (
          <>
            <Probe />
            <Popup />
          </>
        ) : null}</Suspense>
      </main>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });
  markHydrated();
  expect(whole()).toBe(true);

  // Wanted: not whole from then on, already when the transition renders (a task later in a
  // browser), and no fallback shown.
  act(() => want(true));
  expect(seenInTransition[0]).toBe(false);
  expect(whole()).toBe(false);
  expect(container.textContent).toBe('page');

  await act(async () => {
    arrive();
    await arrived;
  });
  expect(container.querySelector('[role=dialog]')?.textContent).toBe('pop-up');
  expect(whole()).toBe(true);

  // No longer wanted: gone at once, and the page stays whole.
  act(() => want(false));
  expect(container.textContent).toBe('page');
  expect(whole()).toBe(true);
});
