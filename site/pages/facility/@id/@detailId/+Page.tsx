import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { hotelName } from '../../../../lib/hotel.ts';
import { container } from '../../../../styles/global.css.ts';
import { facilityTabHref } from '../../shared/cards.ts';
import { OtherFacilityCards } from '../../shared/facilityCardsPart.ts';
import { FacilityDetail } from '../../shared/facilityDetailPart.ts';
import * as s from '../../shared/property.css.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const { facility, more } = useData<Data>();
  return (
    <>
      <FacilityDetail facility={facility} back={{ href: facilityTabHref('ALL'), label: t('facility.backToList') }} />
      {more.length > 0 ? (
        <section className={`${s.band} ${s.section}`} aria-labelledby="more-facilities-title">
          <div className={container}>
            <div className={s.sectionHead}>
              <h2 id="more-facilities-title" className={s.sectionTitle}>
                {t('facility.moreAtHotel', { hotel: hotelName(facility, locale) })}
              </h2>
            </div>
            <OtherFacilityCards items={more} showHotel={false} />
          </div>
        </section>
      ) : null}
    </>
  );
}
