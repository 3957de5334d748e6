// @vitest-environment jsdom
// Issue 29, point 1: what a guest asks the booking site for. The query the site writes is the one
// the booking site's stand-in reads back; a stay is at least one night, from today in Seoul; the
// reservation store keeps the visit's choice (session storage) and never a stay that has passed.
import { afterEach, describe, expect, it } from 'vitest';
import { bookingQuery, stayProblems, type BookingSearch } from '../../contracts/booking.ts';
import { bookingQuerySchema } from '../../contracts/booking-query.ts';
import { searchUrl } from '../../site/lib/booking.ts';
import { RESERVATION_STORAGE_KEY, createReservationStore, reservationSearch, restoreReservation, setReservationHotel } from '../../site/stores/reservation.ts';
import { setRoomCount, setRoomGuests, setStay } from '../../site/stores/reservationEdits.ts';

const search: BookingSearch = { hotelCode: 'RAONSC', checkIn: '2026-12-24', checkOut: '2026-12-26', rooms: [{ adults: 2, children: 1 }, { adults: 1, children: 0 }], offer: { kind: 'promotion', seq: 3 } };

afterEach(() => sessionStorage.clear());

describe('the booking site\'s start query', () => {
  it('carries the hotel, the stay, each room\'s party and the offer, and reads back as written', () => {
    const url = new URL(searchUrl('/booking-standin', search, 'https://raon.example'));
    expect(url.pathname).toBe('/booking-standin/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({ hotel_code: 'RAONSC', check_in: '2026-12-24', check_out: '2026-12-26', rooms: '2', adults: '2,1', children: '1,0', promotion_seq: '3' });
    const read = bookingQuerySchema.parse(Object.fromEntries(url.searchParams));
    expect(read).toMatchObject({ hotel_code: 'RAONSC', check_in: '2026-12-24', check_out: '2026-12-26', rooms: 2, adults: [2, 1], children: [1, 0], promotion_seq: 3 });
    expect(bookingQuery({ ...search, offer: undefined, roomSeq: 17 }).room_seq).toBe('17');
  });

  it('still accepts the booking site\'s own links with the hotel alone', () => {
    expect(bookingQuerySchema.parse({ hotel_code: 'RAONNS', p: 'myPage' })).toEqual({ hotel_code: 'RAONNS', p: 'myPage' });
  });

  it('refuses what is not a stay or a party, saying which part is wrong', () => {
    const problems = (query: Record<string, string>) => {
      const parsed = bookingQuerySchema.safeParse({ hotel_code: 'RAONSC', ...query });
      return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
    };
    expect(problems({ check_in: '2026-12-24', check_out: '2026-12-24' })).toEqual(['check_out']);
    expect(problems({ check_in: '2026-02-30', check_out: '2026-03-02' })).toContain('check_in');
    expect(problems({ check_in: '2026-12-24' })).toEqual(['check_out']);
    expect(problems({ rooms: '6', adults: '2,2,2,2,2,2' })).toContain('rooms');
    expect(problems({ rooms: '2', adults: '2' })).toEqual(['adults']);
    expect(problems({ adults: '2,0' })).toEqual(['adults']);
    expect(problems({ adults: '2', children: '1,1' })).toEqual(['children']);
    expect(problems({ promotion_seq: '1', package_seq: '2' })).toEqual(['package_seq']);
  });
});

describe('a stay', () => {
  it('starts today or later in Seoul, lasts 1 to 30 nights and begins within a year', () => {
    expect(stayProblems('2026-11-28', '2026-11-29', '2026-11-28')).toEqual({});
    expect(stayProblems('2026-11-27', '2026-11-29', '2026-11-28')).toEqual({ checkIn: 'past' });
    expect(stayProblems('2026-11-28', '2026-11-28', '2026-11-28')).toEqual({ checkOut: 'minNights' });
    expect(stayProblems('2026-11-28', '2026-12-29', '2026-11-28')).toEqual({ checkOut: 'maxNights' });
    expect(stayProblems('2027-11-29', '2027-11-30', '2026-11-28')).toEqual({ checkIn: 'tooFar' });
    expect(stayProblems('', '', '2026-11-28')).toEqual({ checkIn: 'past', checkOut: 'minNights' });
  });
});

describe('the reservation store', () => {
  it('moves the check-out with a check-in moved past it, keeping the nights', () => {
    const store = createReservationStore(Date.parse('2026-11-28T03:00:00Z'));
    setStay(store, { startDate: '2026-12-01', endDate: '2026-12-04' });
    setStay(store, { startDate: '2026-12-10' });
    expect(store.reservationDate).toEqual({ startDate: '2026-12-10', endDate: '2026-12-13' });
    setStay(store, { startDate: '2026-12-11' });
    expect(store.reservationDate).toEqual({ startDate: '2026-12-11', endDate: '2026-12-13' });
  });

  it('holds 1 to 5 rooms, each with 1 to 6 adults and up to 4 children', () => {
    const store = createReservationStore();
    setRoomCount(store, 9);
    expect(store.reservationInfo).toHaveLength(5);
    setRoomCount(store, 2);
    setRoomGuests(store, 1, { adult: 0, kid: 7 });
    expect(store.reservationInfo).toEqual([{ adult: 2, kid: 0, pet: 0 }, { adult: 1, kid: 4, pet: 0 }]);
    expect(reservationSearch(store, 'RAONSC', { roomSeq: 4 }).rooms).toEqual([{ adults: 2, children: 0 }, { adults: 1, children: 4 }]);
  });

  it('keeps the visit\'s choice in session storage and restores it on the next page', () => {
    const first = createReservationStore();
    setReservationHotel(first, { hotel_seq: 102, hotel_name: '라온 호텔 낙산', hotel_name_en: 'RAON Hotel Naksan', booking_hotel_code: 'RAONNS' });
    setStay(first, { startDate: '2026-12-24', endDate: '2026-12-26' });
    setRoomCount(first, 2);
    const next = createReservationStore();
    restoreReservation(next, '2026-11-28');
    expect(next.reservationHotel).toEqual({ seq: 102, code: 'RAONNS', name: '라온 호텔 낙산', name_en: 'RAON Hotel Naksan' });
    expect(next.reservationDate).toEqual({ startDate: '2026-12-24', endDate: '2026-12-26' });
    expect(next.reservationInfo).toHaveLength(2);
  });

  it('starts from tonight when the kept stay has passed, and ignores what is not its shape', () => {
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, JSON.stringify({ reservationDate: { startDate: '2026-11-20', endDate: '2026-11-21' }, reservationInfo: [{ adult: 99, kid: 0, pet: 0 }], reservationHotel: { seq: 'x' } }));
    const store = createReservationStore();
    restoreReservation(store, '2026-11-28');
    expect(store.reservationDate).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' });
    expect(store.reservationInfo).toEqual([{ adult: 2, kid: 0, pet: 0 }]);
    expect(store.reservationHotel.code).toBe('');
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, '{not json');
    expect(() => restoreReservation(store, '2026-11-28')).not.toThrow();
  });
});
