// CSV export of a report table (issue 12): a file Excel opens correctly in Korean.

/** One column of a CSV file: its header, and the cell of a row (numbers as plain digits, so that Excel reads them as numbers). */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** Excel takes a file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * One cell: numbers as they are (no thousands separators, a dot for decimals); text quoted when it
 * holds a comma, quote or line break (RFC 4180); text that a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row, CRLF line ends (what Excel writes itself). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))))];
  return CSV_BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** A file name that every system keeps: letters, digits, '-', '_' and '.' only. */
export function csvFileName(...parts: (string | number)[]): string {
  return `${parts.map((p) => String(p).replace(/[^A-Za-z0-9_-]+/g, '-')).join('_')}.csv`;
}

/** Saves the text as a download (browser only). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
