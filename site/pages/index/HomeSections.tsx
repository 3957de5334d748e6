import { formatDate, formatWon, HotelCard } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { contentLang, type Locale } from '../../../locales/languages.ts';
import { fileUrl, hotelName } from '../../lib/hotel.ts';
import { container } from '../../styles/global.css.ts';
import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';
import * as s from './index.css.ts';

type Offer = Data['promotions'][number];
type HotelListItem = NonNullable<PageContext['brand']>['property_hotel_list'][number];

export interface HomeSectionsProps {
  hotels: readonly HotelListItem[];
  promotions: Offer[];
  packages: Offer[];
  intro: Data['intro'];
  /** The page's language: part of what the static copy shows (staticPart compares props). */
  locale: Locale;
}

/** The home below the booking bar (SPEC §2 /): the properties, promotions, packages and the brand's introduction; links only. */
export function HomeSections({ hotels, promotions, packages, intro, locale }: HomeSectionsProps) {
  const { t } = useTranslation();
  const introLang = contentLang(intro?.content_lang_type, locale);
  return (
    <>
      {hotels.length > 0 ? (
        <section className={`${container} ${s.section}`} aria-labelledby="properties-title">
          <h2 id="properties-title" className={s.sectionTitle}>
            {t('home.propertiesTitle')}
          </h2>
          <ul className={s.hotelGrid}>
            {hotels.map((h) => {
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

      <OfferSection id="promotions" title={t('site:home.promotions')} allLabel={t('site:home.allPromotions')} allHref="/promotion" kind="promotion" offers={promotions} locale={locale} />
      <OfferSection id="packages" title={t('site:home.packages')} allLabel={t('site:home.allPackages')} allHref="/package" kind="package" offers={packages} locale={locale} />

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

function OfferSection({ id, title, allLabel, allHref, kind, offers, locale }: { id: string; title: string; allLabel: string; allHref: string; kind: 'promotion' | 'package'; offers: Offer[]; locale: Locale }) {
  const { t } = useTranslation('site');
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

