import { HotelListPage } from '../../../facility/shared/HotelListPage.tsx';

export default function Page() {
  return <HotelListPage kind="rooms" />;
}
