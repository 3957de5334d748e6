import { proxy } from 'valtio/vanilla';
import { BOOKING_LIMITS, ROOM_LIMITS, defaultStay, stayProblems, type BookingSearch } from '../../contracts/booking.ts';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';

export const DEFAULT_ROOM = { adult: 2, kid: 0, pet: 0 } as const;

export interface RoomParty {
  adult: number;
  kid: number;
  pet: number;
}

/** SPEC §3 reservation store. */
export interface ReservationState {
  reservationInfo: RoomParty[];
  reservationDate: { startDate: string; endDate: string };
  reservationHotel: { name: string; name_en: string; seq: number | ''; code: string };
}

/** Where the visit's choice is kept (issue 29, point 1): the tab's session storage, as the session store. */
export const RESERVATION_STORAGE_KEY = 'c_reservationStore';

/** yyyy-mm-dd of a day in Korea, `offset` days from now. */
export function seoulDate(offsetDays = 0, now = Date.now()): string {
  return addDays(seoulDay(now), offsetDays);
}

export function createReservationStore(now = Date.now()): ReservationState {
  return proxy<ReservationState>({
    reservationInfo: [{ ...DEFAULT_ROOM }],
    reservationDate: { startDate: seoulDate(0, now), endDate: seoulDate(1, now) },
    reservationHotel: { name: '', name_en: '', seq: '', code: '' },
  });
}

/** Keeps the visit's choice for the next pages of this tab (the editing functions, reservationEdits.ts). */
export function persist(state: ReservationState): void {
  try {
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, JSON.stringify({ reservationInfo: state.reservationInfo, reservationDate: state.reservationDate, reservationHotel: state.reservationHotel }));
  } catch {
    // Storage can be unavailable; the choice still holds on this page.
  }
}

export function setReservationHotel(state: ReservationState, hotel: { hotel_seq: number; hotel_name: string; hotel_name_en: string; booking_hotel_code: string }): void {
  state.reservationHotel = { name: hotel.hotel_name, name_en: hotel.hotel_name_en, seq: hotel.hotel_seq, code: hotel.booking_hotel_code };
  persist(state);
}

const isCount = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * What an earlier page of this tab chose (the visit's choice); anything malformed is ignored, and
 * a stay that is no longer bookable on `today` (Seoul) falls back to tonight.
 */
export function restoreReservation(state: ReservationState, today: string): void {
  let saved: { reservationInfo?: unknown; reservationDate?: { startDate?: unknown; endDate?: unknown }; reservationHotel?: Record<string, unknown> };
  try {
    const raw = sessionStorage.getItem(RESERVATION_STORAGE_KEY);
    if (!raw) return;
    saved = JSON.parse(raw) as typeof saved;
  } catch {
    return;
  }
  const rooms = saved.reservationInfo;
  if (Array.isArray(rooms) && rooms.length >= 1 && rooms.length <= BOOKING_LIMITS.maxRooms && rooms.every((r: Partial<RoomParty>) => isCount(r?.adult, ROOM_LIMITS.minAdults, ROOM_LIMITS.maxAdults) && isCount(r?.kid, 0, ROOM_LIMITS.maxChildren) && isCount(r?.pet, 0, 9))) {
    state.reservationInfo = (rooms as RoomParty[]).map((r) => ({ adult: r.adult, kid: r.kid, pet: r.pet }));
  }
  const start = saved.reservationDate?.startDate;
  const end = saved.reservationDate?.endDate;
  if (typeof start === 'string' && typeof end === 'string' && Object.keys(stayProblems(start, end, today)).length === 0) {
    state.reservationDate = { startDate: start, endDate: end };
  } else {
    const stay = defaultStay(today);
    state.reservationDate = { startDate: stay.checkIn, endDate: stay.checkOut };
  }
  const hotel = saved.reservationHotel;
  if (hotel && typeof hotel.seq === 'number' && typeof hotel.code === 'string' && hotel.code !== '' && typeof hotel.name === 'string' && typeof hotel.name_en === 'string') {
    state.reservationHotel = { seq: hotel.seq, code: hotel.code, name: hotel.name, name_en: hotel.name_en };
  }
}

/** The search the store holds, for the booking site's start page of `hotelCode`. */
export function reservationSearch(state: Pick<ReservationState, 'reservationInfo' | 'reservationDate'>, hotelCode: string, extra: Pick<BookingSearch, 'roomSeq' | 'offer'> = {}): BookingSearch {
  return {
    hotelCode,
    checkIn: state.reservationDate.startDate,
    checkOut: state.reservationDate.endDate,
    rooms: state.reservationInfo.map((r) => ({ adults: r.adult, children: r.kid })),
    ...extra,
  };
}
