import { staticPart } from '@raon/design-system';
// Its styles come with the page (the server renders it); its code only when needed.
import '../../../../styles/global.css.ts';
import '../../../facility/shared/property.css.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { HotelIntro as HotelIntroNow } from './hotelIntroEager.ts';
import type { Data } from './+data.ts';

// Text, pictures and links only: hydrated by nothing, its code loaded only when the page must show
// another hotel or language than the server sent (issue 26: less to hydrate).
const HotelIntro = staticPart('hotel-intro', HotelIntroNow, () => import('./HotelIntro.tsx').then((m) => m.HotelIntro));

export default function Page() {
  const data = useData<Data>();
  const { locale } = usePageContext();
  return <HotelIntro data={data} locale={locale} />;
}
