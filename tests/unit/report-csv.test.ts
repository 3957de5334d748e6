import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, toCsv } from '../../portal/reports/csv.ts';

describe('report CSV (issue 12: Excel opens it correctly in Korean)', () => {
  it('starts with the UTF-8 byte order mark and ends lines with CRLF', () => {
    const csv = toCsv([{ header: '일자', value: (r: { d: string; n: number }) => r.d }, { header: '매출(원)', value: (r) => r.n }], [{ d: '2026.10.01', n: 1234567 }]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('일자,매출(원)\r\n2026.10.01,1234567\r\n');
  });

  it('writes numbers as plain digits, blanks for null, and quotes text with commas, quotes or line breaks', () => {
    expect(csvCell(1234567)).toBe('1234567');
    expect(csvCell(-52000)).toBe('-52000');
    expect(csvCell(83.25)).toBe('83.25');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('가, 나')).toBe('"가, 나"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('names files with safe characters only', () => {
    expect(csvFileName('operation', '2026-10', '13-1203-01')).toBe('operation_2026-10_13-1203-01.csv');
    expect(csvFileName('a/b', '한글')).toBe('a-b_-.csv');
  });
});
