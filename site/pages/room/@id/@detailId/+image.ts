import type { PageContext } from 'vike/types';
import { shareImageUrl } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const image = pageContext.data.room.images[0];
  return image ? shareImageUrl(pageContext.origin, image) : null;
};
