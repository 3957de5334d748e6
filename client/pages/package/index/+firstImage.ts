import type { PageContext } from 'vike/types';
import { fileUrl } from '../../../lib/hotel.ts';
import type { Data } from './+data.ts';

/** The list opens on its first card's picture (the one card not loaded lazily, OfferList). */
export default (pageContext: PageContext<Data>) => {
  const image = pageContext.data.offers[0]?.image;
  return image ? fileUrl(image) : null;
};
