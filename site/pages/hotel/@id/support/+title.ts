import type { PageContext } from 'vike/types';
import { supportQuery, supportStateKeys } from '../../../../components/support/supportQuery.ts';
import { pageTitle, translate } from '../../../../../shared/i18n/siteTitle.ts';
import { hotelName } from '../../../../lib/hotel.ts';

export default (pageContext: PageContext) => {
  const { brand, locale } = pageContext;
  const { state } = supportQuery(pageContext.urlParsed.search);
  const page = brand ? translate(pageContext, 'site:support.hotelTitle', { hotel: hotelName(brand.branding_data, locale) }) : translate(pageContext, 'site:support.title');
  return pageTitle(pageContext, `${translate(pageContext, `site:support.${supportStateKeys[state]}`)} - ${page}`);
};
