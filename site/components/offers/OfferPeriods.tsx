import { formatDate } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { OfferCardData } from './offerData.server.ts';
import * as s from './offers.css.ts';

type Periods = Pick<OfferCardData, 'sale_start' | 'sale_end' | 'stay_start' | 'stay_end'>;

/** The sale and stay periods of an offer, as terms of a list (its card and its detail); more terms may follow. */
export function OfferPeriods({ offer }: { offer: Periods }) {
  const { t } = useTranslation('site');
  return (
    <>
      <div className={s.fact}>
        <dt>{t('offers.salePeriod')}</dt>
        <dd>{t('offers.period', { start: formatDate(offer.sale_start), end: formatDate(offer.sale_end) })}</dd>
      </div>
      <div className={s.fact}>
        <dt>{t('offers.stayPeriod')}</dt>
        <dd>{t('offers.period', { start: formatDate(offer.stay_start), end: formatDate(offer.stay_end) })}</dd>
      </div>
    </>
  );
}
