// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUB_NAV_STICKY_THROTTLE_MS, SubNav, activeSubNavTab, subNavHref, type SubNavLabels } from './SubNav.tsx';

const labels: SubNavLabels = {
  label: '호텔 메뉴',
  introduce: '소개',
  rooms: '객실',
  promotion: '프로모션',
  package: '패키지',
  facility: '부대시설',
  support: '고객지원',
};

const nav = () => screen.getByRole('navigation', { name: '호텔 메뉴' });

function setScroll(y: number, innerHeight = 800) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true, writable: true });
}

beforeEach(() => setScroll(0));
afterEach(() => vi.useRealTimers());

describe('SubNav tabs (SPEC §2)', () => {
  it('links the six tabs of /hotel/{id} in order', () => {
    render(<SubNav hotelSeq={101} currentPath="/hotel/101" labels={labels} />);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['소개', '/hotel/101'],
      ['객실', '/hotel/101/rooms'],
      ['프로모션', '/hotel/101/promotion'],
      ['패키지', '/hotel/101/package'],
      ['부대시설', '/hotel/101/facility'],
      ['고객지원', '/hotel/101/support'],
    ]);
  });

  it('marks the tab of the current path with aria-current="page"', () => {
    const { rerender } = render(<SubNav hotelSeq={101} currentPath="/hotel/101" labels={labels} />);
    const current = () => screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
    expect(current()).toEqual(['소개']);
    rerender(<SubNav hotelSeq={101} currentPath="/hotel/101/package?x=1" labels={labels} />);
    expect(current()).toEqual(['패키지']);
    rerender(<SubNav hotelSeq={101} currentPath="/hotel/101/support/" labels={labels} />);
    expect(current()).toEqual(['고객지원']);
  });

  it('maps paths to tabs and tabs to paths', () => {
    expect(activeSubNavTab('/hotel/102')).toBe('introduce');
    expect(activeSubNavTab('/hotel/102/')).toBe('introduce');
    expect(activeSubNavTab('/hotel/102/rooms/5')).toBe('rooms');
    expect(activeSubNavTab('/hotel/102/unknown')).toBeNull();
    expect(activeSubNavTab('/promotion')).toBeNull();
    expect(subNavHref(103, 'facility')).toBe('/hotel/103/facility');
    expect(subNavHref(103, 'introduce')).toBe('/hotel/103');
  });

  it('reports a tab click with its path', () => {
    const onNavigate = vi.fn();
    render(<SubNav hotelSeq={101} currentPath="/hotel/101" labels={labels} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: '객실' }));
    expect(onNavigate).toHaveBeenCalledWith('/hotel/101/rooms', expect.anything());
  });
});

/**
 * The bar as a browser lays it out (SubNav.css.ts `root`: position sticky at the header's bottom,
 * 73 px): in its own place `naturalTop` px down the page, held at 73 px once the page scrolls past.
 */
function layOut(naturalTop: number, stickyTop = 73) {
  const root = nav().parentElement!;
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => (el === root ? ({ top: `${stickyTop}px` } as CSSStyleDeclaration) : computed(el, pseudo)));
  vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => {
    const top = Math.max(naturalTop - window.scrollY, stickyTop);
    return { top, bottom: top + 56, left: 0, right: 800, width: 800, height: 56, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

describe('SubNav sticky state (SPEC §2, §4: stuck once the page reaches it, evaluated at most every 200 ms)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is stuck as soon as the page scrolls past its place under the header, throttled to 200 ms', () => {
    vi.useFakeTimers();
    render(<SubNav hotelSeq={101} currentPath="/hotel/101" labels={labels} />);
    layOut(73);
    expect(SUB_NAV_STICKY_THROTTLE_MS).toBe(200);
    expect(nav().dataset.sticky).toBe('false');
    act(() => vi.advanceTimersByTime(16)); // the first reading, at the first frame
    expect(nav().dataset.sticky).toBe('false');

    setScroll(1);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(199));
    expect(nav().dataset.sticky).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(nav().dataset.sticky).toBe('true');
    const stickyClass = [...nav().classList].find((c) => /sticky/i.test(c));
    expect(stickyClass).toBeTruthy();

    // Everywhere between the header's height and a window height and beyond, it stays stuck.
    for (const y of [73, 400, 799, 800, 2400]) {
      setScroll(y);
      fireEvent.scroll(window);
      act(() => vi.advanceTimersByTime(200));
      expect(nav().dataset.sticky, `scrollY ${y}`).toBe('true');
    }

    setScroll(0);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(199));
    expect(nav().dataset.sticky).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(nav().dataset.sticky).toBe('false');
    expect(nav().classList.contains(stickyClass!)).toBe(false);
  });

  it('follows the layout: a bar one window height down (under a one-screen visual) sticks when the page reaches it', () => {
    vi.useFakeTimers();
    render(<SubNav hotelSeq={101} currentPath="/hotel/101" labels={labels} />);
    layOut(873);
    act(() => vi.advanceTimersByTime(16 + 200)); // the first reading at the first frame, then its window
    setScroll(799);
    fireEvent(window, new Event('resize'));
    expect(nav().dataset.sticky).toBe('false');
    act(() => vi.advanceTimersByTime(200));
    setScroll(800);
    fireEvent(window, new Event('resize'));
    expect(nav().dataset.sticky).toBe('true');
  });

  it('is not sticky in server HTML and carries no inline style', () => {
    const html = renderToString(<SubNav hotelSeq={101} currentPath="/hotel/101/rooms" labels={labels} />);
    expect(html).toContain('data-sticky="false"');
    expect(html).not.toMatch(/\sstyle=/);
  });
});
