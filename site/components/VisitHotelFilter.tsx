import type { MouseEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_HOTEL_SEQ } from '../../contracts/hotels.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { hotelName } from '../lib/hotel.ts';
import type { VisitHotel } from '../lib/visitHotel.ts';
import { useStores } from '../stores/context.tsx';
import { setHotelInfo } from '../stores/hotel.ts';
import * as s from './VisitHotelFilter.css.ts';

export interface VisitHotelFilterProps {
  /** The property the list is narrowed to (the visit's hotel). */
  hotel: VisitHotel;
  /** The same list over every property (first page, same state). */
  allHref: string;
}

/**
 * Says which property a brand-wide list shows, and offers every property in one click (issue 15
 * point 4). "All properties" makes the brand hotel the visit's hotel (SPEC §4 hotel info: c_hotel
 * for 30 days), so the lists stay whole until the visitor opens another hotel's page.
 */
export function VisitHotelFilter({ hotel, allHref }: VisitHotelFilterProps) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const stores = useStores();
  const showAll = (event: MouseEvent<HTMLAnchorElement>) => {
    setHotelInfo(stores.hotel, BRAND_HOTEL_SEQ);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(allHref);
  };
  return (
    <div className={s.bar} role="group" aria-label={t('where.regionLabel')} data-testid="visit-hotel-filter">
      <span className={s.chip}>
        <span className={s.chipLabel}>{t('where.filterLabel')}</span>
        {hotelName(hotel, locale)}
      </span>
      <a className={s.all} href={allHref} onClick={showAll}>
        {t('where.allProperties')}
      </a>
    </div>
  );
}
