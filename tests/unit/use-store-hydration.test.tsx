// @vitest-environment jsdom
import { act, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { proxy } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { rememberFirstSnapshot, useStore } from '../../site/stores/useStore.ts';

// The layout's effects change stores (setMobile, the session restored) before the header and the
// page, each in its own Suspense boundary, have hydrated. Those must hydrate against the store as
// the server rendered it, then follow the change, without React discarding the server's HTML.
describe('useStore while the page hydrates', () => {
  function app(store: { isMobile: boolean }, onMount: () => void) {
    function Shell() {
      useEffect(onMount, []);
      return (
        <Suspense fallback={null}>
          <Menu />
        </Suspense>
      );
    }
    function Menu() {
      const layout = useStore(store);
      return layout.isMobile ? <button type="button">menu</button> : <nav>links</nav>;
    }
    return <Shell />;
  }

  it('hydrates a deferred boundary against the first snapshot, then re-renders with the current one', async () => {
    const serverStore = proxy({ isMobile: false });
    rememberFirstSnapshot(serverStore);
    const html = renderToString(app(serverStore, () => {}));
    expect(html).toContain('<nav>links</nav>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverNav = container.querySelector('nav');
    const browserStore = proxy({ isMobile: false });
    rememberFirstSnapshot(browserStore);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app(browserStore, () => void (browserStore.isMobile = true)), { onRecoverableError: recoverable });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('menu');
    // The server's element was hydrated (kept), then replaced by React's update, not by a client render.
    expect(serverNav?.isConnected).toBe(false);
    container.remove();
  });

  it('reads the current snapshot when a component mounts after hydration (a client navigation)', async () => {
    const store = proxy({ isMobile: false });
    rememberFirstSnapshot(store);
    store.isMobile = true;
    function Menu() {
      return useStore(store).isMobile ? <button type="button">menu</button> : <nav>links</nav>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Menu />));
    expect(container.innerHTML).toBe('<button type="button">menu</button>');
    root.unmount();
  });
});
