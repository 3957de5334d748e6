import type { PageContext } from 'vike/types';
import { translate } from '../../../../../shared/i18n/siteTitle.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const { hotel } = pageContext.data;
  return hotel ? translate(pageContext, 'site:hotelPage.roomsDescription', { hotel }) : translate(pageContext, 'site.description');
};
