import type { PageContext } from 'vike/types';
import { shareImageUrl } from '../../../lib/hotel.ts';
import type { Data } from './+data.ts';

// The first offer's picture for link previews (and no inherited image of a parent folder).
export default (pageContext: PageContext<Data>) => {
  const image = pageContext.data?.offers[0]?.image;
  return image ? shareImageUrl(pageContext.origin, image) : null;
};
