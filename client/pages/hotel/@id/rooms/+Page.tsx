import { useTranslation } from '../../../../i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { HotelListPage } from '../../../facility/shared/HotelListPage.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { hotel, items } = useData<Data>();
  return (
    <HotelListPage
      hotel={hotel}
      title={t('hotelPage.roomsTitle')}
      lead={t('hotelPage.roomsLead', { hotel: hotel ?? '' })}
      empty={t('hotelPage.emptyRooms')}
      items={items}
    />
  );
}
