import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../../../shared/i18n/siteTitle.ts';
import { hotelName } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

// The offer and its hotel (issue 29, point 3: a shared link says whose offer it is), as a room's page does.
export default (pageContext: PageContext<Data>) => {
  const offer = pageContext.data?.offer;
  return pageTitle(pageContext, offer ? translate(pageContext, 'site:hotelPage.pageTitle', { page: offer.title, hotel: hotelName(offer, pageContext.locale) }) : undefined);
};
