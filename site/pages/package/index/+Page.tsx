import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { OfferList } from '../../../components/offers/OfferList.tsx';
import { offerListHref } from '../../../components/offers/offerQuery.ts';
import { VisitHotelFilter } from '../../../components/VisitHotelFilter.tsx';
import { hotelName } from '../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { locale, urlPathname } = usePageContext();
  const data = useData<Data>();
  const { visitHotel } = data;
  const title = visitHotel ? t('offers.hotelPackageTitle', { hotel: hotelName(visitHotel, locale) }) : t('offers.packageTitle');
  const filter = visitHotel ? <VisitHotelFilter hotel={visitHotel} allHref={offerListHref(urlPathname, data.status)} /> : null;
  return <OfferList data={data} title={title} lead={t('offers.packageLead')} filter={filter} />;
}
