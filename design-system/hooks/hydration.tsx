import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';

/**
 * `<html data-hydrated>`: the page's first render has hydrated and no part of it is still loading
 * its code, and every part React hydrates after the shell (HydrationPart) is in. From then on its
 * links, menus, buttons and forms answer; a part hydrated on demand (demandPart.tsx) once its code
 * is in, a press on it meanwhile being replayed then. A signal of the app's own rather than a
 * renderer's private keys on DOM nodes: the e2e tests wait on it. A part loaded later (a modal on
 * first use, a part hydrated on demand) takes the mark away until it has mounted.
 */
const ATTRIBUTE = 'data-hydrated';
/**
 * A loaded part React never renders (the visitor left first), or renders in a client render and
 * never commits (a move that a quicker one replaced), stops holding the mark back after this.
 */
export const UNRENDERED_PART_MS = 5_000;
/**
 * A part hydrating the server's HTML of the first page (rendered, not yet committed) stops holding
 * the mark back only after this. Not the short wait: on a busy machine React took more than 5 s
 * from rendering the inquiry form's part to committing it, and a mark set before the commit let a
 * test's click land on the server's form, which the browser then submitted itself (issue 27).
 * After the first page is whole, a part has no server HTML to be clicked; the short wait again.
 */
export const UNCOMMITTED_PART_MS = 60_000;

/** How long a part rendered and not yet committed holds the mark: see the two constants above. */
export function uncommittedPartMs(hydratingServerHtml: boolean): number {
  return hydratingServerHtml || !done ? UNCOMMITTED_PART_MS : UNRENDERED_PART_MS;
}

let rootHydrated = false;
let partsLoading = 0;
/** Between beginHydration() and markHydrated(): the first render is hydrating the server's HTML. */
let hydrating = false;

/** Set once, the first time the page is whole (hydrated, every part in): see useHydrationDone. */
let done = false;
const doneListeners = new Set<() => void>();

function update(): void {
  if (typeof document === 'undefined') return;
  if (rootHydrated && partsLoading === 0) document.documentElement.setAttribute(ATTRIBUTE, '');
  else document.documentElement.removeAttribute(ATTRIBUTE);
  if (!done && rootHydrated && partsLoading === 0) {
    done = true;
    for (const listener of doneListeners) listener();
  }
}

function onDone(listener: () => void): () => void {
  doneListeners.add(listener);
  return () => doneListeners.delete(listener);
}

/**
 * False on the server and until the first page has hydrated whole (every part in its turn and
 * every lazily loaded part of it); true from then on, for good. For what only the browser shows
 * (the event pop-ups): mounted earlier, a part that calls useId would take an id before the header
 * and the page have hydrated in their turns, and theirs would no longer be the server's (issue 16).
 */
export function useHydrationDone(): boolean {
  return useSyncExternalStore(
    onDone,
    () => done,
    () => false,
  );
}

/** Called once the first render has hydrated (the apps' +onHydrationEnd). */
export function markHydrated(): void {
  if (hydrating && typeof performance !== 'undefined') performance.mark('hydrated:shell');
  // A streamed page (the owner portal) may have received a part's HTML after beginHydration looked:
  // React has not hydrated it yet (it waits for the part's code), and a click on it now would reach
  // the server's HTML, a form the browser then sends itself (issue 27, a CI flake).
  registerServerParts();
  rootHydrated = true;
  hydrating = false;
  update();
}

/** Called just before the first render hydrates the server's HTML (the apps' +onBeforeRenderClient). */
export function beginHydration(): void {
  hydrating = true;
  registerServerParts();
}

/**
 * A part now loading: the returned function, called any number of times, ends it once. Exported
 * for the design system's other parts (demandPart), not from its index.
 */
export function partLoading(): () => void {
  partsLoading++;
  update();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    partsLoading--;
    update();
  };
}

