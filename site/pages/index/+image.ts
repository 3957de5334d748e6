import type { PageContext } from 'vike/types';
import { shareImageUrl } from '../../lib/hotel.ts';
import type { Data } from './+data.ts';

// The brand's hero picture for link previews; the logo when the introduction could not be read.
export default (pageContext: PageContext<Data>) => {
  const image = pageContext.data?.intro?.hero_image ?? null;
  if (image) return shareImageUrl(pageContext.origin, image);
  const logo = pageContext.brand?.branding_data.hotel_logo_file_list[0];
  return logo ? shareImageUrl(pageContext.origin, logo, 'contain') : null;
};
