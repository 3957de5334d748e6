import type { PageContext } from 'vike/types';
import { supportQuery, supportStateKeys } from '../../components/support/supportQuery.ts';
import { pageTitle, translate } from '../../../shared/i18n/siteTitle.ts';
import { hotelName } from '../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const { state } = supportQuery(pageContext.urlParsed.search);
  const hotel = pageContext.data?.visitHotel ?? null;
  const support = hotel ? translate(pageContext, 'site:support.hotelTitle', { hotel: hotelName(hotel, pageContext.locale) }) : translate(pageContext, 'site:support.title');
  return pageTitle(pageContext, `${translate(pageContext, `site:support.${supportStateKeys[state]}`)} - ${support}`);
};
