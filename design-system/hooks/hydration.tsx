import { lazy, useEffect, useLayoutEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { nextTask } from './nextTask.ts';

/**
 * `<html data-hydrated>`: the page's first render has hydrated and no part of it is still loading
 * its code. From then on its links, menus, buttons and forms answer, whichever renderer built it
 * (React in Storybook, Preact in the site's build). A signal of the app's own rather than a
 * renderer's private keys on DOM nodes: the e2e tests wait on it. A part loaded later (a modal on
 * first use) takes the mark away until it has mounted.
 */
const ATTRIBUTE = 'data-hydrated';
/** A loaded part that never mounts (the visitor left first) stops holding the mark back after this. */
const UNMOUNTED_PART_MS = 5_000;

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
  rootHydrated = true;
  hydrating = false;
  update();
}

/** Called just before the first render hydrates the server's HTML (the apps' +onBeforeRenderClient). */
export function beginHydration(): void {
  hydrating = true;
}

/** A part now loading: the returned function, called any number of times, ends it once. */
function partLoading(): () => void {
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
    const timer = setTimeout(loaded, UNMOUNTED_PART_MS);
    function Mounted(props: object) {
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

interface Turn {
  released: boolean;
  promise: Promise<void>;
  end: () => void;
}
/** The parts that hydrate in turns, by name, and the end of the last turn handed out. */
const turns = new Map<string, Turn>();
let lastTurn: Promise<void> = Promise.resolve();

/** The part's turn: handed out the first time it renders while hydrating, in that order; none otherwise. */
function turnOf(name: string): Turn | undefined {
  const known = turns.get(name);
  if (known || !hydrating) return known;
  const loaded = partLoading();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    performance.mark(`hydrated:${name}`);
    loaded();
  };
  const turn: Turn = { released: false, promise: Promise.resolve(), end };
  lastTurn = lastTurn.then(nextTask);
  turn.promise = lastTurn.then(() => {
    turn.released = true;
  });
  turns.set(name, turn);
  return turn;
}

/**
 * Ends a part's turn once it has mounted (hydrated): once, with a User Timing mark `hydrated:<name>`
 * taken in the task that hydrated it (a layout effect; plain effects of parts hydrated in
 * different tasks may all run together after the next paint).
 */
function EndOnMount({ end, children }: { end: (() => void) | undefined; children: ReactElement }) {
  useLayoutEffect(() => end?.(), [end]);
  return children;
}

/**
 * Issue 16 (Total Blocking Time): while the first render hydrates, the part inside is hydrated
 * later, in a task of its own, one part per task in the order they are met (the header, then the
 * page), instead of everything in one long task. Its server HTML stays on screen and answers
 * links meanwhile (Preact keeps a suspended part's DOM while hydrating and resumes into it). The
 * child must be one element (the DOM node kept for it). After hydration, and on the server and in
 * Storybook (no beginHydration), it renders its child at once; the shape of the tree is the same
 * either way, so nothing is ever mounted again. Counted in `<html data-hydrated>` until mounted.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactElement }): ReactElement {
  const turn = turnOf(name);
  // A thrown promise is how a part says "not yet" to the Suspense boundary above it.
  if (turn && !turn.released) throw turn.promise;
  return (
    <EndOnMount end={turn?.end}>
      {children}
    </EndOnMount>
  );
}
