import { Suspense, memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { partLoading, uncommittedPartMs, UNRENDERED_PART_MS } from './hydration.tsx';
import { fingerprint } from './staticPart.tsx';
import * as s from './staticPart.css.ts';

/** The wrapper of a part hydrated on demand, named; the server renders one around the part. */
export const DEMAND_PART_ATTRIBUTE = 'data-demand-part';
/** Set on the wrapper once React renders the part itself (hydrated, or mounted without server HTML). */
export const DEMAND_PART_LIVE_ATTRIBUTE = 'data-demand-live';
const KEY_ATTRIBUTE = 'data-demand-key';

/** What tells that the visitor turns to the part: its code is fetched at the first of them. */
const DEMAND_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const;
/** The controls whose click does something only once the part has hydrated: such a click is replayed then. */
const ACTIONS = 'button, input[type="submit"], input[type="button"], input[type="image"]';

/** The wrappers React has committed: such an element is no longer server HTML waiting for its code. */
const committed = new WeakSet<Element>();

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the visitor changed a field under `root` from what the server rendered (typed before the page's script ran). */
function typedInto(root: Element): boolean {
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((o) => o.selected !== o.defaultSelected)) return true;
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) return true;
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      if ((control.files?.length ?? 0) > 0) return true;
    } else if (control.value !== control.defaultValue) {
      return true;
    }
  }
  return false;
}

