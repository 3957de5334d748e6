// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { enableFontFaces, enableFontFacesOnceShown, enableFontFacesWhenIdle, FONT_FACES_HREF, FONT_FACES_ID, loadLaterFontCuts } from '../../shared/lib/fonts.ts';
import { fontStylesheet } from '../../server/web/render/assets.ts';

describe('font faces off the critical path', () => {
  it('switches the print-only font stylesheet on', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/fonts/pretendard.css" media="print" id="${FONT_FACES_ID}">`;
    enableFontFaces();
    expect(document.getElementById(FONT_FACES_ID)!.getAttribute('media')).toBe('all');
  });

  it('switches them on when the browser is idle, in a task of its own, and can be cancelled', () => {
    const link = `<link rel="stylesheet" href="/fonts/pretendard.css" media="print" id="${FONT_FACES_ID}">`;
    const idle: (() => void)[] = [];
    const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
      document,
      requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
      cancelIdleCallback: vi.fn(),
    });
    document.head.innerHTML = link;
    enableFontFacesWhenIdle(win);
    expect(document.getElementById(FONT_FACES_ID)!.getAttribute('media')).toBe('print');
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle[0]!();
    expect(document.getElementById(FONT_FACES_ID)!.getAttribute('media')).toBe('all');

    const cancel = enableFontFacesWhenIdle(win);
    cancel();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(2);
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    vi.useFakeTimers();
    try {
      document.head.innerHTML = `<link rel="stylesheet" href="/fonts/pretendard.css" media="print" id="${FONT_FACES_ID}">`;
      const win = Object.assign(Object.create(window) as Window & typeof globalThis, { document, requestIdleCallback: undefined, setTimeout, clearTimeout });
      enableFontFacesWhenIdle(win);
      expect(document.getElementById(FONT_FACES_ID)!.getAttribute('media')).toBe('print');
      vi.advanceTimersByTime(200);
      expect(document.getElementById(FONT_FACES_ID)!.getAttribute('media')).toBe('all');
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds the link where the page has none (a brand page: its script adds it), and switches it on', () => {
    document.head.innerHTML = '';
    enableFontFaces();
    const link = document.getElementById(FONT_FACES_ID) as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe(FONT_FACES_HREF);
    expect(link.rel).toBe('stylesheet');
    expect(link.media).toBe('all');
    enableFontFaces();
    expect(document.querySelectorAll(`#${FONT_FACES_ID}`)).toHaveLength(1);
  });

  it('when idle, fetches the second cuts of the page font (not the first, not other fonts) and adds the whole font\'s link, off', () => {
    document.head.innerHTML = '';
    const face = (family: string, unicodeRange: string, status: FontFaceLoadStatus) => ({ family, unicodeRange, status, load: vi.fn(() => Promise.resolve()) });
    const faces = [
      face('"Noto Sans JP Page"', 'U+0-10FFFF', 'loaded'),
      face('"Noto Sans JP Page"', 'U+4E88,U+78BA', 'unloaded'),
      face('"Pretendard Page"', 'U+B2E4', 'unloaded'),
      face('"Pretendard Page"', 'U+AC00', 'loading'),
      face('Pretendard', 'U+AC00-AC10', 'unloaded'),
    ];
    // jsdom has no FontFaceSet: this document gets one holding these faces.
    Object.defineProperty(document, 'fonts', { value: { forEach: (fn: (f: (typeof faces)[number]) => void) => faces.forEach(fn) }, configurable: true });
    try {
      loadLaterFontCuts();
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
    expect(faces.map((f) => f.load.mock.calls.length)).toEqual([0, 1, 1, 0, 0]);
    expect((document.getElementById(FONT_FACES_ID) as HTMLLinkElement).media).toBe('print');
  });

  it('serves the faces with font-display fallback, pre-compressed', () => {
    const handler = fontStylesheet();
    const headers: Record<string, string | number> = {};
    let body: Buffer | undefined;
    const res = { setHeader: (k: string, v: string | number) => (headers[k.toLowerCase()] = v), end: (b?: Buffer) => (body = b) };
    handler({ headers: { 'accept-encoding': 'identity' }, method: 'GET' } as never, res as never, () => undefined);
    const css = body!.toString();
    expect(css).toContain('font-display:fallback');
    expect(css).not.toContain('font-display:optional');
    expect(css).not.toContain('font-display:swap');
    handler({ headers: { 'accept-encoding': 'gzip, br' }, method: 'GET' } as never, res as never, () => undefined);
    expect(headers['content-encoding']).toBe('br');
    expect(body!.length).toBeLessThan(css.length / 5);
  });
});

describe("the portal's font faces after its first screen (issue 29)", () => {
  /** A window whose idle callbacks are kept for the test to run, and whose placeholders lie at `top` px. */
  function setup(placeholders: number[]) {
    document.head.innerHTML = `<link rel="stylesheet" href="/fonts/pretendard.css" media="print" id="${FONT_FACES_ID}">`;
    document.body.innerHTML = placeholders.map((top) => `<div role="status" aria-busy="true" data-top="${top}"></div>`).join('');
    for (const el of document.querySelectorAll<HTMLElement>('[data-top]')) {
      const top = Number(el.dataset.top);
      el.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 400, width: 400, height: 100, x: 0, y: top, toJSON: () => ({}) });
    }
    const idle: (() => void)[] = [];
    const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
      document,
      innerHeight: 800,
      MutationObserver,
      setTimeout,
      clearTimeout,
      requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
      cancelIdleCallback: vi.fn(),
    });
    const media = () => document.getElementById(FONT_FACES_ID)!.getAttribute('media');
    return { win, idle, media };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('switches them on when idle at once when no card is loading in the window (one further down does not count)', () => {
    const { win, idle, media } = setup([1200]);
    enableFontFacesOnceShown(win);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(media()).toBe('all');
  });

  it('waits while a card in the window is loading, then switches them on when idle', async () => {
    const { win, idle, media } = setup([300, 1200]);
    enableFontFacesOnceShown(win);
    await settle();
    expect(idle).toHaveLength(0);
    expect(media()).toBe('print');
    document.querySelector('[data-top="300"]')!.setAttribute('aria-busy', 'false');
    await settle();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(media()).toBe('all');
    // Once only: a later placeholder changes nothing.
    document.body.insertAdjacentHTML('beforeend', '<div aria-busy="true"></div>');
    await settle();
    expect(idle).toHaveLength(1);
  });

  it('switches them on after the cap when a card stays loading, and not at all once cancelled', () => {
    vi.useFakeTimers();
    try {
      const first = setup([300]);
      enableFontFacesOnceShown(first.win, 5000);
      vi.advanceTimersByTime(4999);
      expect(first.idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(first.idle).toHaveLength(1);

      const second = setup([300]);
      const cancel = enableFontFacesOnceShown(second.win, 5000);
      cancel();
      vi.advanceTimersByTime(6000);
      expect(second.idle).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
