import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../../shared/i18n/siteTitle.ts';
import { hotelName } from '../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const hotel = pageContext.data?.visitHotel ?? null;
  const page = hotel ? translate(pageContext, 'site:offers.hotelPackageTitle', { hotel: hotelName(hotel, pageContext.locale) }) : translate(pageContext, 'site:offers.packageTitle');
  return pageTitle(pageContext, page);
};
