import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../../../shared/i18n/siteTitle.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const page = translate(pageContext, 'site:hotelPage.facilityTitle');
  const { hotel } = pageContext.data;
  return pageTitle(pageContext, hotel ? translate(pageContext, 'site:hotelPage.pageTitle', { page, hotel }) : page);
};
