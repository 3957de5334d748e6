// @clock: the newest year offered defaults to the current year
// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_YEAR, YearMonthSelect } from './YearMonthSelect.tsx';

const ko = { year: '연도', month: '월', yearSuffix: '년', monthSuffix: '월' };
const options = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);

describe('YearMonthSelect (SPEC §9: years 2022..current descending, months 1..12, with suffixes)', () => {
  it('renders on the server without inline style attributes (CSP)', () => {
    expect(renderToString(<YearMonthSelect value={{ year: 2025, month: 8 }} onChange={() => {}} labels={ko} currentYear={2025} />)).not.toMatch(/\sstyle=/);
  });

  it('offers the years from the current year down to 2022 with the year suffix', () => {
    render(<YearMonthSelect value={{ year: 2025, month: 8 }} onChange={() => {}} labels={ko} currentYear={2025} />);
    const year = screen.getByRole('combobox', { name: '연도' });
    expect(FIRST_YEAR).toBe(2022);
    expect(options(year)).toEqual([
      ['2025', '2025년'],
      ['2024', '2024년'],
      ['2023', '2023년'],
      ['2022', '2022년'],
    ]);
    expect((year as HTMLSelectElement).value).toBe('2025');
  });

  it('offers the year alone for reports of a whole year, keeping the month of the value', () => {
    const onChange = vi.fn();
    render(<YearMonthSelect value={{ year: 2025, month: 8 }} onChange={onChange} labels={ko} currentYear={2025} showMonth={false} />);
    expect(screen.queryByRole('combobox', { name: '월' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '연도' }), { target: { value: '2023' } });
    expect(onChange).toHaveBeenCalledWith({ year: 2023, month: 8 });
  });

  it('offers the twelve months with the month suffix', () => {
    render(<YearMonthSelect value={{ year: 2025, month: 8 }} onChange={() => {}} labels={ko} currentYear={2025} />);
    const month = screen.getByRole('combobox', { name: '월' });
    expect(options(month)).toEqual(Array.from({ length: 12 }, (_, i) => [String(i + 1), `${i + 1}월`]));
    expect((month as HTMLSelectElement).value).toBe('8');
  });

  it('uses no suffix in English and defaults the newest year to this year', () => {
    render(<YearMonthSelect value={{ year: 2022, month: 1 }} onChange={() => {}} labels={{ year: 'Year', month: 'Month', yearSuffix: '', monthSuffix: '' }} />);
    const years = options(screen.getByRole('combobox', { name: 'Year' }));
    const seoulYear = String(new Date(Date.now() + 9 * 3_600_000).getUTCFullYear());
    expect(years[0]).toEqual([seoulYear, seoulYear]);
    expect(years.at(-1)).toEqual(['2022', '2022']);
  });

  it('defaults the newest year to Seoul\'s: on 31 December at 16:00 UTC it is already next year', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T16:00:00Z'), toFake: ['Date'] });
    try {
      render(<YearMonthSelect value={{ year: 2026, month: 12 }} onChange={() => {}} labels={{ year: 'Year', month: 'Month', yearSuffix: '', monthSuffix: '' }} />);
    } finally {
      vi.useRealTimers();
    }
    const years = options(screen.getAllByRole('combobox', { name: 'Year' }).at(-1)!);
    expect(years[0]).toEqual(['2027', '2027']);
    expect(years.at(-1)).toEqual(['2022', '2022']);
    expect(options(screen.getByRole('combobox', { name: 'Month' }))[11]).toEqual(['12', '12']);
  });

  it('reports the new year or month with the other part unchanged', () => {
    const onChange = vi.fn();
    render(<YearMonthSelect value={{ year: 2025, month: 8 }} onChange={onChange} labels={ko} currentYear={2025} />);
    fireEvent.change(screen.getByRole('combobox', { name: '연도' }), { target: { value: '2023' } });
    expect(onChange).toHaveBeenLastCalledWith({ year: 2023, month: 8 });
    fireEvent.change(screen.getByRole('combobox', { name: '월' }), { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith({ year: 2025, month: 12 });
  });

  it('groups the pair under a name when given', () => {
    render(<YearMonthSelect value={{ year: 2025, month: 8 }} onChange={() => {}} labels={ko} currentYear={2025} groupLabel="조회 기간" />);
    expect(screen.getByRole('group', { name: '조회 기간' })).toBeTruthy();
  });
});
