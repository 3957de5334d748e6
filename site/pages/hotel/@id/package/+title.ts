import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../../../shared/i18n/siteTitle.ts';
import { hotelName } from '../../../../lib/hotel.ts';

export default (pageContext: PageContext) => {
  const { brand, locale } = pageContext;
  const name = brand ? translate(pageContext, 'site:offers.hotelPackageTitle', { hotel: hotelName(brand.branding_data, locale) }) : translate(pageContext, 'site:offers.packageTitle');
  return pageTitle(pageContext, name);
};
