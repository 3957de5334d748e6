// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../format/format.ts';
import { monthlySales2025 } from '../fixtures.ts';
import { formatCompactWon } from '../private/format.ts';
import { stackedScales } from '../private/StackedBarPlot.tsx';
import { chartText } from '../storyText.ts';
import { SalesChart, revenueLines, salesSummary, type SalesChartProps } from './SalesChart.tsx';

const ko = chartText('ko');
const props: SalesChartProps = { data: monthlySales2025, ...ko.sales, ...ko.common, formatLabel: ko.monthShort, formatTick: ko.monthShort };

function ssr(p: SalesChartProps) {
  const html = renderToString(<SalesChart {...p} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  return { html, host };
}

const byTotal = [...monthlySales2025].sort((a, b) => b.total - a.total);

describe('SalesChart', () => {
  it('renders the stacked bars on the server at the initial size, without inline styles', () => {
    const { html, host } = ssr({ ...props, initialWidth: 800, initialHeight: 400 });
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('800');
    expect(svg.getAttribute('height')).toBe('400');
    // Every month has all four lines in the demo year.
    expect(svg.querySelectorAll('g[data-label]')).toHaveLength(12);
    expect(svg.querySelectorAll('rect[data-series]')).toHaveLength(12 * revenueLines.length);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('is an image titled and described by the year, its highest and its lowest month', () => {
    const { host } = ssr(props);
    const svg = host.querySelector('svg[role="img"]')!;
    expect(svg.querySelector('title')?.textContent).toBe('2025년 월별 매출');
    const desc = svg.querySelector('desc')!.textContent!;
    const year = monthlySales2025.reduce((a, d) => a + d.total, 0);
    expect(desc).toBe(
      `연간 매출 ${formatCompactWon(year)}. 최고 ${ko.monthShort(byTotal[0]!.std_month)} ${formatCompactWon(byTotal[0]!.total)}, 최저 ${ko.monthShort(byTotal.at(-1)!.std_month)} ${formatCompactWon(byTotal.at(-1)!.total)}.`,
    );
    expect(desc).toContain('최고 8월');
    expect(desc).toContain('최저 3월');
  });

  it('lists every amount in the table, with line totals and the year total', () => {
    const { host } = ssr(props);
    const head = [...host.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head).toEqual(['월', '객실', '식음료', '부대시설', '기타', '합계']);
    const rows = host.querySelectorAll('tbody tr');
    monthlySales2025.forEach((d, i) => {
      const cells = [...rows[i]!.querySelectorAll('td')].map((c) => c.textContent);
      expect(cells).toEqual([formatNumber(d.room), formatNumber(d.fnb), formatNumber(d.facility), formatNumber(d.other), formatNumber(d.total)]);
    });
    const foot = [...host.querySelectorAll('tfoot td')].map((c) => c.textContent);
    expect(foot.at(-1)).toBe(formatNumber(monthlySales2025.reduce((a, d) => a + d.total, 0)));
    expect(host.querySelector('caption')?.textContent).toContain('단위: 원');
  });

  it('stacks the lines so that the highest stack is the month with the most revenue', () => {
    const { host } = ssr(props);
    const tops = [...host.querySelectorAll('g[data-label]')].map((g) => ({
      label: g.getAttribute('data-label'),
      top: Math.min(...[...g.querySelectorAll('rect')].map((r) => Number(r.getAttribute('y')))),
    }));
    const highest = tops.reduce((a, b) => (b.top < a.top ? b : a));
    expect(highest.label).toBe(byTotal[0]!.std_month);
    // Room revenue sits at the bottom of each stack.
    const aug = host.querySelector('g[data-label="202508"]')!;
    const room = aug.querySelector('rect[data-series="room"]')!;
    const other = aug.querySelector('rect[data-series="other"]')!;
    expect(Number(room.getAttribute('y'))).toBeGreaterThan(Number(other.getAttribute('y')));
  });

  it('scales amounts from 0 to a round value over the largest month', () => {
    const series = revenueLines.map((key) => ({ key, color: 'series1' as const, value: (d: (typeof monthlySales2025)[number]) => d[key] }));
    const { y, ticks, innerHeight, stackTotal } = stackedScales(monthlySales2025, series, (d) => d.std_month, { width: 800, height: 400 }, formatCompactWon);
    expect(y(0)).toBe(innerHeight);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(byTotal[0]!.total);
    expect(stackTotal(monthlySales2025[7]!)).toBe(monthlySales2025[7]!.total);
  });

  it('shows totals over bars in 억', () => {
    const { host } = ssr({ ...props, initialWidth: 1200, initialHeight: 600 });
    const labels = [...host.querySelectorAll('g[data-label] text')].map((t) => t.textContent);
    expect(labels).toContain(formatCompactWon(monthlySales2025[7]!.total));
    expect(labels.every((l) => /억$/.test(l!))).toBe(true);
  });

  it('summarises nothing and shows the empty message without rows', () => {
    expect(salesSummary([], props.summary, ko.monthShort, formatCompactWon)).toBe('');
    const { host } = ssr({ ...props, data: [] });
    expect(host.querySelector('svg')).toBeNull();
    expect(host.textContent).toContain(ko.common.emptyLabel);
  });
});
