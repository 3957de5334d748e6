import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../../../shared/i18n/siteTitle.ts';
import { hotelName } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const { facility } = pageContext.data;
  return pageTitle(pageContext, translate(pageContext, 'site:hotelPage.pageTitle', { page: facility.name, hotel: hotelName(facility, pageContext.locale) }));
};
