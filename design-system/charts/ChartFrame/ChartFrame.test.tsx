// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame, type ChartFrameProps, type ChartSize } from './ChartFrame.tsx';

const drawn: ChartSize[] = [];
const props: ChartFrameProps = {
  title: '월별 객실 판매',
  description: '최고 8월, 최저 2월.',
  legend: [{ label: '객실 판매(실)', color: 'bar' }, { label: '점유율(%)', color: 'line' }],
  table: { columns: ['월', '객실 판매(실)'], rows: [{ key: '202508', label: '8월', cells: ['11,461'] }], total: { label: '합계', cells: ['11,461'] } },
  tableLabel: '데이터 표 보기',
  children: (size) => {
    drawn.push(size);
    return <rect data-testid="plot" width={size.width} height={size.height} />;
  },
};

type Callback = (entries: { contentRect: { width: number; height: number } }[]) => void;
const observers: { callback: Callback; disconnect: () => void }[] = [];
class FakeResizeObserver {
  callback: Callback;
  disconnect = vi.fn();
  constructor(callback: Callback) {
    this.callback = callback;
    observers.push(this);
  }
  observe() {}
  unobserve() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
  drawn.length = 0;
});

describe('ChartFrame', () => {
  it('draws the chart at the initial size on the server: width and height from the ratio, no inline style', () => {
    const html = renderToString(<ChartFrame {...props} />);
    expect(html).toContain('width="720" height="360" viewBox="0 0 720 360"');
    expect(html).not.toMatch(/\sstyle=/);
    expect(drawn).toEqual([{ width: 720, height: 360 }]);
    const html43 = renderToString(<ChartFrame {...props} ratio="4:3" initialWidth={600} />);
    expect(html43).toContain('width="600" height="450"');
    expect(renderToString(<ChartFrame {...props} initialWidth={640} initialHeight={300} />)).toContain('width="640" height="300"');
  });

  it('reserves the space with a ratio class for desktop and one for mobile', () => {
    const { container } = render(<ChartFrame {...props} ratio="16:9" mobileRatio="1:1" />);
    const box = container.querySelector('svg')!.parentElement!;
    expect(box.className).toMatch(/16:9|16\\:9|ratio_16/);
    expect(box.className.split(' ')).toHaveLength(3);
    expect(box.getAttribute('style')).toBeNull();
  });

  it('hydrates the server HTML without a mismatch, then follows the measured size', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<ChartFrame {...props} />);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(host, <ChartFrame {...props} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector('svg')!.getAttribute('width')).toBe('720');
    act(() => observers[0]!.callback([{ contentRect: { width: 358.4, height: 268.8 } }]));
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('358');
    expect(svg.getAttribute('height')).toBe('269');
    expect(svg.getAttribute('viewBox')).toBe('0 0 358 269');
    expect(host.querySelector('[data-testid="plot"]')!.getAttribute('width')).toBe('358');
    // A hidden box measures 0: the chart keeps its last size.
    act(() => observers[0]!.callback([{ contentRect: { width: 0, height: 0 } }]));
    expect(host.querySelector('svg')!.getAttribute('width')).toBe('358');
    act(() => root!.unmount());
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    errors.mockRestore();
    host.remove();
  });

  it('is a figure with a caption, an image named by its title and described by the summary', () => {
    render(<ChartFrame {...props} />);
    expect(screen.getByRole('figure', { name: '월별 객실 판매' })).toBeTruthy();
    const img = screen.getByRole('img', { name: '월별 객실 판매' });
    expect(img.getAttribute('aria-describedby')).toBe(img.querySelector('desc')!.id);
    expect(img.querySelector('desc')!.textContent).toBe('최고 8월, 최저 2월.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['객실 판매(실)', '점유율(%)']);
  });

  it('keeps a hidden caption for screen readers', () => {
    const { container } = render(<ChartFrame {...props} captionHidden />);
    expect(screen.getByRole('figure', { name: '월별 객실 판매' })).toBeTruthy();
    expect(container.querySelector('figcaption')!.className).not.toBe('');
  });

  it('offers the data as a table in a disclosure, closed by default and open on request', () => {
    const { rerender, container } = render(<ChartFrame {...props} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('데이터 표 보기');
    rerender(<ChartFrame {...props} tableOpen />);
    expect(container.querySelector('details')!.open).toBe(true);
    const table = screen.getByRole('table');
    expect(screen.getByRole('region', { name: '월별 객실 판매' }).getAttribute('tabindex')).toBe('0');
    expect([...table.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).toEqual(['월', '객실 판매(실)']);
    expect(table.querySelector('tbody th[scope="row"]')!.textContent).toBe('8월');
    expect(table.querySelector('tfoot')!.textContent).toBe('합계11,461');
  });

  it('shows the empty message instead of the chart, the legend and the table', () => {
    const { container } = render(<ChartFrame {...props} emptyLabel="표시할 데이터가 없습니다." />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.getByText('표시할 데이터가 없습니다.')).toBeTruthy();
  });
});
