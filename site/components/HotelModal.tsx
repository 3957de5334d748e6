import { HotelSelectModal } from '@raon/design-system';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { useBookingHandOff } from './useBookingHandOff.ts';
import { fileUrl, hotelName } from '../lib/hotel.ts';
import { useStores } from '../stores/context.tsx';
import { setHotelModalOpen } from '../stores/layout.ts';
import { setReservationHotel } from '../stores/reservation.ts';

/**
 * SPEC §2, §4 hotel-selection modal: the choice is written to the reservation store on apply;
 * on a mobile device choosing a hotel opens the booking site's start page in a new window, with
 * the visit's stay and party (issue 29, point 1).
 */
export default function HotelModal() {
  const { t } = useTranslation('ui');
  const { locale } = usePageContext();
  const handOff = useBookingHandOff();
  const stores = useStores();
  const hotel = useStore(stores.hotel);
  const layout = useStore(stores.layout);
  const reservation = useStore(stores.reservation);
  const options = useMemo(
    () =>
      hotel.hotelList.map((h) => ({
        seq: h.hotel_seq,
        name: hotelName(h, locale),
        address: h.hotel_address,
        imageUrl: h.hotel_logo_file_list[0] ? fileUrl(h.hotel_logo_file_list[0]) : undefined,
        raw: h,
      })),
    [hotel.hotelList, locale],
  );
  const close = () => setHotelModalOpen(stores.layout, false);
  return (
    <HotelSelectModal
      open={layout.hotelModalOpen}
      onClose={close}
      hotels={options}
      selectedSeq={reservation.reservationHotel.seq === '' ? null : reservation.reservationHotel.seq}
      title={t('hotelSelectModal.title')}
      closeLabel={t('hotelSelectModal.close')}
      applyLabel={t('hotelSelectModal.apply')}
      isMobile={layout.isMobile}
      onApply={(chosen) => setReservationHotel(stores.reservation, chosen.raw)}
      onMobileChoose={
        layout.isMobile
          ? (chosen) => {
              setReservationHotel(stores.reservation, chosen.raw);
              handOff(chosen.raw.booking_hotel_code);
              close();
            }
          : undefined
      }
    />
  );
}
