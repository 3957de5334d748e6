import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { proxy } from 'valtio/vanilla';

/** SPEC §9 limits of a booking request. */
export const MAX_ROOMS = 5;
export const MIN_NIGHTS = 1;
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

export function setReservationHotel(state: ReservationState, hotel: { hotel_seq: number; hotel_name: string; hotel_name_en: string; booking_hotel_code: string }): void {
  state.reservationHotel = { name: hotel.hotel_name, name_en: hotel.hotel_name_en, seq: hotel.hotel_seq, code: hotel.booking_hotel_code };
}