/**
 * React's `lazy`, counted in the hydration mark: from the moment its code is asked for until the
 * component it brings has mounted (hydrated, when the server rendered it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own lazy(): any props.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const loaded = partLoading();
    let module: { default: T };
    try {
      module = await load();
    } catch (err) {
      loaded();
      throw err;
    }
    const Component = module.default as ComponentType<object>;
    let rendered = false;
    let timer = setTimeout(loaded, UNRENDERED_PART_MS);
    // Idempotent, and only moves a timer: safe in a render that React may repeat or throw away.
    const renderedOnce = () => {
      if (rendered) return;
      rendered = true;
      clearTimeout(timer);
      timer = setTimeout(loaded, uncommittedPartMs(false));
    };
    function Mounted(props: object) {
      renderedOnce();
      useEffect(() => {
        clearTimeout(timer);
        loaded();
      }, []);
      return <Component {...props} />;
    }
    Mounted.displayName = `Loaded(${Component.displayName ?? Component.name ?? 'part'})`;
    return { default: Mounted as unknown as T };
  });
}

/** The attribute of a part's marker: the server renders one per part, so the browser knows before hydrating how many there are. */
const PART_ATTRIBUTE = 'data-hydration-part';
/** The parts of the first page still waiting for React to hydrate them, by name. */
const waitingParts = new Map<string, () => void>();
/** The parts React has hydrated: their markers stay in the page, and must not be waited for again. */
const hydratedParts = new Set<string>();

/**
 * Registers the parts the server rendered (their markers are in the page before any script runs):
 * each counts in `<html data-hydrated>` until React has hydrated it. A part streamed in but not yet
 * shown (its HTML still hidden, as in a background tab that runs no frames) cannot be clicked and
 * is not waited for: React hydrates it once it is shown.
 */
function registerServerParts(): void {
  if (typeof document === 'undefined') return;
  for (const marker of document.querySelectorAll(`[${PART_ATTRIBUTE}]`)) {
    if (marker.parentElement?.closest('[hidden]')) continue;
    const name = marker.getAttribute(PART_ATTRIBUTE)!;
    if (!waitingParts.has(name) && !hydratedParts.has(name)) waitingParts.set(name, partLoading());
  }
}

/** Ends a part's wait once React has hydrated it, with a User Timing mark `hydrated:<name>` taken in that commit. */
function HydratedMark({ name }: { name: string }) {
  useLayoutEffect(() => {
    hydratedParts.add(name);
    const end = waitingParts.get(name);
    if (!end) return;
    waitingParts.delete(name);
    performance.mark(`hydrated:${name}`);
    end();
  }, [name]);
  // A marker the server renders and the browser hydrates as it is (the same element on both sides).
  return <span hidden {...{ [PART_ATTRIBUTE]: name }} />;
}

/**
 * A part of the page that React hydrates on its own, after the shell (issue 26, point 1: React's
 * selective hydration in place of issue 16's hand-made turns). A Suspense boundary the server
 * rendered whole is not hydrated with the shell: React commits the shell first and hydrates each
 * such boundary later at the lowest priority, in time-sliced renders of their own, and the one a
 * visitor touches first goes first (its events are replayed once it has hydrated). Its server
 * HTML stays on screen and answers links meanwhile. Counted in `<html data-hydrated>` until
 * hydrated, and marked `hydrated:<name>` for the traces. After the first page it is a plain
 * Suspense boundary.
 */
export function HydrationPart({ name, children }: { name: string; children: ReactNode }): ReactElement {
  return (
    <Suspense fallback={null}>
      <HydratedMark name={name} />
      {children}
    </Suspense>
  );
}

/**
 * Whether to render a lazily loaded part that is `wanted` now (the event pop-ups once the page is
 * whole): true once it is, set in a transition. While the part's code is on its way React keeps the
 * page as it is instead of committing the boundary's (empty) fallback, and so does not hold the
 * part back for its 300 ms throttle of a boundary revealed right after a fallback (issue 27: every
 * home and property page waited ~330 ms past its hydration for the pop-ups). From the moment it is
 * wanted until that transition has committed it counts in `<html data-hydrated>`: the transition
 * renders a task later, and no one may read the page as whole in between. The part must sit in a
 * Suspense boundary already on screen (a new one would show its fallback all the same). False at
 * once when it is no longer wanted.
 */
export function useMountedInTransition(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!wanted || mounted) return;
    // Ended by the commit that mounts it (this effect's cleanup), or when no longer wanted.
    const end = partLoading();
    startTransition(() => setMounted(true));
    return end;
  }, [wanted, mounted]);
  return wanted && mounted;
}
