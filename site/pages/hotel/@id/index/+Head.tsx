import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../../../components/JsonLd.tsx';
import { fileUrl } from '../../../../lib/hotel.ts';
import { hotelLd } from '../../../../lib/structuredData.ts';
import type { Data } from './+data.ts';

/** The property as schema.org's Hotel, with where it is and its rooms (issue 29, point 3). */
export default function Head() {
  const { intro, rooms } = useData<Data>();
  const { brand, origin, locale } = usePageContext();
  const b = brand?.branding_data;
  if (!b || b.hotel_seq !== intro.hotel_seq) return null;
  return <JsonLd data={hotelLd(origin, b, locale, intro.hero_image ? [fileUrl(intro.hero_image)] : [], rooms, intro.location)} />;
}
