// @vitest-environment jsdom
// Issue 26, point 2: a part hydrated on demand (design-system/hooks/demandPart.tsx) keeps the
// server's HTML and fetches no code until the visitor turns to it; a press on it meanwhile is
// held and replayed once it has hydrated, so the press is not lost.
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demandPart, DEMAND_PART_LIVE_ATTRIBUTE } from '../../design-system/hooks/demandPart.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part with a button that counts its presses (the count is what React rendered). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label}
      </button>
      <output>{count}</output>
    </div>
  );
}

let container: HTMLDivElement | null = null;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
});

/** The server's HTML of the part in the document, then hydrated by the browser's version of it. */
function hydrateServerHtml(load: () => Promise<typeof Counter>) {
  const OnServer = demandPart('counter', Counter, load);
  const InBrowser = demandPart('counter', null, load);
  container = document.createElement('div');
  container.innerHTML = renderToString(<OnServer label="Add" />);
  document.body.append(container);
  const hydrating = container;
  act(() => {
    root = hydrateRoot(hydrating, <InBrowser label="Add" />);
  });
  return hydrating;
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('demandPart', () => {
  it('fetches no code until the visitor turns to the part; a press meanwhile counts once it has hydrated', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const page = hydrateServerHtml(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const part = page.querySelector('[data-demand-part="counter"]')!;
    expect(part.hasAttribute(DEMAND_PART_LIVE_ATTRIBUTE)).toBe(false);
    expect(page.querySelector('output')!.textContent).toBe('0');

    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      page.querySelector('button')!.dispatchEvent(press);
    });
    // Held: nothing of the server's HTML acts on it, the part's code is asked for.
    expect(press.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    await settle();
    expect(part.hasAttribute(DEMAND_PART_LIVE_ATTRIBUTE)).toBe(true);
    // The same button (hydrated, not replaced) was pressed again by the part once it was in.
    expect(page.querySelector('output')!.textContent).toBe('1');
    act(() => page.querySelector('button')!.click());
    expect(page.querySelector('output')!.textContent).toBe('2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the server\'s fields were typed into before the page\'s script ran', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return <input id="name" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    const load = vi.fn(() => Promise.resolve(Field));
    const OnServer = demandPart('field', Field, load);
    const InBrowser = demandPart('field', null, load);
    container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('#name')!.value = 'Kim';
    const hydrating = container;
    act(() => {
      root = hydrateRoot(hydrating, <InBrowser />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(hydrating.querySelector('[data-demand-part="field"]')!.hasAttribute(DEMAND_PART_LIVE_ATTRIBUTE)).toBe(true);
  });
});
