import type { PageContext } from 'vike/types';
import { shareImageUrl } from '../../../../lib/hotel.ts';

// The hotel's logo for link previews (and no inherited image of the property page).
export default (pageContext: PageContext) => {
  const logo = pageContext.brand?.branding_data.hotel_logo_file_list[0];
  return logo ? shareImageUrl(pageContext.origin, logo, 'contain') : null;
};
