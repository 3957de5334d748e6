import { useData } from 'vike-react/useData';
import { OfferDetail } from '../../../../components/offers/offerDetailPart.ts';
import type { Data } from './+data.ts';

export default function Page() {
  return <OfferDetail data={useData<Data>()} />;
}
