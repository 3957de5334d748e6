// @clock: instants formatted as Seoul dates, whatever the host time zone
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASH, INVALID_NUMBER_MESSAGE, compactWonFormatter, formatChange, formatChangePercent, formatDate, formatEok, formatNumber, formatOneDecimal, formatPercent, formatPhone, formatShare, formatWon,
  formatYearMonth, isValidShortDate, monthOptions, yearOptions,
} from './format.ts';

afterEach(() => vi.restoreAllMocks());

describe('formatNumber (SPEC §5)', () => {
  it.each([null, undefined, 0, '0', '0.0'])('shows a dash for %o', (v) => expect(formatNumber(v)).toBe(DASH));
  it.each([
    [1234567, '1,234,567'],
    ['1234567', '1,234,567'],
    [-98000, '-98,000'],
    [12.5, '12.5'],
    ['0.5', '0.5'],
    [1000000.25, '1,000,000.25'],
  ])('groups thousands: %o → %s', (v, out) => expect(formatNumber(v)).toBe(out));
  it('leaves text that is not a number as it is', () => expect(formatNumber('abc')).toBe('abc'));
  it('groups and rounds exactly as Intl.NumberFormat en-US would, for amounts of any size and sign', () => {
    const intl = (n: number, digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 1000), fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.constantFrom(0.125, -0.125, 2.675, 1.005, 999.995, 99999.995, 9.95, 0.05, -999.5, 0.04, -0.04, -0, 1e-7, 5e-7)), (n) => {
        expect(formatOneDecimal(n)).toBe(intl(n, 1));
        if (Number.isInteger(n) && n !== 0) expect(formatNumber(n)).toBe(intl(n, 0));
        if (!Number.isInteger(n)) expect(formatNumber(n)).toBe(intl(n, Math.min(String(n).split('.')[1]?.length ?? 0, 2)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatOneDecimal (SPEC §5, §8)', () => {
  it.each([[96.54, '96.5'], ['3', '3.0'], [0, '0.0'], [1234.56, '1,234.6'], [-0.04, '-0.0']])('%o → %s', (v, out) => expect(formatOneDecimal(v)).toBe(out));
  it.each([null, undefined, 'abc', '', NaN, Infinity])('answers N/A and logs the error for %o', (v) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatOneDecimal(v as number)).toBe('N/A');
    expect(error).toHaveBeenCalledWith(INVALID_NUMBER_MESSAGE);
  });
});

describe('formatShare (issue 12: share ratios)', () => {
  it('shows a part of 1 as a percent with four decimals, without binary residue', () => {
    expect(formatShare(0.002431)).toBe('0.2431%');
    expect(formatShare(0.0024310001)).toBe('0.2431%');
    expect(formatShare(0.00243105)).toBe('0.2431%');
    expect(formatShare(0.5)).toBe('50.0000%');
    expect(formatShare(1)).toBe('100.0000%');
  });
  it('shows a dash for null, 0 and what is not a number', () => {
    for (const v of [null, undefined, 0, Number.NaN]) expect(formatShare(v)).toBe(DASH);
  });
});

describe('formatChange and formatChangePercent (issue 12: beside the year before)', () => {
  it('signs a rise and a fall, with separators and one decimal', () => {
    expect(formatChange(1234567)).toBe('+1,234,567');
    expect(formatChange(-52000)).toBe('-52,000');
    expect(formatChangePercent(12.46)).toBe('+12.5%');
    expect(formatChangePercent(-3)).toBe('-3.0%');
  });
  it('shows a dash for no change and for nothing to compare with', () => {
    for (const v of [0, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatChange(v)).toBe(DASH);
      expect(formatChangePercent(v)).toBe(DASH);
    }
  });
});

describe('formatPercent', () => {
  it('shows one decimal and %', () => {
    expect(formatPercent(96.456)).toBe('96.5%');
    expect(formatPercent('44.8')).toBe('44.8%');
    expect(formatPercent(100)).toBe('100.0%');
  });
  it('shows a dash for nothing and N/A for text', () => {
    expect(formatPercent(0)).toBe(DASH);
    expect(formatPercent(null)).toBe(DASH);
    expect(formatPercent('x')).toBe('N/A');
  });
});

describe('isValidShortDate (SPEC §5)', () => {
  it.each(['26.11.21', '00.01.01'])('accepts %s', (v) => expect(isValidShortDate(v)).toBe(true));
  it.each(['2026.11.21', '26-11-21', '26.1.21', ' 26.11.21', 261121, null, '26.11.21.'])('refuses %o', (v) => expect(isValidShortDate(v)).toBe(false));
});

describe('formatPhone (SPEC §5)', () => {
  it.each([
    ['15882040', '1588-2040'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0336301000', '033-630-1000'],
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['(033) 630 1000', '033-630-1000'],
    ['12345', '12345'],
    ['021234', '021234'],
    ['023456789012', '023456789012'],
    ['', ''],
  ])('%s → %s', (v, out) => expect(formatPhone(v)).toBe(out));
  it('shows nothing for null', () => expect(formatPhone(null)).toBe(''));
});

describe('money, dates and choices', () => {
  it('shows money in 억 with one decimal at most', () => {
    expect(formatEok(1_234_567_890)).toBe('12.3 억');
    expect(formatEok(300_000_000)).toBe('3 억');
    expect(formatEok('25000000000')).toBe('250 억');
    expect(formatEok(0)).toBe(DASH);
  });

  it('writes compact money in the page\'s language: 억/만 in Korean only (issue 28)', () => {
    expect(compactWonFormatter('ko')(37_024_460)).toBe('3,702만');
    expect(compactWonFormatter('ko')(1_234_567_890)).toBe('12.3억');
    expect(compactWonFormatter('en')(3_702_446)).toBe('3.7M');
    expect(compactWonFormatter('en')(1_234_567_890)).toBe('1.2B');
    expect(compactWonFormatter('en')(0)).toBe('0');
    expect(compactWonFormatter('ja')(3_702_446)).toBe('370.2万');
    for (const locale of ['en', 'es', 'th', 'vi', 'mn', 'pt']) expect(compactWonFormatter(locale)(123_456_789)).not.toMatch(/[억만]/);
  });
  it('shows won with separators and the unit', () => {
    expect(formatWon(159000)).toBe('159,000원');
    expect(formatWon(0)).toBe(DASH);
    expect(formatWon(5000, ' KRW')).toBe('5,000 KRW');
  });
  it.each([
    ['2026-11-21', '2026.11.21'],
    ['20261121', '2026.11.21'],
    ['2026-11-20T15:30:00.000Z', '2026.11.21'],
    [new Date('2026-01-05T00:00:00+09:00'), '2026.01.05'],
    ['not a date', DASH],
    [null, DASH],
  ])('dates %o as %s', (v, out) => expect(formatDate(v)).toBe(out));
  it('shows a year-month', () => expect(formatYearMonth('202611')).toBe('2026.11'));
  it('offers the years from 2022 to this year, newest first, with the suffix', () => {
    expect(yearOptions(2026, '년')).toEqual([
      { value: 2026, label: '2026년' }, { value: 2025, label: '2025년' }, { value: 2024, label: '2024년' }, { value: 2023, label: '2023년' }, { value: 2022, label: '2022년' },
    ]);
    expect(yearOptions(2022, '')).toEqual([{ value: 2022, label: '2022' }]);
  });
  it('offers the months 1 to 12 with the suffix', () => {
    const months = monthOptions('월');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: 1, label: '1월' });
    expect(months[11]).toEqual({ value: 12, label: '12월' });
  });
});
