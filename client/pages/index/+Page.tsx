import { formatDate, formatWon, HotelCard, RippleButton } from '@raon/design-system';
import { useTranslation } from '../../i18n/react.tsx';
import { useStore } from '../../stores/useStore.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { startUrl } from '../../lib/booking.ts';
import { contentLang } from '../../../locales/languages.ts';
import { fileUrl, hotelName } from '../../lib/hotel.ts';
import { useStores } from '../../stores/context.tsx';
import { setHotelModalOpen } from '../../stores/layout.ts';
import { container } from '../../styles/global.css.ts';
import type { Data } from './+data.ts';
import * as s from './index.css.ts';

type Offer = Data['promotions'][number];

export default function Page() {
  const { t } = useTranslation();
  const { intro, promotions, packages } = useData<Data>();
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

      {brand && brand.property_hotel_list.length > 0 ? (
        <section className={`${container} ${s.section}`} aria-labelledby="properties-title">
          <h2 id="properties-title" className={s.sectionTitle}>
            {t('home.propertiesTitle')}
          </h2>
          <ul className={s.hotelGrid}>
            {brand.property_hotel_list.map((h) => {
              const logo = h.hotel_logo_file_list[0];
              return (
                <li key={h.hotel_seq}>
                  <HotelCard name={hotelName(h, locale)} address={h.hotel_address} imageUrl={logo ? fileUrl(logo) : undefined} href={`/hotel/${h.hotel_seq}`} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <OfferSection id="promotions" title={t('site:home.promotions')} allLabel={t('site:home.allPromotions')} allHref="/promotion" kind="promotion" offers={promotions} />
      <OfferSection id="packages" title={t('site:home.packages')} allLabel={t('site:home.allPackages')} allHref="/package" kind="package" offers={packages} />

      {intro ? (
        <section className={`${container} ${s.section}`} aria-labelledby="intro-title">
          <h2 id="intro-title" className={s.sectionTitle} lang={introLang}>
            {intro.subtitle}
          </h2>
          <p className={s.introText} lang={introLang}>
            {intro.description}
          </p>
          <ul className={s.highlights} lang={introLang}>
            {intro.highlights.map((h) => (
              <li key={h.title} className={s.highlight}>
                <strong className={s.highlightTitle}>{h.title}</strong>
                <span>{h.text}</span>
              </li>
            ))}
          </ul>
          <a className={s.more} href="/brand">
            {t('site:home.aboutBrand')}
          </a>
        </section>
      ) : null}
    </>
  );
}

function OfferSection({ id, title, allLabel, allHref, kind, offers }: { id: string; title: string; allLabel: string; allHref: string; kind: 'promotion' | 'package'; offers: Offer[] }) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  if (offers.length === 0) return null;
  return (
    <section className={`${container} ${s.section}`} aria-labelledby={`${id}-title`}>
      <div className={s.sectionHead}>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          {title}
        </h2>
        <a className={s.more} href={allHref}>
          {allLabel}
        </a>
      </div>
      <ul className={s.offerGrid}>
        {offers.map((offer) => {
          const image = offer.images[0];
          return (
            <li key={offer.seq}>
              <a className={s.offerCard} href={`/${kind}/${offer.hotel_seq}/${offer.seq}`}>
                {image ? <img className={s.offerImage} src={fileUrl(image)} alt="" width={400} height={260} loading="lazy" decoding="async" /> : null}
                <span className={s.offerBody}>
                  <span className={s.offerHotel}>{hotelName(offer, locale)}</span>
                  <span className={s.offerTitle} lang={contentLang(offer.content_lang_type, locale)}>
                    {offer.title}
                  </span>
                  <span className={s.offerMeta}>
                    {t('home.salePeriod', { start: formatDate(offer.sale_start), end: formatDate(offer.sale_end) })}
                  </span>
                  {offer.price_from !== null ? <span className={s.offerPrice}>{t('home.priceFrom', { price: formatWon(offer.price_from, locale === 'ko' ? '원' : ' KRW') })}</span> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
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
