// Issue 28: the portal's chosen month in the address (?ym=2026-07): read back only when it is a
// month the portal has figures for.
import { describe, expect, it } from 'vitest';
import { monthFromAddress, monthParam } from '../../portal/stores/chosenMonth.ts';

describe('the month in the address', () => {
  it('writes a month as YYYY-MM and reads it back', () => {
    expect(monthParam({ year: 2026, month: 7 })).toBe('2026-07');
    expect(monthFromAddress('2026-07', '2026-11-27')).toEqual({ year: 2026, month: 7 });
  });

  it('ignores what is not a month the portal has: malformed, before 2022, after this month in Seoul', () => {
    for (const value of [null, '', '2026-7', '202607', '2026-13', '2026-00', '2026-07x', ' 2026-07']) expect(monthFromAddress(value, '2026-11-27'), String(value)).toBeNull();
    expect(monthFromAddress('2021-12', '2026-11-27')).toBeNull();
    expect(monthFromAddress('2022-01', '2026-11-27')).toEqual({ year: 2022, month: 1 });
    expect(monthFromAddress('2026-12', '2026-11-27')).toBeNull();
    expect(monthFromAddress('2026-12', '2026-12-01')).toEqual({ year: 2026, month: 12 });
  });
});
