// What a guest asks the booking site for (issue 29, point 1): the hotel, the stay, the party per
// room and, from a room's or an offer's page, that room or offer. One definition for the site's
// booking bar and hand-offs, the owner portal's booking inquiry and the local stand-in of the
// booking site, which reads the same query back (contracts/booking-query.ts). No validator here:
// this module is in the page bundle.
import { addDays, daysBetween } from './seoul-clock.ts';

/** SPEC §9: default party 2 adults, 0 children, one room, one night; at most 5 rooms; at least 1 night. */
export const BOOKING_LIMITS = { minNights: 1, maxRooms: 5, maxAdults: 10, maxChildren: 6, defaultAdults: 2, defaultRooms: 1, maxNights: 30 } as const;
/** A room's party on the booking bar: at most this many adults or children in one room. */
export const ROOM_LIMITS = { minAdults: 1, maxAdults: 6, maxChildren: 4 } as const;
/** SPEC §9: a child is 37 months to 12 years old (younger ones are infants, older ones adults). */
export const childAges = ['37m', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type ChildAge = (typeof childAges)[number];

/** Nights between two YYYY-MM-DD dates (negative when the second comes first); NaN for a date that is not one. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!isDay(checkIn) || !isDay(checkOut)) return Number.NaN;
  return daysBetween(checkIn, checkOut);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export interface RoomGuests {
  adults: number;
  children: number;
}

/** A search handed to the booking site's start page. */
export interface BookingSearch {
  hotelCode: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
  /** From a room's page: that room (its facility_seq). */
  roomSeq?: number;
  /** From a promotion's or a package's page: that offer. */
  offer?: { kind: 'promotion' | 'package'; seq: number };
}

export type StayProblem = 'past' | 'minNights' | 'maxNights' | 'tooFar';
/** How far ahead the booking site sells (a year from today in Seoul). */
export const BOOKING_HORIZON_DAYS = 365;

/** What is wrong with a stay, for the day `today` in Seoul: check-in not before today, at least one night, at most 30, within the horizon. */
export function stayProblems(checkIn: string, checkOut: string, today: string): { checkIn?: StayProblem; checkOut?: StayProblem } {
  const problems: { checkIn?: StayProblem; checkOut?: StayProblem } = {};
  if (!isDay(checkIn) || checkIn < today) problems.checkIn = 'past';
  else if (checkIn > addDays(today, BOOKING_HORIZON_DAYS)) problems.checkIn = 'tooFar';
  const nights = nightsBetween(checkIn, checkOut);
  if (!(nights >= BOOKING_LIMITS.minNights)) problems.checkOut = 'minNights';
  else if (nights > BOOKING_LIMITS.maxNights) problems.checkOut = 'maxNights';
  return problems;
}

/** The default stay: tonight, one night (SPEC §3 reservation store). */
export function defaultStay(today: string): { checkIn: string; checkOut: string } {
  return { checkIn: today, checkOut: addDays(today, BOOKING_LIMITS.minNights) };
}

/** The start page's query: hotel_code, check_in, check_out, rooms, adults and children per room (comma lists), room_seq or promotion_seq/package_seq. */
export function bookingQuery(search: BookingSearch): Record<string, string> {
  const query: Record<string, string> = {
    hotel_code: search.hotelCode,
    check_in: search.checkIn,
    check_out: search.checkOut,
    rooms: String(search.rooms.length),
    adults: search.rooms.map((r) => r.adults).join(','),
    children: search.rooms.map((r) => r.children).join(','),
  };
  if (search.roomSeq !== undefined) query.room_seq = String(search.roomSeq);
  if (search.offer) query[`${search.offer.kind}_seq`] = String(search.offer.seq);
  return query;
}
