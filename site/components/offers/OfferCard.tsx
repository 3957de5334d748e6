import { formatWon } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../locales/languages.ts';
import { fileUrl, hotelName } from '../../lib/hotel.ts';
import type { OfferCardData } from './offerData.server.ts';
import type { OfferKind } from './offerQuery.ts';
import { OfferPeriods } from './OfferPeriods.tsx';
import * as s from './offers.css.ts';

/** One offer in a list: image, hotel, title, periods, nights and the lowest price; links to its detail. */
export function OfferCard({ kind, offer, eager = false }: { kind: OfferKind; offer: OfferCardData; eager?: boolean }) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const href = `/${kind}/${offer.hotel_seq}/${offer.seq}`;
  const titleId = `offer-${kind}-${offer.seq}`;
  const lang = contentLang(offer.content_lang_type, locale);
  return (
    <article className={s.card} aria-labelledby={titleId}>
      <div className={s.cardMedia}>
        {offer.image ? (
          // The title beside it names the offer: the picture is decoration here.
          <img className={s.cardImage} src={fileUrl(offer.image)} alt="" width={640} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
        {offer.is_ended ? <span className={s.endedBadge}>{t('offers.endedBadge')}</span> : null}
      </div>
      <div className={s.cardBody}>
        <p className={s.cardHotel}>{hotelName(offer, locale)}</p>
        <h2 id={titleId} className={s.cardTitle}>
          <a className={s.cardLink} href={href} lang={lang}>
            {offer.title}
          </a>
        </h2>
        <p className={s.cardSummary} lang={lang}>
          {offer.summary}
        </p>
        <dl className={s.cardFacts}>
          <OfferPeriods offer={offer} />
        </dl>
        <p className={s.cardFoot}>
          <span className={s.nights}>{t('offers.nights', { count: offer.nights })}</span>
          {offer.price_from !== null ? <span className={s.price}>{t('offers.priceFrom', { price: formatWon(offer.price_from, t('offers.wonUnit')) })}</span> : null}
        </p>
      </div>
    </article>
  );
}
