import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

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

function update(): void {
  if (typeof document === 'undefined') return;
  if (rootHydrated && partsLoading === 0) document.documentElement.setAttribute(ATTRIBUTE, '');
  else document.documentElement.removeAttribute(ATTRIBUTE);
}

/** Called once the first render has hydrated (the apps' +onHydrationEnd). */
export function markHydrated(): void {
  rootHydrated = true;
  update();
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
