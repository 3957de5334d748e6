import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { HotelCards } from '../../components/HotelCards.tsx';
import { container } from '../../styles/global.css.ts';
import * as s from './index.css.ts';

export default function Page() {
  const { t } = useTranslation();
  const { brand, site } = usePageContext();
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        <div className={container}>
          <h1 id="hero-title" className={s.heroTitle}>{t('home.heroTitle')}</h1>
          <p className={s.heroLead}>{t('home.heroLead')}</p>
        </div>
      </section>
      {brand && brand.property_hotel_list.length > 0 ? (
        <section className={`${container} ${s.section}`} aria-labelledby="properties-title">
          <h2 id="properties-title" className={s.sectionTitle}>{t('home.propertiesTitle')}</h2>
          <HotelCards hotels={brand.property_hotel_list} currentHotelSeq={site.hotelSeq} />
        </section>
      ) : null}
    </>
  );
}
