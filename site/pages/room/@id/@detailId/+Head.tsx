import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../../../components/JsonLd.tsx';
import { roomLd } from '../../../../lib/structuredData.ts';
import type { Data } from './+data.ts';

/** The room as schema.org's HotelRoom in its Hotel (issue 29, point 3). */
export default function Head() {
  const { room } = useData<Data>();
  const { brand, origin, locale } = usePageContext();
  return <JsonLd data={roomLd(origin, brand?.branding_data ?? null, locale, room)} />;
}
