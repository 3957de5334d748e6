import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SupportPage } from '../../../../components/support/SupportPage.tsx';
import { hotelName } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { brand, locale } = usePageContext();
  const title = brand ? t('support.hotelTitle', { hotel: hotelName(brand.branding_data, locale) }) : t('support.title');
  return <SupportPage data={useData<Data>()} title={title} />;
}
