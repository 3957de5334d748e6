// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../format/format.ts';
import { monthlyCosts2025 } from '../fixtures.ts';
import { formatCompactWon } from '../private/format.ts';
import { chartText } from '../storyText.ts';
import { CostChart, costLines, costLineTotals, costTotalsScales, type CostChartProps } from './CostChart.tsx';

const ko = chartText('ko');
const props: CostChartProps = {
  data: monthlyCosts2025,
  title: ko.cost.titleTotals,
  summary: ko.t.cost.summaryTotals,
  lineLabels: ko.cost.lineLabels,
  othersLabel: ko.cost.othersLabel,
  labels: ko.cost.labels,
  ...ko.common,
  formatLabel: ko.monthShort,
  formatTick: ko.monthShort,
};

function ssr(p: CostChartProps) {
  const html = renderToString(<CostChart {...p} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  return { html, host };
}

const yearOf = (key: (typeof costLines)[number]) => monthlyCosts2025.reduce((a, d) => a + d[key], 0);

describe('CostChart', () => {
  it('renders one bar per cost line on the server, largest first, without inline styles', () => {
    const { html, host } = ssr({ ...props, initialWidth: 720, initialHeight: 360 });
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('720');
    expect(svg.getAttribute('height')).toBe('360');
    const rows = [...svg.querySelectorAll('g[data-line]')];
    expect(rows).toHaveLength(12);
    const totals = rows.map((g) => Number(g.getAttribute('data-total')));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(rows[0]!.getAttribute('data-line')).toBe('labor');
    const widths = rows.map((g) => Number(g.querySelector('rect')!.getAttribute('width')));
    expect(Math.max(...widths)).toBe(widths[0]);
    expect(rows[0]!.textContent).toContain('인건비');
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('describes the year and names the largest and the smallest line', () => {
    const { host } = ssr(props);
    const svg = host.querySelector('svg[role="img"]')!;
    expect(svg.querySelector('title')?.textContent).toBe('2025년 비용 항목별 합계');
    const sorted = costLineTotals(monthlyCosts2025, ko.cost.lineLabels);
    const total = monthlyCosts2025.reduce((a, d) => a + d.total, 0);
    expect(svg.querySelector('desc')?.textContent).toBe(
      `연간 비용 ${formatCompactWon(total)}. 가장 큰 항목 인건비 ${formatCompactWon(yearOf('labor'))}, 가장 작은 항목 ${sorted.at(-1)!.label} ${formatCompactWon(sorted.at(-1)!.total)}.`,
    );
  });

  it('lists every line of every month in the table, with totals', () => {
    const { host } = ssr(props);
    const head = [...host.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head).toEqual(['항목', ...ko.t.monthShort, '합계']);
    const rows = host.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(costLines.length);
    costLines.forEach((key, i) => {
      const cells = [...rows[i]!.querySelectorAll('td')].map((c) => c.textContent);
      expect(cells).toEqual([...monthlyCosts2025.map((d) => formatNumber(d[key])), formatNumber(yearOf(key))]);
    });
    // Property tax is paid in July and September only: the other months show a dash (SPEC §5).
    expect(rows[costLines.indexOf('property_tax')]!.querySelectorAll('td')[0]!.textContent).toBe('-');
    const foot = [...host.querySelectorAll('tfoot td')].map((c) => c.textContent);
    expect(foot).toEqual([...monthlyCosts2025.map((d) => formatNumber(d.total)), formatNumber(monthlyCosts2025.reduce((a, d) => a + d.total, 0))]);
  });

  it('computes shares of the year and scales bar length by the total', () => {
    const totals = costLineTotals(monthlyCosts2025, ko.cost.lineLabels);
    expect(totals.reduce((a, t) => a + t.share, 0)).toBeCloseTo(100, 0);
    const { x, row } = costTotalsScales(totals, { width: 720, height: 360 }, formatCompactWon);
    expect(x(0)).toBe(0);
    expect(x(totals[0]!.total)).toBe(x.range()[1]);
    expect(row(totals[0]!.key)).toBe(0);
  });

  it('puts the line names above the bars on narrow widths', () => {
    const totals = costLineTotals(monthlyCosts2025, ko.cost.lineLabels);
    expect(costTotalsScales(totals, { width: 358, height: 477 }, formatCompactWon).narrow).toBe(true);
    expect(costTotalsScales(totals, { width: 720, height: 360 }, formatCompactWon).narrow).toBe(false);
  });

  it('stacks the four largest lines and the rest by month, with a legend, in the monthly view', () => {
    const { host } = ssr({ ...props, view: 'monthly', title: ko.cost.titleMonthly, summary: ko.t.cost.summaryMonthly });
    const legend = [...host.querySelectorAll('figure ul li')].map((li) => li.textContent);
    const top4 = costLineTotals(monthlyCosts2025, ko.cost.lineLabels).slice(0, 4).map((t) => t.label);
    expect(legend).toEqual([...top4, ko.cost.othersLabel]);
    const months = [...host.querySelectorAll('g[data-label]')];
    expect(months).toHaveLength(12);
    months.forEach((g, i) => expect(Number(g.getAttribute('data-total'))).toBe(monthlyCosts2025[i]!.total));
    const highest = months.reduce((a, b) => (Number(b.getAttribute('data-total')) > Number(a.getAttribute('data-total')) ? b : a));
    const topY = (g: Element) => Math.min(...[...g.querySelectorAll('rect')].map((r) => Number(r.getAttribute('y'))));
    expect(Math.min(...months.map(topY))).toBe(topY(highest));
    const desc = host.querySelector('desc')!.textContent!;
    expect(desc).toContain(`최고 ${ko.monthShort(highest.getAttribute('data-label')!)}`);
    expect(desc).toMatch(/최저 \d+월/);
  });

  it('shows the empty message without rows', () => {
    const { host } = ssr({ ...props, data: [] });
    expect(host.querySelector('svg')).toBeNull();
    expect(host.querySelector('details')).toBeNull();
    expect(host.textContent).toContain(ko.common.emptyLabel);
  });
});
