import type { PageContextServer } from 'vike/types';
import { BRAND_HOTEL_SEQ } from '../../../shared/i18n/siteTitle.ts';
import { readOptional, readRequired } from '../../lib/pageData.server.ts';
import { orNotFound } from '../../lib/pageData.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /brand: the brand's introduction (intro of hotel 100) and its properties (property_hotel_list),
 * each card with the property's own hero photo and subtitle when its introduction answers.
 */
export async function data(pageContext: PageContextServer) {
  const [{ intro }, main] = await orNotFound(
    Promise.all([readRequired(pageContext, 'introMain', undefined, BRAND_HOTEL_SEQ), readOptional(pageContext, 'main', undefined, BRAND_HOTEL_SEQ)]),
  );
  const hotels = main?.property_hotel_list ?? [];
  const intros = await Promise.all(hotels.map((h) => readOptional(pageContext, 'introMain', undefined, h.hotel_seq).catch(() => null)));
  return {
    intro,
    properties: hotels.map((h, i) => ({
      hotel_seq: h.hotel_seq,
      hotel_name: h.hotel_name,
      hotel_name_en: h.hotel_name_en,
      hotel_address: h.hotel_address,
      subtitle: intros[i]?.intro.subtitle ?? null,
      subtitle_lang_type: intros[i]?.intro.content_lang_type ?? null,
      image: intros[i]?.intro.hero_image ?? null,
    })),
  };
}
