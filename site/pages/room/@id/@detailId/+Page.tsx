import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { container } from '../../../../styles/global.css.ts';
import { OtherFacilityCards } from '../../../facility/shared/facilityCardsPart.ts';
import { FacilityDetail } from '../../../facility/shared/facilityDetailPart.ts';
import * as s from '../../../facility/shared/property.css.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { room, bookingHotelCode, otherRooms } = useData<Data>();
  const roomsHref = `/hotel/${room.hotel_seq}/rooms`;
  return (
    <>
      <FacilityDetail facility={room} back={{ href: roomsHref, label: t('room.allRooms') }} book={bookingHotelCode ? { hotelCode: bookingHotelCode, roomSeq: room.facility_seq } : undefined} />
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
    </>
  );
}
