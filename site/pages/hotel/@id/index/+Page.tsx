import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { HotelIntro } from './hotelIntroPart.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  const { locale } = usePageContext();
  return <HotelIntro data={data} locale={locale} />;
}
