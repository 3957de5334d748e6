import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../../../components/JsonLd.tsx';
import { offerLd } from '../../../../lib/structuredData.ts';
import type { Data } from './+data.ts';

/** The offer as schema.org's Offer, in won, with its sale period (issue 29, point 3). */
export default function Head() {
  const data = useData<Data>();
  const { brand, origin, locale } = usePageContext();
  return <JsonLd data={offerLd(origin, brand?.branding_data ?? null, locale, data)} />;
}
