import { formatDate, formatNumber, hotelLocation } from '@raon/design-system';
import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { container } from '../../../../styles/global.css.ts';
import { FacilityCards } from '../../../facility/shared/FacilityCards.tsx';
import { IntroHero } from '../../../facility/shared/IntroHero.tsx';
import { IntroStory } from '../../../facility/shared/IntroStory.tsx';
import * as s from '../../../facility/shared/property.css.ts';
import type { Data } from './+data.ts';

export interface HotelIntroProps {
  data: Data;
  /** The page's language: part of what the static copy shows (staticPart compares props). */
  locale: string;
}

/** Rooms the introduction shows; the rooms tab has them all. */
const ROOM_PREVIEW = 3;

/** The property page's introduction (SPEC §2 /hotel/{id} index): text, facts and the rooms, no handlers. */
export function HotelIntro({ data }: HotelIntroProps) {
  const { t } = useTranslation('site');
  const { intro, address } = data;
  const rooms = data.rooms.slice(0, ROOM_PREVIEW);
  const location = address ? hotelLocation(address) : '';
  const stats = [
    { label: t('hotelPage.opened'), value: intro.opened_on ? formatDate(intro.opened_on) : '' },
    { label: t('hotelPage.totalRooms'), value: intro.total_rooms !== null ? t('hotelPage.roomsValue', { value: formatNumber(intro.total_rooms) }) : '' },
  ].filter((stat) => stat.value !== '');

  return (
    <>
      <IntroHero intro={intro} eyebrow={location} stats={stats} />

      <IntroStory intro={intro} idPrefix="hotel" storyTitle={t('hotelPage.aboutTitle')} highlightsTitle={t('hotelPage.highlightsTitle')} />

      {rooms.length > 0 ? (
        <section className={`${s.band} ${s.section}`} aria-labelledby="hotel-rooms-title">
          <div className={container}>
            <div className={s.sectionHead}>
              <div>
                <h2 id="hotel-rooms-title" className={s.sectionTitle}>
                  {t('hotelPage.roomsPreviewTitle')}
                </h2>
                <p className={s.sectionLead}>{t('hotelPage.roomsPreviewLead')}</p>
              </div>
              <a className={s.textLink} href={`/hotel/${intro.hotel_seq}/rooms`}>
                {t('hotelPage.allRooms')}
              </a>
            </div>
            <FacilityCards items={rooms} showHotel={false} />
          </div>
        </section>
      ) : null}
    </>
  );
}
