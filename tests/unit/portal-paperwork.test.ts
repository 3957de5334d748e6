// @clock: the portal's Seoul day of an instant, whatever the host time zone
// Issue 13's pure rules: the business registration check digit, the booking inquiry's limits
// (SPEC §9) and the text the back office reads, the tax-invoice months and the payouts' sums.
import { describe, expect, it } from 'vitest';
import { businessDigits, hasValidCheckDigit } from '../../contracts/bizno.ts';
import { businessRegistration } from '../../contracts/member.ts';
import { addDays, seoulToday } from '../../portal/dates.ts';
import { bookingInquiry, bookingProblems, defaultBooking, nightsBetween } from '../../portal/screens/inquiries.ts';
import { earningsOf, monthlyTotals, taxMonths, type LedgerRow } from '../../portal/screens/myPageData.ts';

describe('business registration number', () => {
  it('accepts a number whose tenth digit checks the other nine, with or without hyphens, and refuses one digit off', () => {
    expect(hasValidCheckDigit('1248100998')).toBe(true);
    expect(hasValidCheckDigit('1248100999')).toBe(false);
    expect(hasValidCheckDigit('1234567890')).toBe(false);
    expect(businessDigits('124-81-00998')).toBe('1248100998');
    expect(businessDigits('12-481-00998')).toBeNull();
    expect(businessRegistration.parse('1248100998')).toBe('124-81-00998');
    expect(businessRegistration.safeParse('123-45-67890').success).toBe(false);
  });
});

describe('booking inquiry (SPEC §9)', () => {
  const today = '2026-11-25';
  const valid = { ...defaultBooking(today), place: 'sokcho', phone: '010-1234-5678' };
  it('starts with 2 adults, one room, one night from tomorrow, and is then complete', () => {
    expect(defaultBooking(today)).toMatchObject({ checkIn: '2026-11-26', checkOut: '2026-11-27', rooms: 1, adults: 2, childAges: [] });
    expect(bookingProblems(valid, today)).toEqual({});
  });
  it('refuses a stay under one night, more than 5 rooms, a room without an adult, a child without an age, a past date and a number that is not a mobile', () => {
    expect(bookingProblems({ ...valid, checkOut: valid.checkIn }, today).checkOut).toBe('minNights');
    expect(bookingProblems({ ...valid, rooms: 6, adults: 6 }, today).rooms).toBe('maxRooms');
    expect(bookingProblems({ ...valid, rooms: 3, adults: 2 }, today).rooms).toBe('roomsForParty');
    expect(bookingProblems({ ...valid, childAges: ['5', ''] }, today).childAges).toBe('childAge');
    expect(bookingProblems({ ...valid, checkIn: '2026-11-24' }, today).checkIn).toBe('past');
    expect(bookingProblems({ ...valid, phone: '02-123-4567' }, today).phone).toBe('phone');
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
  it('writes the inquiry the back office reads, in Korean', () => {
    const text = bookingInquiry({ ...valid, childAges: ['37m', '8'], request: '' });
    expect(text.title).toBe('[숙박 예약] 라온 리조트 속초 2026-11-26~2026-11-27 (1박, 객실 1개)');
    expect(text.content).toContain('인원: 성인 2명, 아동 2명 (37개월~3세, 8세)');
    expect(text.content).toContain('요청 사항: 없음');
  });
  it('counts days in Asia/Seoul: 15:30 UTC is already tomorrow there', () => {
    expect(seoulToday(new Date('2026-11-25T15:30:00Z'))).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('my page', () => {
  it('marks the year’s months closed, open or upcoming', () => {
    const months = taxMonths(2026, { '202609': 'Y', '202610': 'Y' }, '202611');
    expect(months.find((m) => m.ym === '202610')!.state).toBe('closed');
    expect(months.find((m) => m.ym === '202611')!.state).toBe('open');
    expect(months.find((m) => m.ym === '202612')!.state).toBe('future');
  });
  it('adds the units’ ledger by month (paid only when every unit’s transfer is made, carried when none is), and sums paid, scheduled and owed', () => {
    const row = (member_no: string, std_month: string, distribution: number, fee: number, owed: number, paid_on: string | null): LedgerRow => {
      const supply_vat = Math.round(distribution / 10);
      const fee_vat = Math.round(fee / 10);
      const settlement = distribution + supply_vat - fee - fee_vat;
      const transfer_amount = Math.max(0, settlement + owed);
      const status = transfer_amount === 0 ? 'CARRIED' : paid_on ? 'PAID' : 'SCHEDULED';
      return {
        member_no, std_month, distribution, supply_vat, management_fee: fee, fee_vat, settlement, brought_forward: owed, transfer_amount,
        carried_forward: Math.min(0, settlement + owed), transfer_due: '', paid_on: status === 'PAID' ? paid_on : null, transfer_ref: null, status,
      };
    };
    const rows = [
      row('a', '202609', 100, 30, 0, '2026-10-25'), // 110 − 33 = 77 paid
      row('b', '202609', 10, 50, 0, '2026-10-25'), // 11 − 55 = −44 carried
      row('a', '202610', 90, 30, 0, null), // 99 − 33 = 66 scheduled
      row('b', '202610', 40, 20, -44, null), // 44 − 22 − 44 = −22 carried
    ];
    expect(rows.map((r) => [r.transfer_amount, r.carried_forward, r.status])).toEqual([[77, 0, 'PAID'], [0, -44, 'CARRIED'], [66, 0, 'SCHEDULED'], [0, -22, 'CARRIED']]);
    expect(monthlyTotals(rows).map(({ std_month, distribution, supply_vat, fees, transfer_amount, carried_forward, paid_on, status }) => ({ std_month, distribution, supply_vat, fees, transfer_amount, carried_forward, paid_on, status }))).toEqual([
      { std_month: '202609', distribution: 110, supply_vat: 11, fees: 88, transfer_amount: 77, carried_forward: -44, paid_on: '2026-10-25', status: 'PAID' },
      { std_month: '202610', distribution: 130, supply_vat: 13, fees: 55, transfer_amount: 66, carried_forward: -22, paid_on: null, status: 'SCHEDULED' },
    ]);
    // Only the carried month of b: a carried month is never counted as paid or to be paid.
    expect(earningsOf([rows[1]!])).toEqual({ paid: 0, scheduled: 0, scheduledMonths: [], owed: -44 });
    expect(earningsOf(rows)).toEqual({ paid: 77, scheduled: 66, scheduledMonths: ['202610'], owed: -22 });
  });
});
