import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '../../locales/languages.ts';

// Issue 28, point 8: two different charges both read "Management fee" in English, and the hotel's
// utilities and reserve (P&L cost lines, out of the pool) read like the unit's own maintenance fee
// (common areas, building utilities, long-term repair reserve). Each language names them apart and
// says why there are two.
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, Record<string, Record<string, string>>>;

describe.each([...locales])('the fee words in %s', (lang) => {
  const ui = read(lang, 'ui');
  const member = read(lang, 'member');
  const reports = read(lang, 'reports');
  const cost = ui.charts!.cost as unknown as Record<string, string>;
  const board = member.board as unknown as Record<string, string>;
  const unitFee = [member.home!.col!.managementFee, member.mypage!.fee, reports.income!.col!.management_fee, reports.income!.unitCol!.fee];

  it("names the operator's fee apart from the unit's maintenance fee", () => {
    for (const label of unitFee) expect(label).not.toBe(cost.management_fee);
  });

  it("names the hotel's utilities and FF&E reserve apart from the unit's building utilities and repair reserve", () => {
    expect(cost.utilities).not.toBe(board.utilityFee);
    expect(cost.ffe_reserve).not.toBe(board.reserveFee);
  });

  it('says on the cost report and beside the unit fees why both exist', () => {
    const apart = (reports.cost as unknown as Record<string, string>).apart;
    expect(apart?.length ?? 0).toBeGreaterThan(40);
    expect(board.feesNote?.length ?? 0).toBeGreaterThan(40);
  });
});
