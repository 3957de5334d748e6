// @vitest-environment jsdom
// `<html data-hydrated>` is what the e2e tests wait for before they click. A part loaded lazily
// must hold it back until React has committed it: on a busy machine a form's code arrived, React
// rendered it, and the commit came more than 5 s later, after the mark; the test's click landed on
// the server's form, which the browser submitted itself (issue 27).
import { act, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, markHydrated } from './hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const marked = () => document.documentElement.hasAttribute('data-hydrated');

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('lazyPart and <html data-hydrated>', () => {
  it('holds the mark while a part of the first page is rendered but not committed, however long that takes, and sets it at the commit', async () => {
    vi.useFakeTimers();
    const Form = lazyPart(async () => ({ default: () => <form data-testid="form" /> }));
    // A sibling in the same boundary keeps React from committing the form once it has rendered it.
    let release!: () => void;
    const sibling = new Promise<void>((resolve) => (release = resolve));
    function Slow() {
      use(sibling);
      return null;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>…</p>}>
          <Form />
          <Slow />
        </Suspense>,
      );
    });
    // The first page's root has hydrated; this part of it is still on its way.
    markHydrated();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(marked(), 'while its code loads').toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(host.querySelector('[data-testid=form]')).toBeNull();
    expect(marked(), 'rendered, not committed, 20 s later').toBe(false);
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(host.querySelector('[data-testid=form]')).not.toBeNull();
    expect(marked(), 'committed').toBe(true);
    act(() => root.unmount());
  });

  it('after the first page, lets the mark go 5 s after a part rendered by a move that never committed (a quicker move replaced it)', async () => {
    vi.useFakeTimers();
    expect(marked(), 'the first page is whole (the test before)').toBe(true);
    const Tab = lazyPart(async () => ({ default: () => <section data-testid="tab" /> }));
    const never = new Promise<void>(() => undefined);
    function Stuck() {
      use(never);
      return null;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <Suspense fallback={null}>
          <Tab />
          <Stuck />
        </Suspense>,
      );
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(marked(), '4 s after').toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(marked(), '5.5 s after').toBe(true);
    act(() => root.unmount());
  });

  it('lets the mark go 5 s after the code came when React never renders the part (the visitor left first)', async () => {
    vi.useFakeTimers();
    let loaded!: (m: { default: () => null }) => void;
    const Part = lazyPart(() => new Promise<{ default: () => null }>((resolve) => (loaded = resolve)));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <Suspense fallback={null}>
          <Part />
        </Suspense>,
      );
    });
    expect(marked()).toBe(false);
    // The visitor moves on before the code arrives: nothing renders the part any more.
    await act(async () => root.render(null));
    await act(async () => {
      loaded({ default: () => null });
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(marked(), '4 s after').toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(marked(), '5.5 s after').toBe(true);
    act(() => root.unmount());
  });
});
