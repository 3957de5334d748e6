import { BOOKING_LIMITS, ROOM_LIMITS } from '../../contracts/booking.ts';
import { addDays, daysBetween } from '../../contracts/seoul-clock.ts';
import { DEFAULT_ROOM, persist, type ReservationState } from './reservation.ts';

// The booking bar's edits of the reservation store (issue 29, point 1), apart from the store
// itself: the store is made and restored on every page (the shared entry), these come with the bar.

/**
 * The stay: a check-in moved to or past the check-out takes the check-out along (the nights kept),
 * so the two dates never make a stay of no night.
 */
export function setStay(state: ReservationState, change: { startDate?: string; endDate?: string }): void {
  const { startDate, endDate } = state.reservationDate;
  const start = change.startDate ?? startDate;
  let end = change.endDate ?? endDate;
  if (change.startDate && !change.endDate && end <= start) {
    const nights = Math.max(BOOKING_LIMITS.minNights, daysBetween(startDate, endDate) || BOOKING_LIMITS.minNights);
    end = addDays(start, nights);
  }
  state.reservationDate = { startDate: start, endDate: end };
  persist(state);
}

/** 1 to 5 rooms; a room added starts with the default party. */
export function setRoomCount(state: ReservationState, count: number): void {
  const rooms = Math.min(BOOKING_LIMITS.maxRooms, Math.max(1, Math.round(count)));
  const next = state.reservationInfo.slice(0, rooms);
  while (next.length < rooms) next.push({ ...DEFAULT_ROOM });
  state.reservationInfo = next;
  persist(state);
}

/** A room's adults (1–6) or children (0–4). */
export function setRoomGuests(state: ReservationState, index: number, change: { adult?: number; kid?: number }): void {
  const room = state.reservationInfo[index];
  if (!room) return;
  const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(v)));
  state.reservationInfo[index] = {
    ...room,
    adult: change.adult === undefined ? room.adult : clamp(change.adult, ROOM_LIMITS.minAdults, ROOM_LIMITS.maxAdults),
    kid: change.kid === undefined ? room.kid : clamp(change.kid, 0, ROOM_LIMITS.maxChildren),
  };
  persist(state);
}
