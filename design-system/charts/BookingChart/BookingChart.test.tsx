// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { dailyBookings2025Aug, monthlyBookings2025 } from '../fixtures.ts';
import { chartText } from '../storyText.ts';
import { BookingChart, bookingScales, bookingSummary, type BookingChartProps } from './BookingChart.tsx';

const ko = chartText('ko');
const monthly: BookingChartProps = {
  data: monthlyBookings2025,
  ...ko.booking.monthly,
  summary: ko.booking.summary,
  tableLabel: ko.common.tableLabel,
  emptyLabel: ko.common.emptyLabel,
};

function ssr(props: BookingChartProps) {
  const html = renderToString(<BookingChart {...props} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  return { html, host };
}

describe('BookingChart', () => {
  it('renders a sized, non-empty chart on the server: bars and the occupancy line at the initial size', () => {
    const { html, host } = ssr({ ...monthly, initialWidth: 640, initialHeight: 320 });
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('640');
    expect(svg.getAttribute('height')).toBe('320');
    expect(svg.getAttribute('viewBox')).toBe('0 0 640 320');
    expect(svg.querySelectorAll('rect[data-label]')).toHaveLength(12);
    expect(svg.querySelectorAll('circle[data-label]')).toHaveLength(12);
    expect(svg.querySelector('path.visx-linepath')?.getAttribute('d')).toMatch(/^M/);
    // CSP: no inline style attribute anywhere in server HTML (CONTRIBUTING).
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('is an image with a title and a description naming the highest and lowest month', () => {
    const { host } = ssr(monthly);
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    const title = svg.querySelector('title')!;
    const desc = svg.querySelector('desc')!;
    expect(svg.getAttribute('aria-labelledby')).toBe(title.id);
    expect(svg.getAttribute('aria-describedby')).toBe(desc.id);
    expect(title.textContent).toBe('2025년 월별 객실 판매');
    // August (the summer peak) sells most; February (28 days of winter) least.
    const aug = monthlyBookings2025[7]!;
    const feb = monthlyBookings2025[1]!;
    expect(Math.max(...monthlyBookings2025.map((d) => d.rooms_sold))).toBe(aug.rooms_sold);
    expect(Math.min(...monthlyBookings2025.map((d) => d.rooms_sold))).toBe(feb.rooms_sold);
    expect(desc.textContent).toContain(`최고 8월 ${formatNumber(aug.rooms_sold)}실(점유율 ${formatPercent(aug.occ_rate)})`);
    expect(desc.textContent).toContain(`최저 2월 ${formatNumber(feb.rooms_sold)}실(점유율 ${formatPercent(feb.occ_rate)})`);
    expect(desc.textContent).not.toMatch(/\{\w+\}/);
  });

  it('offers every value, formatted, in the data table', () => {
    const { host } = ssr(monthly);
    const table = host.querySelector('details table')!;
    expect(host.querySelector('details summary')?.textContent).toBe('데이터 표 보기');
    const bodyRows = table.querySelectorAll('tbody tr');
    expect(bodyRows).toHaveLength(12);
    monthlyBookings2025.forEach((d, i) => {
      const cells = [...bodyRows[i]!.querySelectorAll('th, td')].map((c) => c.textContent);
      expect(cells).toEqual([`${i + 1}월`, formatNumber(d.rooms_sold), formatNumber(d.sales_available), formatPercent(d.occ_rate), formatNumber(d.room_fee)]);
    });
    const sold = monthlyBookings2025.reduce((a, d) => a + d.rooms_sold, 0);
    expect(table.querySelector('tfoot')?.textContent).toContain(formatNumber(sold));
  });

  it('draws the tallest bar for the month with the most rooms sold, and the line by occupancy', () => {
    const { host } = ssr(monthly);
    const bars = [...host.querySelectorAll('rect[data-label]')];
    const tallest = bars.reduce((a, b) => (Number(b.getAttribute('height')) > Number(a.getAttribute('height')) ? b : a));
    const shortest = bars.reduce((a, b) => (Number(b.getAttribute('height')) < Number(a.getAttribute('height')) ? b : a));
    expect(tallest.getAttribute('data-label')).toBe('202508');
    expect(shortest.getAttribute('data-label')).toBe('202502');
    const dots = [...host.querySelectorAll('circle[data-label]')];
    const highest = dots.reduce((a, b) => (Number(b.getAttribute('cy')) < Number(a.getAttribute('cy')) ? b : a));
    expect(highest.getAttribute('data-label')).toBe('202508');
  });

  it('maps values linearly from a zero baseline, with rate gridlines shared by both axes', () => {
    const { x, y, yRate, innerHeight, roomsTicks, rateTicks } = bookingScales(monthlyBookings2025, { width: 800, height: 400 }, true);
    expect(y(0)).toBe(innerHeight);
    expect(yRate(0)).toBe(innerHeight);
    expect(yRate(100)).toBe(0);
    expect(roomsTicks.map((t) => y(t))).toEqual(rateTicks.map((t) => yRate(t)));
    expect(Math.max(...monthlyBookings2025.map((d) => d.rooms_sold))).toBeLessThanOrEqual(roomsTicks.at(-1)!);
    expect(x.domain()).toEqual(monthlyBookings2025.map((d) => d.label));
    expect(x('202501')!).toBeLessThan(x('202512')!);
  });

  it('labels days on the x axis with the 1st and every 5th day', () => {
    const { host } = ssr({ ...monthly, data: dailyBookings2025Aug, period: 'daily', formatLabel: undefined, formatTick: undefined, initialWidth: 960 });
    expect(host.querySelectorAll('rect[data-label]')).toHaveLength(31);
    const ticks = [...host.querySelectorAll('.visx-axis-bottom text')].map((t) => t.textContent);
    expect(ticks).toEqual(['1', '5', '10', '15', '20', '25', '30']);
    expect(host.querySelector('tbody th')?.textContent).toBe('2025.08.01');
  });

  it('summarises the days by their highest and lowest', () => {
    const text = bookingSummary(dailyBookings2025Aug, '{max}|{min}', (l) => l);
    expect(text).toBe('20250815|20250831');
  });

  it('shows the empty message and no chart when there are no rows', () => {
    const { host } = ssr({ ...monthly, data: [] });
    expect(host.querySelector('svg')).toBeNull();
    expect(host.textContent).toContain('표시할 데이터가 없습니다.');
    expect(host.querySelector('figcaption')?.textContent).toBe('2025년 월별 객실 판매');
  });

  it('can leave out the occupancy line and its axis', () => {
    const { container } = render(<BookingChart {...monthly} showOccupancy={false} />);
    expect(container.querySelector('.visx-linepath')).toBeNull();
    expect(container.querySelector('.visx-axis-right')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });
});
