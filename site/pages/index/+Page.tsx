import { RippleButton } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useStore } from '../../stores/useStore.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { startUrl } from '../../lib/booking.ts';
import { contentLang } from '../../../locales/languages.ts';
import { fileUrl } from '../../lib/hotel.ts';
import { useStores } from '../../stores/context.tsx';
import { setHotelModalOpen } from '../../stores/layout.ts';
import { container } from '../../styles/global.css.ts';
import type { Data } from './+data.ts';
import { HomeSections } from './homeSectionsPart.ts';
import { VisitHotelFilter } from '../../components/VisitHotelFilter.tsx';
import * as s from './index.css.ts';

export default function Page() {
  const { t } = useTranslation();
  const { intro, promotions, packages, visitHotel } = useData<Data>();
  const { brand, locale } = usePageContext();
  const hero = intro?.hero_image ?? null;
  const introLang = contentLang(intro?.content_lang_type, locale);
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        {hero ? (
          <img className={s.heroImage} src={fileUrl(hero)} alt="" width={1440} height={640} fetchPriority="high" decoding="async" />
        ) : null}
        <div className={s.heroShade}>
          <div className={container}>
            <p className={s.heroEyebrow} lang={introLang}>
              {intro?.title ?? t('site.title')}
            </p>
            <h1 id="hero-title" className={s.heroTitle}>
              {t('home.heroTitle')}
            </h1>
            <p className={s.heroLead}>{t('home.heroLead')}</p>
          </div>
        </div>
      </section>

      <BookingBar />

      {visitHotel ? (
        <div className={`${container} ${s.visitFilter}`}>
          <VisitHotelFilter hotel={visitHotel} allHref="/" />
        </div>
      ) : null}

      <HomeSections hotels={brand?.property_hotel_list ?? []} promotions={promotions} packages={packages} intro={intro} locale={locale} />
    </>
  );
}

/** Choose a hotel (the hotel-selection modal writes the reservation store) and go to the booking site. */
function BookingBar() {
  const { t } = useTranslation('site');
  const { locale, bookingSiteUrl } = usePageContext();
  const stores = useStores();
  const reservation = useStore(stores.reservation);
  const chosen = reservation.reservationHotel;
  const chosenName = chosen.seq === '' ? null : locale === 'ko' ? chosen.name : chosen.name_en || chosen.name;
  return (
    <section className={s.bookingBar} aria-labelledby="booking-title">
      <div className={`${container} ${s.bookingInner}`}>
        <h2 id="booking-title" className={s.bookingTitle}>
          {t('home.bookingTitle')}
        </h2>
        <button
          type="button"
          className={s.hotelPicker}
          aria-haspopup="dialog"
          onClick={() => setHotelModalOpen(stores.layout, true)}
        >
          <span className={s.pickerLabel}>{t('home.hotel')}</span>
          <span className={s.pickerValue}>{chosenName ?? t('home.chooseHotel')}</span>
        </button>
        <RippleButton
          onClick={() => {
            if (chosen.code === '') {
              setHotelModalOpen(stores.layout, true);
              return;
            }
            window.open(startUrl(bookingSiteUrl, chosen.code, window.location.origin), '_blank', 'noopener');
          }}
        >
          {t('home.book')}
        </RippleButton>
      </div>
    </section>
  );
}
