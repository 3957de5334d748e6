import { describe, expect, it } from 'vitest';
import { dayNumber, formatCompactWon, formatTickNumber, formatTickPercent, monthNumber } from './format.ts';
import { estimateTextWidth, evenTicks, niceMax, niceStep, thin } from './layout.ts';
import { extremes, sum } from './stats.ts';
import { fillTemplate } from './template.ts';

describe('chart formats', () => {
  it('writes money compactly in 억 and 만 (SPEC §9)', () => {
    expect(formatCompactWon(0)).toBe('0');
    expect(formatCompactWon(120_000_000)).toBe('1.2억');
    expect(formatCompactWon(3_224_500_000)).toBe('32.2억');
    expect(formatCompactWon(2_800_000_000)).toBe('28억');
    expect(formatCompactWon(1_234_500_000_000)).toBe('12,345억');
    expect(formatCompactWon(34_000_000)).toBe('3,400만');
    expect(formatCompactWon(99_996_000)).toBe('1억');
    expect(formatCompactWon(-20_950_000)).toBe('-2,095만');
    expect(formatCompactWon(9_500)).toBe('9,500');
  });

  it('keeps 0 on axes and whole percents', () => {
    expect(formatTickNumber(0)).toBe('0');
    expect(formatTickNumber(12_000)).toBe('12,000');
    expect(formatTickPercent(75)).toBe('75%');
    expect(monthNumber('202508')).toBe('8');
    expect(dayNumber('20250805')).toBe('5');
  });

  it('fills placeholders of a translated sentence and leaves unknown ones', () => {
    expect(fillTemplate('최고 {max} {maxValue}, {x}', { max: '8월', maxValue: '11,461' })).toBe('최고 8월 11,461, {x}');
  });
});

describe('chart layout', () => {
  it('picks round steps and tops', () => {
    expect(niceStep(2865)).toBe(3000);
    expect(niceStep(2400)).toBe(2500);
    expect(niceStep(0.7)).toBe(0.8);
    expect(niceMax(11_461, 4)).toBe(12_000);
    expect(niceMax(4_240_000_000, 4)).toBe(4_800_000_000);
    expect(evenTicks(100, 4)).toEqual([0, 25, 50, 75, 100]);
  });

  it('estimates Hangul wider than digits, and thins labels that do not fit', () => {
    expect(estimateTextWidth('인건비', 12)).toBe(36);
    expect(estimateTextWidth('10', 12)).toBeLessThan(estimateTextWidth('10월', 12));
    expect(thin([1, 2, 3, 4, 5], 40, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(thin([1, 2, 3, 4, 5], 20, 20)).toEqual([1, 3, 5]);
  });

  it('finds the first highest and lowest rows', () => {
    const rows = [{ v: 2 }, { v: 5 }, { v: 1 }, { v: 5 }];
    expect(extremes(rows, (r) => r.v)).toEqual({ max: rows[1], min: rows[2] });
    expect(extremes([], (r: { v: number }) => r.v)).toBeNull();
    expect(sum(rows, (r) => r.v)).toBe(13);
  });
});
