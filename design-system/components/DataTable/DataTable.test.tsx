// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../format/format.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';
import { DEFAULT_SUM_EXCLUDE, sumRows } from './sumRows.ts';

interface Row {
  saleDate: string;
  dow: string;
  roomsSold: number | null;
  salesAvailable: number;
  occRate: number;
  note: string;
  subtotal?: boolean;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'saleDate', header: '일자' },
  { key: 'dow', header: '요일' },
  { key: 'roomsSold', header: '판매 객실', align: 'end', format: formatNumber },
  { key: 'salesAvailable', header: '판매 가능', align: 'end', format: formatNumber },
  { key: 'occRate', header: '점유율', align: 'end' },
];

const rows: Row[] = [
  { saleDate: '20250801', dow: '금', roomsSold: 200, salesAvailable: 210, occRate: 95.2, note: 'a' },
  { saleDate: '20250802', dow: '토', roomsSold: 205, salesAvailable: 210, occRate: 97.6, note: 'b' },
  { saleDate: '20250803', dow: '일', roomsSold: null, salesAvailable: 212, occRate: 0, note: 'c' },
];

describe('sumRows (SPEC §2: a sum of every column except date and day of week)', () => {
  it('excludes saleDate and dow by default and sums the rest, null counting as 0', () => {
    expect(DEFAULT_SUM_EXCLUDE).toEqual(['saleDate', 'dow']);
    expect(sumRows(rows, columns)).toEqual({ roomsSold: 405, salesAvailable: 632, occRate: 192.8 });
  });

  it('keeps large sums exact (a year of revenue in won) and rounds float noise away', () => {
    type Money = { saleDate: string; fee: number };
    const cols: DataTableColumn<Money>[] = [{ key: 'saleDate', header: '' }, { key: 'fee', header: '' }];
    const year: Money[] = [{ saleDate: '1', fee: 12_545_140_750 }, { saleDate: '2', fee: 12_545_140_750 }];
    expect(sumRows(year, cols).fee).toBe(25_090_281_500);
    expect(Number.isInteger(sumRows(year, cols).fee)).toBe(true);
    expect(sumRows([{ saleDate: '1', fee: 0.1 }, { saleDate: '2', fee: 0.2 }], cols).fee).toBe(0.3);
  });

  it('skips non-numeric values, reads numeric strings, and totals null where nothing is numeric', () => {
    type Loose = { saleDate: string; a: unknown; b: unknown };
    const cols: DataTableColumn<Loose>[] = [{ key: 'saleDate', header: '' }, { key: 'a', header: '' }, { key: 'b', header: '' }];
    const loose: Loose[] = [
      { saleDate: 'x', a: 1, b: 'N/A' },
      { saleDate: 'y', a: '1,000', b: 'text' },
      { saleDate: 'z', a: Number.NaN, b: {} },
      { saleDate: 'w', a: undefined, b: '' },
    ];
    expect(sumRows(loose, cols)).toEqual({ a: 1001, b: null });
  });

  it('honours a custom exclude list, total none and a computed total', () => {
    const custom: DataTableColumn<Row>[] = [
      ...columns.slice(0, 3),
      { key: 'salesAvailable', header: '', total: 'none' },
      { key: 'occRate', header: '', total: (list) => list.reduce((s, r) => s + (r.roomsSold ?? 0), 0) / list.reduce((s, r) => s + r.salesAvailable, 0) },
    ];
    const totals = sumRows(rows, custom, ['saleDate']);
    expect(totals).toEqual({ dow: null, roomsSold: 405, occRate: 405 / 632 });
  });

  it('rounds away float noise', () => {
    const cols: DataTableColumn<{ v: number }>[] = [{ key: 'v', header: '' }];
    expect(sumRows([{ v: 0.1 }, { v: 0.2 }], cols, [])).toEqual({ v: 0.3 });
  });
});

describe('DataTable', () => {
  it('renders on the server without inline style attributes (CSP)', () => {
    expect(renderToString(<DataTable<Row> caption="c" columns={columns} rows={rows} emptyText="e" totalLabel="t" />)).not.toMatch(/\sstyle=/);
  });

  const renderTable = (extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
    render(<DataTable<Row> caption="일별 운영 현황" columns={columns} rows={rows} emptyText="자료 없음" totalLabel="월 합계" rowKey={(r) => r.saleDate} {...extra} />);

  it('has a caption, a focusable scroll region named by it, column headers and row headers', () => {
    renderTable();
    const region = screen.getByRole('region', { name: '일별 운영 현황' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: '일별 운영 현황' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['일자', '요일', '판매 객실', '판매 가능', '점유율']);
    expect(within(table).getByRole('rowheader', { name: '20250801' })).toBeTruthy();
  });

  it('shows the total row labelled monthly total, summing all but date and day of week', () => {
    renderTable();
    const total = screen.getByRole('rowheader', { name: '월 합계' });
    expect(total.getAttribute('colspan')).toBe('2');
    const cells = [...total.parentElement!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['405', '632', '192.8']);
    expect(total.closest('tfoot')).not.toBeNull();
  });

  it('shows subtotal rows with their label and their own values, and leaves them out of the total', () => {
    const withSub: Row[] = [...rows.slice(0, 2), { saleDate: '', dow: '', roomsSold: 405, salesAvailable: 420, occRate: 0, note: '', subtotal: true }, rows[2]!];
    renderTable({ rows: withSub, isSubtotal: (r) => r.subtotal === true, subtotalLabel: '소계', rowKey: (_r, i) => String(i) });
    const sub = screen.getByRole('rowheader', { name: '소계' });
    expect(sub.parentElement!.getAttribute('data-row')).toBe('subtotal');
    expect([...sub.parentElement!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['405', '420', '0']);
    const total = screen.getByRole('rowheader', { name: '월 합계' });
    expect([...total.parentElement!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['405', '632', '192.8']);
  });

  it('formats cells with the column format and aligns them', () => {
    renderTable();
    const cell = screen.getByRole('rowheader', { name: '20250803' }).parentElement!.querySelectorAll('td')[1]!;
    expect(cell.textContent).toBe('-');
  });

  it('shows the empty text and no total row without rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: '자료 없음' }).getAttribute('colspan')).toBe('5');
    expect(screen.queryByRole('rowheader', { name: '월 합계' })).toBeNull();
  });

  it('has no total row without a total label', () => {
    renderTable({ totalLabel: undefined });
    expect(document.querySelector('tfoot')).toBeNull();
  });
});
