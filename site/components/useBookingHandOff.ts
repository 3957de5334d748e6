import { usePageContext } from 'vike-react/usePageContext';
import { searchUrl } from '../lib/booking.ts';
import { useStores } from '../stores/context.tsx';
import { reservationSearch } from '../stores/reservation.ts';

/** Opens the booking site's start page for what the reservation store holds, with a room or an offer (issue 29, point 1). */
export function useBookingHandOff() {
  const { bookingSiteUrl } = usePageContext();
  const stores = useStores();
  return (hotelCode: string, extra: Parameters<typeof reservationSearch>[2] = {}) => {
    const url = searchUrl(bookingSiteUrl, reservationSearch(stores.reservation, hotelCode, extra), window.location.origin);
    window.open(url, '_blank', 'noopener');
  };
}
