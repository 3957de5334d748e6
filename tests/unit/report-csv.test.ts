import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, toCsv } from '../../portal/reports/csv.ts';
import { operationFigures } from '../../contracts/kpi.ts';
import { monthlyOperationCsv, type OperRow } from '../../portal/reports/operationRows.ts';
import koReports from '../../locales/ko/reports.json';

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

describe('the monthly operation CSV (issue 28: a file an accountant can be sent)', () => {
  const t = (key: string) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], koReports) as string;
  const month = (saleDate: string, occRooms: number, roomFee: number): OperRow => ({
    saleDate, dow: '',
    ...operationFigures({ occRooms, dayUse: 0, ooooRooms: 0, housRooms: 0, compRooms: 0, salesAvailable: 3100, stay: occRooms, expArrvRooms: 0, expDeptRooms: 0, vacant: 3100 - occRooms, roomFee }),
  });

  it('heads its first column 월 and writes each month with its year, the year total last', () => {
    const lines = monthlyOperationCsv(t, [month('202607', 50, 5_000_000), month('202608', 80, 9_600_000)]).slice(1).split('\r\n');
    expect(lines[0]!.split(',')[0]).toBe('월');
    expect(lines[1]!.split(',').slice(0, 2)).toEqual(['2026-07', '50']);
    expect(lines[2]!.split(',')[0]).toBe('2026-08');
    expect(lines[3]!.split(',').slice(0, 2)).toEqual([koReports.operation.yearTotal, '130']);
  });
});
