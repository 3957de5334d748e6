import { demandPart } from '@raon/design-system';
import { useEffect, useState } from 'react';
import { defaultStay } from '../../contracts/booking.ts';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { useStores } from '../stores/context.tsx';
import { DEFAULT_ROOM, setReservationHotel, type ReservationState } from '../stores/reservation.ts';
import { useStore } from '../stores/useStore.ts';
// Its styles come with the page (the server renders it); its code when the visitor turns to it.
import './BookingBar.css.ts';
import { BookingBar as BookingBarNow } from './bookingBarEager.ts';

const Bar = demandPart('booking-bar', BookingBarNow, () => import('./BookingBar.tsx').then((m) => m.BookingBar));

/**
 * Whether the server's bar shows what the store holds: no choice made in this tab yet (tonight in
 * Seoul, one night, one room for two adults), and on a property's page whatever hotel was chosen
 * (the bar books the page's).
 */
function drawnByServer(state: ReservationState, hotelSeq: number | undefined, today = seoulDay()): boolean {
  const { startDate, endDate } = state.reservationDate;
  const stay = defaultStay(today);
  const [room, ...more] = state.reservationInfo;
  return (
    startDate === stay.checkIn &&
    endDate === stay.checkOut &&
    more.length === 0 &&
    room?.adult === DEFAULT_ROOM.adult &&
    room.kid === DEFAULT_ROOM.kid &&
    (hotelSeq !== undefined || state.reservationHotel.seq === '')
  );
}

/**
 * The booking bar (BookingBar.tsx) of the home and each property's page, hydrated on demand (issue
 * 29: initial JavaScript): the server draws it for a visit with no choice yet, its fields and
 * buttons work as sent (a press is replayed, a date typed meanwhile is taken), and its code comes at
 * the first pointer, touch or focus in it. A choice kept in this tab (restored into the store
 * before this renders) is not what the server drew: the code comes at once, so that it shows.
 */
export function BookingBar({ hotelSeq }: { hotelSeq?: number }) {
  const stores = useStores();
  const hotels = useStore(stores.hotel).hotelList;
  const [keptChoice] = useState(() => typeof window !== 'undefined' && !drawnByServer(stores.reservation, hotelSeq));
  useEffect(() => {
    if (keptChoice) void Bar.preload();
  }, [keptChoice]);
  // A property's page books that property: the visit's choice says so from the page's arrival
  // (the next pages of the tab offer it), whether or not the bar is touched.
  const pageHotel = hotelSeq === undefined ? undefined : hotels.find((h) => h.hotel_seq === hotelSeq);
  useEffect(() => {
    if (pageHotel && stores.reservation.reservationHotel.seq !== pageHotel.hotel_seq) setReservationHotel(stores.reservation, pageHotel);
  }, [pageHotel, stores.reservation]);
  // This component re-renders when the hotel store changes (the visit's hotel is noted as the page
  // hydrates); the part itself is memoised (demandPart), so the bar stays the server's HTML.
  return <Bar hotelSeq={hotelSeq} />;
}

/** The bar's code before a client-side move to a page with it renders that page (its +onBeforeRenderClient). */
export const preloadBookingBar = (): Promise<void> => Bar.preload();
