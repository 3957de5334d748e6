import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { OfferList } from '../../../../components/offers/OfferList.tsx';
import { hotelName } from '../../../../lib/hotel.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { brand, locale } = usePageContext();
  const title = brand ? t('offers.hotelPromotionTitle', { hotel: hotelName(brand.branding_data, locale) }) : t('offers.promotionTitle');
  return <OfferList data={useData<Data>()} title={title} lead={t('offers.promotionLead')} />;
}
