import type { PageContext } from 'vike/types';
import { shareImageUrl } from '../lib/hotel.ts';

// Every page's picture for link previews unless it names its own (issue 29, point 3): the logo of
// the page's hotel (the brand's on brand-wide pages), whole on white, as a 1200×630 PNG.
export default (pageContext: PageContext) => {
  const logo = pageContext.brand?.branding_data.hotel_logo_file_list[0];
  return logo ? shareImageUrl(pageContext.origin, logo, 'contain') : null;
};
