import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { container } from '../../../../styles/global.css.ts';
import { OtherFacilityCards } from '../../../facility/shared/facilityCardsPart.ts';
import { FacilityDetailView } from '../../../facility/shared/FacilityDetailView.tsx';
import * as s from '../../../facility/shared/property.css.ts';
import type { Data } from './+data.ts';
import { BookRoomButton } from './BookRoomButton.tsx';

export default function Page() {
  const { t } = useTranslation('site');
  const { room, bookingHotelCode, otherRooms } = useData<Data>();
  const roomsHref = `/hotel/${room.hotel_seq}/rooms`;
  return (
    <FacilityDetailView
      facility={room}
      back={{ href: roomsHref, label: t('room.allRooms') }}
      action={bookingHotelCode ? <BookRoomButton hotelCode={bookingHotelCode} roomSeq={room.facility_seq} /> : null}
    >
      {otherRooms.length > 0 ? (
        <section className={`${s.band} ${s.section}`} aria-labelledby="other-rooms-title">
          <div className={container}>
            <div className={s.sectionHead}>
              <h2 id="other-rooms-title" className={s.sectionTitle}>
                {t('room.otherRooms')}
              </h2>
              <a className={s.textLink} href={roomsHref}>
                {t('room.allRooms')}
              </a>
            </div>
            <OtherFacilityCards items={otherRooms} showHotel={false} />
          </div>
        </section>
      ) : null}
    </FacilityDetailView>
  );
}
