import { describe, expect, it } from 'vitest';
import { change, pairMonths, sumPairs, totalRow } from '../../portal/reports/yearLines.ts';

const keys = ['room', 'fnb'] as const;
const m = (std_month: string, room: number, fnb: number) => ({ std_month, is_fixed: true, room, fnb, total: room + fnb });

describe('revenue and cost beside the year before (issue 12, point 2)', () => {
  it('pairs each month with the same month of the year before, and null where there was none', () => {
    const rows = pairMonths(keys, [m('202601', 100, 10), m('202602', 200, 20)], [m('202502', 150, 30)]);
    expect(rows[0]!.room).toEqual({ cur: 100, prev: null });
    expect(rows[1]!.room).toEqual({ cur: 200, prev: 150 });
    expect(rows[1]!.total).toEqual({ cur: 220, prev: 180 });
  });

  it('computes the change in won and in percent with one decimal, and no percent from nothing', () => {
    expect(change({ cur: 220, prev: 180 })).toEqual({ won: 40, percent: 22.2 });
    expect(change({ cur: 90, prev: 120 })).toEqual({ won: -30, percent: -25 });
    expect(change({ cur: 50, prev: 0 })).toEqual({ won: 50, percent: null });
    expect(change({ cur: 50, prev: null })).toEqual({ won: null, percent: null });
  });

  it('totals the year: sums of both sides; the year before null only when no month had one', () => {
    expect(sumPairs([{ cur: 1, prev: null }, { cur: 2, prev: 5 }])).toEqual({ cur: 3, prev: 5 });
    expect(sumPairs([{ cur: 1, prev: null }])).toEqual({ cur: 1, prev: null });
    const total = totalRow(keys, pairMonths(keys, [m('202601', 100, 10), m('202602', 200, 20)], [m('202501', 90, 9), m('202502', 150, 30)]));
    expect(total.total).toEqual({ cur: 330, prev: 279 });
    expect(total.room).toEqual({ cur: 300, prev: 240 });
  });
});
