import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SupportPage } from '../../components/support/SupportPage.tsx';
import { supportHref } from '../../components/support/supportQuery.ts';
import { VisitHotelFilter } from '../../components/VisitHotelFilter.tsx';
import { hotelName } from '../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { locale, urlPathname } = usePageContext();
  const data = useData<Data>();
  const { visitHotel } = data;
  const title = visitHotel ? t('support.hotelTitle', { hotel: hotelName(visitHotel, locale) }) : t('support.title');
  // The lists (notices, FAQ) are narrowed to the visit's hotel; the inquiry form chooses its hotel itself.
  const allHref =
    data.state === 1 ? supportHref(urlPathname, 1, { keyword: data.keyword }) : data.state === 2 ? supportHref(urlPathname, 2, { category: data.category, keyword: data.keyword }) : null;
  const filter = visitHotel && allHref ? <VisitHotelFilter hotel={visitHotel} allHref={allHref} /> : null;
  return <SupportPage data={data} title={title} filter={filter} />;
}
