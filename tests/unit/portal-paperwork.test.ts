// @clock: the portal's Seoul day of an instant, whatever the host time zone
// Issue 13's pure rules: the business registration check digit, the booking inquiry's limits
// (SPEC §9) and the text the back office reads, the tax-invoice months and the payouts' sums.
import { describe, expect, it } from 'vitest';
import { businessDigits, hasValidCheckDigit } from '../../contracts/bizno.ts';
import { businessRegistration } from '../../contracts/member.ts';
import { addDays, seoulToday } from '../../portal/dates.ts';
import { bookingInquiry, bookingProblems, defaultBooking, nightsBetween } from '../../portal/screens/inquiries.ts';
import { earningsOf, monthlyTotals, taxMonths } from '../../portal/screens/myPageData.ts';

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
  it('adds the units’ payouts by month, a month paid only when every unit’s part was, and sums paid and unpaid', () => {
    const rows = [
      { member_no: 'a', std_month: '202609', distribution: 100, management_fee: 30, net_amount: 70, paid_on: '2026-10-25' },
      { member_no: 'b', std_month: '202609', distribution: 50, management_fee: 20, net_amount: 30, paid_on: '2026-10-25' },
      { member_no: 'a', std_month: '202610', distribution: 90, management_fee: 30, net_amount: 60, paid_on: '2026-11-25' },
      { member_no: 'b', std_month: '202610', distribution: 40, management_fee: 20, net_amount: 20, paid_on: null },
    ];
    expect(monthlyTotals(rows)).toEqual([
      { std_month: '202609', distribution: 150, management_fee: 50, net_amount: 100, paid_on: '2026-10-25' },
      { std_month: '202610', distribution: 130, management_fee: 50, net_amount: 80, paid_on: null },
    ]);
    expect(earningsOf(rows)).toEqual({ paid: 160, unpaid: 20, unpaidMonths: ['202610'] });
  });
});
