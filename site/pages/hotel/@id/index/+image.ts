import type { PageContext } from 'vike/types';
import { fileUrl } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const image = pageContext.data.intro.hero_image;
  return image ? `${pageContext.origin}${fileUrl(image)}` : null;
};
