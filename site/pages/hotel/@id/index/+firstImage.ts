import type { PageContext } from 'vike/types';
import { fileUrl } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

/** A hotel's page opens on its hero picture. */
export default (pageContext: PageContext<Data>) => {
  const hero = pageContext.data.intro.hero_image;
  return hero ? fileUrl(hero) : null;
};
