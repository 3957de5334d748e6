import type { PageContext } from 'vike/types';
import { fileUrl } from '../../lib/hotel.ts';
import type { OfferListData } from './offerData.server.ts';

/** An offer list (/promotion, /package) opens on its first card's picture (the one card not loaded lazily, OfferList). */
export function offerListFirstImage(pageContext: PageContext<OfferListData>): string | null {
  const image = pageContext.data.offers[0]?.image;
  return image ? fileUrl(image) : null;
}
