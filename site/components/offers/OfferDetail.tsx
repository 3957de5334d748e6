import { formatWon, RippleButton } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { useBookingHandOff } from '../useBookingHandOff.ts';
import { contentLang } from '../../../locales/languages.ts';
import { fileUrl, hotelName } from '../../lib/hotel.ts';
import type { OfferDetailData } from './offerData.server.ts';
import { OfferPeriods } from './OfferPeriods.tsx';
import { usePhotoLightbox } from '../PhotoLightbox.tsx';
import * as s from './offers.css.ts';

/** One promotion or package: pictures, periods, price, description, benefits, notes, room and the hand-off to the booking site. */
export function OfferDetail({ data }: { data: OfferDetailData }) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const handOff = useBookingHandOff();
  const { kind, offer } = data;
  const [first, ...more] = offer.images;
  const lang = contentLang(offer.content_lang_type, locale);
  const altOf = (alt: string | null, index: number) => (locale === 'ko' && alt ? alt : t('offers.imageAlt', { title: offer.title, index }));
  const lightbox = usePhotoLightbox(
    offer.images.map((img, i) => ({ src: fileUrl(img), alt: altOf(img.alt_text, i + 1) })),
    offer.title,
  );
  return (
    <article className={s.page}>
      <p className={s.breadcrumb}>
        <a href={`/${kind}`}>{t(kind === 'promotion' ? 'offers.promotionTitle' : 'offers.packageTitle')}</a>
      </p>
      <div className={s.detailTop}>
        <div className={s.gallery}>
          {first ? (
            <button type="button" className={s.photoButton} aria-label={lightbox.openLabel(0)} onClick={() => lightbox.open(0)}>
              <img className={s.heroImage} src={fileUrl(first)} alt={altOf(first.alt_text, 1)} width={960} height={600} fetchPriority="high" decoding="async" />
            </button>
          ) : null}
          {more.length > 0 ? (
            <ul className={s.thumbs}>
              {more.map((img, i) => (
                <li key={img.file_name}>
                  <button type="button" className={s.photoButton} aria-label={lightbox.openLabel(i + 1)} onClick={() => lightbox.open(i + 1)}>
                    <img className={s.thumb} src={fileUrl(img)} alt={altOf(img.alt_text, i + 2)} width={320} height={200} loading="lazy" decoding="async" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {lightbox.element}
        </div>
        <div className={s.summaryBox}>
          <p className={s.cardHotel}>{hotelName(offer, locale)}</p>
          <h1 className={s.detailTitle}>
            <span lang={lang}>{offer.title}</span>
            {offer.is_ended ? <span className={s.inlineBadge}>{t('offers.endedBadge')}</span> : null}
          </h1>
          <p className={s.detailSummary} lang={lang}>
            {offer.summary}
          </p>
          <h2 className={s.visuallyHiddenHeading}>{t('offers.details')}</h2>
          <dl className={s.detailFacts}>
            <OfferPeriods offer={offer} />
            <div className={s.fact}>
              <dt>{t('offers.nightsLabel')}</dt>
              <dd>{t('offers.nights', { count: offer.nights })}</dd>
            </div>
            {offer.room ? (
              <div className={s.fact}>
                <dt>{t('offers.room')}</dt>
                <dd>
                  <a className={s.textLink} href={`/room/${offer.hotel_seq}/${offer.room.facility_seq}`}>
                    {offer.room.name}
                  </a>
                </dd>
              </div>
            ) : null}
            {offer.price_from !== null ? (
              <div className={s.fact}>
                <dt>{t('offers.priceLabel')}</dt>
                <dd>
                  <strong className={s.detailPrice}>{t('offers.priceFrom', { price: formatWon(offer.price_from, t('offers.wonUnit')) })}</strong>
                  <span className={s.priceNote}>{t('offers.priceNote')}</span>
                </dd>
              </div>
            ) : null}
          </dl>
          {offer.is_ended ? (
            <p className={s.endedNotice} role="note">
              {t('offers.endedNotice')}
            </p>
          ) : (
            <RippleButton
              size="lg"
              fullWidth
              onClick={() => handOff(offer.booking_hotel_code, { offer: { kind, seq: offer.seq } })}
            >
              {t('offers.bookNow')}
              <span className={s.srOnly}> ({t('offers.newWindow')})</span>
            </RippleButton>
          )}
        </div>
      </div>

      <div className={s.detailBody}>
        <section aria-labelledby="offer-description" className={s.detailSection}>
          <h2 id="offer-description" className={s.sectionTitle}>
            {t('offers.description')}
          </h2>
          <p className={s.prose} lang={lang}>
            {offer.description}
          </p>
        </section>
        {offer.benefits.length > 0 ? (
          <section aria-labelledby="offer-benefits" className={s.detailSection}>
            <h2 id="offer-benefits" className={s.sectionTitle}>
              {t('offers.benefits')}
            </h2>
            <ul className={s.benefits} lang={lang}>
              {offer.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {offer.notes.length > 0 ? (
          <section aria-labelledby="offer-notes" className={s.detailSection}>
            <h2 id="offer-notes" className={s.sectionTitle}>
              {t('offers.notes')}
            </h2>
            <ul className={s.notes} lang={lang}>
              {offer.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <a className={s.backLink} href={`/${kind}`}>
            {t('offers.backToList')}
          </a>
        </p>
      </div>
    </article>
  );
}
