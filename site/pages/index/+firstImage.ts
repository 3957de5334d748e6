import type { PageContext } from 'vike/types';
import { fileUrl } from '../../lib/hotel.ts';
import type { Data } from './+data.ts';

/** The home page opens on the brand's hero picture. */
export default (pageContext: PageContext<Data>) => {
  const hero = pageContext.data.intro?.hero_image;
  return hero ? fileUrl(hero) : null;
};
