// @vitest-environment jsdom
// A streamed page (the owner portal) calls no beginHydration: its parts' HTML may come after the
// first script ran. React commits the shell first and hydrates a part's boundary later; a screen
// whose code is not in yet stays the server's HTML meanwhile. The mark set at the shell's commit
// let a test click the server's form, which the browser then submitted itself (issue 27, a CI
// flake of typed-before-hydration). The mark must wait for every part the page holds when the
// shell has hydrated.
import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationPart, lazyPart, markHydrated } from './hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const marked = () => document.documentElement.hasAttribute('data-hydrated');

const Form = () => (
  <form data-testid="form">
    <button type="submit">send</button>
  </form>
);

describe('a streamed page: <html data-hydrated> and the parts the server sent', () => {
  it('is not set when the shell has hydrated while a part (its code still on its way) is the server\'s HTML; it is once React has hydrated the part', async () => {
    const html = renderToString(
      <main>
        <HydrationPart name="screen">
          <Form />
        </HydrationPart>
      </main>,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);

    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Screen = lazyPart(async () => {
      await code;
      return { default: Form };
    });
    // What the app's +onHydrationEnd does, at the shell's commit; read at that very moment.
    let atShellCommit: boolean | null = null;
    function Shell() {
      useEffect(() => {
        markHydrated();
        atShellCommit = marked();
      }, []);
      return (
        <main>
          <HydrationPart name="screen">
            <Screen />
          </HydrationPart>
        </main>
      );
    }
    const root = await act(async () => hydrateRoot(host, <Shell />));
    expect(atShellCommit, 'marked when the shell committed').toBe(false);
    expect(marked(), 'while the screen\'s code is on its way').toBe(false);
    expect(host.querySelector('[data-testid=form]'), 'the server\'s form stays on screen').not.toBeNull();

    await act(async () => {
      arrive();
      await code;
    });
    expect(marked(), 'once the screen has hydrated').toBe(true);
    act(() => root.unmount());
  });
});