/** Runs `onMount` once the part's own component has mounted (hydrated). Renders nothing, on both sides. */
function Mounted({ onMount }: { onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return null;
}

/** Fetches the part's code as soon as React shows the fallback: the server's HTML is gone then. */
function LoadNow({ start }: { start: () => Promise<void> }) {
  useLayoutEffect(() => {
    start().catch(() => undefined);
  }, [start]);
  return null;
}

/** A part hydrated on demand: `preload` fetches its code (and hydrates it) ahead of the visitor. */
export type DemandPart<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A part the server renders whole whose code the browser fetches only when the visitor turns to it
 * (issue 26, point 2: the initial JavaScript of a page stops at what its first view needs). Until
 * then React leaves its server HTML as it is, dehydrated: it shows, its links work (the app routes
 * them, as a static part's: React keeps their clicks from the router), its fields take text. The first pointer, touch, focus, key or input inside it
 * fetches the code; React then hydrates the part, and:
 * - text typed, boxes ticked and options chosen before that reach the part's state by the part's
 *   own means (a form calls useTypedBeforeHydration, as any server-rendered form does);
 * - a click on a button (or a submit) meanwhile is held (its default prevented) and replayed once
 *   the part has mounted, so "Send code" pressed on the server's HTML sends the code.
 * While its code is on its way the part counts in `<html data-hydrated>` (hydration.tsx), as a
 * lazily loaded part does. Mounted in the browser without server HTML (a client-side navigation to
 * it, or props other than the server's), it loads at once like a lazy component: the caller's
 * Suspense boundary shows its fallback meanwhile. `Server` is the component itself on the server and
 * null in the browser (the app's server-only module), so that its code is not in the page's bundle.
 */
export function demandPart<P extends object>(name: string, Server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): DemandPart<P> {
  // The same element tree on both sides (Mounted beside the component), so that ids made by
  // useId inside the part are the server's when it hydrates.
  function Body({ Component, props, onMount }: { Component: ComponentType<P>; props: P; onMount?: () => void }): ReactElement {
    return (
      <>
        <Mounted onMount={onMount} />
        <Component {...props} />
      </>
    );
  }

  if (Server) {
    const OnServer = (props: P) => (
      <div className={s.contents} {...{ [DEMAND_PART_ATTRIBUTE]: name, [KEY_ATTRIBUTE]: fingerprint(props) }}>
        <Suspense fallback={null}>
          <Body Component={Server} props={props} />
        </Suspense>
      </div>
    );
    OnServer.displayName = `Demand(${name})`;
    return Object.assign(OnServer, { preload: () => Promise.resolve() });
  }

  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  /**
   * Ends the part's count in `<html data-hydrated>`: once it has mounted, or when it is not rendered
   * within UNRENDERED_PART_MS of its code's arrival (the visitor left), or not committed within
   * uncommittedPartMs of its first render (long while it hydrates the server's HTML: hydration.tsx).
   */
  let endLoading: (() => void) | null = null;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let renderedOnce = false;
  /** Idempotent, only moves a timer: safe in a render React may repeat or throw away. */
  const rendered = (fromServer: boolean) => {
    if (renderedOnce || !endLoading) return;
    renderedOnce = true;
    clearTimeout(endTimer);
    endTimer = setTimeout(endLoading, uncommittedPartMs(fromServer));
  };
  /** What a part left as the server's HTML waits on: settled once its code is in. */
  let resolveDemand!: () => void;
  const demand = new Promise<void>((resolve) => (resolveDemand = resolve));

  const startLoading = (): Promise<void> => {
    if (Loaded) return Promise.resolve();
    if (loading) return loading;
    const end = partLoading();
    endLoading = end;
    return (loading = load().then(
      (component) => {
        Loaded = component;
        resolveDemand();
        endTimer = setTimeout(end, UNRENDERED_PART_MS);
      },
      (err: unknown) => {
        // A failed fetch is tried again at the next interaction; the server's HTML stays meanwhile.
        end();
        loading = null;
        throw err;
      },
    ));
  };

  /** The server's HTML of this part with these props, when it is on the page and React has not taken it yet. */
  const serverCopy = (props: P): string | null => {
    if (typeof document === 'undefined') return null;
    const key = fingerprint(props);
    for (const element of document.querySelectorAll(`[${DEMAND_PART_ATTRIBUTE}="${name}"]`)) {
      if (!committed.has(element) && element.getAttribute(KEY_ATTRIBUTE) === key) return element.innerHTML;
    }
    return null;
  };

  function Inner({ props, fromServer, onMount }: { props: P; fromServer: boolean; onMount: () => void }): ReactElement {
    if (Loaded) {
      rendered(fromServer);
      return <Body Component={Loaded} props={props} onMount={onMount} />;
    }
    // Hydrating the server's HTML: keep it dehydrated until the visitor turns to it.
    if (fromServer) throw demand;
    throw startLoading();
  }

  function InBrowser(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Read once, before React touches the part: whether this instance hydrates the server's HTML.
    const [server] = useState(() => {
      const html = serverCopy(props);
      return html === null ? null : { html, key: fingerprint(props) };
    });
    // Whether the part has mounted, and the presses held for it until then (by element: one each).
    const liveRef = useRef({ mounted: false, replays: new Map<EventTarget, () => void>() });
    const onMount = useCallback(() => {
      const live = liveRef.current;
      live.mounted = true;
      wrapper.current?.setAttribute(DEMAND_PART_LIVE_ATTRIBUTE, '');
      endLoading?.();
      endLoading = null;
      // After the part's own work of its first commit (the replay of typed text runs in a microtask).
      setTimeout(() => {
        const replays = [...live.replays.values()];
        live.replays.clear();
        for (const replay of replays) replay();
      }, 0);
    }, []);

    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      committed.add(element);
      const live = liveRef.current;
      if (server === null) element.setAttribute(DEMAND_PART_LIVE_ATTRIBUTE, '');
      if (server === null || live.mounted) return;
      // On the document, in the capture phase: React stops the events that land on a part it has
      // not hydrated at its root (which is inside the document), so a listener on the part would
      // never hear them.
      const demanded = (event: Event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (live.mounted || !target || !element.contains(target)) return;
        if (event.type === 'pointerover') {
          // A mouse over the part is a fair sign: its code starts on its way before the click.
          if ((event as PointerEvent).pointerType !== 'mouse') return;
        }
        startLoading().catch(() => undefined);
        if (event.type === 'click') {
          const action = target.closest<HTMLElement>(ACTIONS);
          if (action && element.contains(action)) {
            event.preventDefault();
            live.replays.set(action, () => {
              if (action.isConnected) action.click();
            });
          }
        } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
          event.preventDefault();
          live.replays.set(target, () => {
            if (target.isConnected) target.requestSubmit();
          });
        }
      };
      for (const type of DEMAND_EVENTS) document.addEventListener(type, demanded, { capture: true, passive: type === 'touchstart' || type === 'pointerdown' || type === 'pointerover' });
      // Typed into (or focused) before the page's script ran: the visitor is already there.
      if (typedInto(element) || element.contains(document.activeElement)) startLoading().catch(() => undefined);
      return () => {
        for (const type of DEMAND_EVENTS) document.removeEventListener(type, demanded, { capture: true });
      };
    }, [server]);

    const key = fingerprint(props);
    const wrapperProps = { [DEMAND_PART_ATTRIBUTE]: name, [KEY_ATTRIBUTE]: key };
    if (server === null) {
      // No server HTML to keep: the caller's Suspense boundary shows its fallback while the code comes.
      return (
        <div ref={wrapper} className={s.contents} {...wrapperProps}>
          <Inner props={props} fromServer={false} onMount={onMount} />
        </div>
      );
    }
    return (
      <div ref={wrapper} className={s.contents} {...wrapperProps}>
        {/* Shown only if React had to give up the server's HTML before the code came (an update
            reached the part while it was dehydrated): a copy of it, and the code fetched at once. */}
        <Suspense
          fallback={
            <>
              <LoadNow start={startLoading} />
              <div className={s.contents} dangerouslySetInnerHTML={{ __html: server.html }} />
            </>
          }
        >
          {/* Props other than the server's: its HTML is out of date, the code is fetched at once. */}
          <Inner props={props} fromServer={key === server.key} onMount={onMount} />
        </Suspense>
      </div>
    );
  }
  InBrowser.displayName = `Demand(${name})`;
  // Memoised: a parent's re-render with the same props must not reach the part while it is still
  // the server's HTML, or React would give that HTML up (the Suspense fallback) and fetch the code.
  const Part = memo(InBrowser);
  Part.displayName = InBrowser.displayName;
  return Object.assign(Part, { preload: () => startLoading().catch(() => undefined) });
}
