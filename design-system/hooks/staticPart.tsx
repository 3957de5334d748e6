import { Suspense, useLayoutEffect, useRef, type ComponentType, type ReactElement, type RefObject } from 'react';
import * as s from './staticPart.css.ts';

/** The wrapper of a static part, named; `data-static-live` once React renders its content itself. */
export const STATIC_PART_ATTRIBUTE = 'data-static-part';
export const STATIC_PART_LIVE_ATTRIBUTE = 'data-static-live';
const KEY_ATTRIBUTE = 'data-static-key';

/** What a part never done loading suspends on: React keeps the server's HTML of its boundary. */
const NEVER = new Promise<never>(() => undefined);

/** FNV-1a of the props as JSON: the same on the server and in the browser, cheap for small props. */
export function fingerprint(props: object): string {
  const text = JSON.stringify(props);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

/** Marks the wrapper once React has put content of its own in it (no longer the server's, dehydrated). */
function Live({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => wrapper.current?.setAttribute(STATIC_PART_LIVE_ATTRIBUTE, ''), [wrapper]);
  return null;
}

/**
 * A part whose server HTML is right as it is: the browser loads no code for it and React leaves it
 * as the server sent it, until it must show something else (its props differ from the ones the
 * server rendered it with: another hotel, language or layout). Only then is its code loaded; until
 * it arrives the server's HTML stays on screen (issue 26, point 2: less to hydrate). For parts
 * without handlers of their own (a footer, a panel of links, static sections): their links work
 * through the app's router, their content is in the page for everyone. `Server` is the component
 * itself on the server and null in the browser (the app's server-only module), so that its code
 * is not in the browser's bundle; `load` brings it in the browser.
 */
/**
 * A static part; `preload` fetches its code ahead of need (a pointer over what opens it, a move to
 * a page that shows it): once loaded, the part renders at once, without showing a fallback.
 */
export type StaticPart<P> = ComponentType<P> & { preload: () => Promise<void> };

export function staticPart<P extends object>(name: string, Server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): StaticPart<P> {
  if (Server) {
    const OnServer = (props: P) => (
      <div className={s.contents} {...{ [STATIC_PART_ATTRIBUTE]: name, [KEY_ATTRIBUTE]: fingerprint(props) }}>
        <Suspense fallback={null}>
          <Server {...props} />
        </Suspense>
      </div>
    );
    OnServer.displayName = `Static(${name})`;
    return Object.assign(OnServer, { preload: () => Promise.resolve() });
  }

  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  /** The server's HTML and props fingerprint, read once, before React touches the part. */
  let server: { html: string; key: string | null } | null = null;
  const serverCopy = (): { html: string; key: string | null } => {
    if (server) return server;
    const element = typeof document === 'undefined' ? null : document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${name}"]`);
    return (server = { html: element?.innerHTML ?? '', key: element?.getAttribute(KEY_ATTRIBUTE) ?? null });
  };
  const startLoading = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (err: unknown) => {
        // A failed fetch is tried again the next time the part is needed.
        loading = null;
        throw err;
      },
    ));

  function Inner({ props, wrapper }: { props: P; wrapper: RefObject<HTMLDivElement | null> }): ReactElement {
    if (Loaded) {
      return (
        <>
          <Live wrapper={wrapper} />
          <Loaded {...props} />
        </>
      );
    }
    // The server's HTML shows these very props: keep it (a part hydrating stays dehydrated).
    if (fingerprint(props) === serverCopy().key) throw NEVER;
    throw startLoading();
  }

  function InBrowser(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const { html } = serverCopy();
    const key = fingerprint(props);
    // While the code comes, what the server sent (a static copy React now owns).
    const fallback = (
      <>
        <Live wrapper={wrapper} />
        <div className={s.contents} dangerouslySetInnerHTML={{ __html: html }} />
      </>
    );
    return (
      <div ref={wrapper} className={s.contents} {...{ [STATIC_PART_ATTRIBUTE]: name, [KEY_ATTRIBUTE]: key }}>
        <Suspense fallback={fallback}>
          <Inner props={props} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  InBrowser.displayName = `Static(${name})`;
  return Object.assign(InBrowser, { preload: () => startLoading().catch(() => undefined) });
}
