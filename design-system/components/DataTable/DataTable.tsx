import { useId, type ReactNode } from 'react';
import * as s from './DataTable.css.ts';
import { DEFAULT_SUM_EXCLUDE, sumRows, type ColumnTotals } from './sumRows.ts';

export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

interface ColumnFor<Row, K extends keyof Row & string> {
  /** The row field shown in this column. */
  key: K;
  /** Column header text. */
  header: ReactNode;
  /** Horizontal alignment of header and cells. @default 'start' */
  align?: DataTableAlign;
  /** Turns the value into text (numbers, dates and money through format.ts); also used for total and subtotal rows. @default String(value) */
  format?: (value: Row[K]) => ReactNode;
  /**
   * What the total row shows: the plain sum (SPEC §2), nothing, or a value computed from the rows
   * (e.g. a recomputed occupancy instead of a sum of percentages). @default 'sum'
   */
  total?: 'sum' | 'none' | ((rows: readonly Row[]) => Row[K] | number | null);
}

/** One column of a DataTable, typed by its row field. */
export type DataTableColumn<Row> = { [K in keyof Row & string]: ColumnFor<Row, K> }[keyof Row & string];

export interface DataTableProps<Row extends object> {
  /** Table caption: what the figures are (and the name of the scroll region). */
  caption: string;
  /** Hide the caption visually (screen readers still read it). @default false */
  captionHidden?: boolean;
  /** The columns, in order; the first one holds the row headers. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows; subtotal rows among them are marked by `isSubtotal`. */
  rows: readonly Row[];
  /** A stable key per row. @default the row index */
  rowKey?: (row: Row, index: number) => string;
  /** Marks rows that are subtotals: shown emphasised, labelled `subtotalLabel`, left out of the total. @default no subtotal rows */
  isSubtotal?: (row: Row) => boolean;
  /** Label of subtotal rows (SPEC §2 'subtotal'). @default '' */
  subtotalLabel?: string;
  /** Label of the total row (SPEC §2: 'total sum' shown as 'monthly total'); the total row is shown only when set. */
  totalLabel?: string;
  /** Column keys the total row does not sum. @default ['saleDate', 'dow'] */
  sumExclude?: readonly string[];
  /** Text shown in place of rows when there are none. */
  emptyText: string;
  /** Keep the header row visible while the table scrolls (the region is then limited in height). @default true */
  stickyHeader?: boolean;
  /** Extra class on the scroll region. */
  className?: string;
}

const alignClass = (align: DataTableAlign | undefined) => s.align[align ?? 'start'];

/** A cell's text: the column's format sees every row value (null included: formatNumber shows a dash). */
function show<Row>(column: DataTableColumn<Row>, value: unknown): ReactNode {
  const format = column.format as ((v: unknown) => ReactNode) | undefined;
  if (format) return format(value);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A typed table of figures (SPEC §2 operation screens): caption, sticky header, a horizontally
 * scrolling, keyboard-focusable region on narrow screens, subtotal rows and a total row that sums
 * every column except the date and the day of the week.
 */
export function DataTable<Row extends object>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey = (_row, index) => String(index),
  isSubtotal,
  subtotalLabel = '',
  totalLabel,
  sumExclude = DEFAULT_SUM_EXCLUDE,
  emptyText,
  stickyHeader = true,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  // The label of a total or subtotal row spans the leading columns that have no total (date, day).
  const excluded = (column: DataTableColumn<Row>) => sumExclude.includes(column.key) || column.total === 'none';
  let labelSpan = 0;
  while (labelSpan < columns.length && excluded(columns[labelSpan]!)) labelSpan++;
  labelSpan = Math.max(labelSpan, 1);
  const detailRows = isSubtotal ? rows.filter((row) => !isSubtotal(row)) : rows;
  const totals: ColumnTotals<Row> | null = totalLabel !== undefined && rows.length > 0 ? sumRows(detailRows, columns, sumExclude) : null;

  const summaryRow = (label: string, values: (column: DataTableColumn<Row>) => unknown, kind: 'subtotal' | 'total', key: string) => (
    <tr key={key} className={kind === 'total' ? s.totalRow : s.subtotalRow} data-row={kind}>
      <th scope="row" colSpan={labelSpan} className={[s.cell, s.rowHeader, s.align.center].join(' ')}>
        {label}
      </th>
      {columns.slice(labelSpan).map((column) => (
        <td key={column.key} className={[s.cell, alignClass(column.align)].join(' ')}>
          {kind === 'total' && (excluded(column) || values(column) === null || values(column) === undefined) ? '' : show(column, values(column))}
        </td>
      ))}
    </tr>
  );

  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={[s.region, stickyHeader ? s.regionLimited : '', className ?? ''].filter(Boolean).join(' ')}>
      <table className={s.table}>
        <caption id={captionId} className={captionHidden ? s.captionHidden : s.caption}>
          {caption}
        </caption>
        <thead className={stickyHeader ? s.stickyHead : undefined}>
          <tr>
            {columns.map((column, i) => (
              <th key={column.key} scope="col" className={[s.cell, s.headCell, i === 0 ? s.firstColumn : '', alignClass(column.align)].join(' ')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={[s.cell, s.empty].join(' ')}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = rowKey(row, index);
              if (isSubtotal?.(row)) return summaryRow(subtotalLabel, (column) => row[column.key as keyof Row], 'subtotal', key);
              return (
                <tr key={key} className={s.row}>
                  {columns.map((column, i) =>
                    i === 0 ? (
                      <th key={column.key} scope="row" className={[s.cell, s.rowHeader, alignClass(column.align)].join(' ')}>
                        {show(column, row[column.key as keyof Row])}
                      </th>
                    ) : (
                      <td key={column.key} className={[s.cell, alignClass(column.align)].join(' ')}>
                        {show(column, row[column.key as keyof Row])}
                      </td>
                    ),
                  )}
                </tr>
              );
            })
          )}
        </tbody>
        {totals && totalLabel !== undefined && (
          <tfoot>{summaryRow(totalLabel, (column) => totals[column.key as keyof Row], 'total', 'total')}</tfoot>
        )}
      </table>
    </div>
  );
}
