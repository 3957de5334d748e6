import { useTranslation } from '../../../i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { OfferList } from '../../../components/offers/OfferList.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  return <OfferList data={useData<Data>()} title={t('offers.packageTitle')} lead={t('offers.packageLead')} />;
}
