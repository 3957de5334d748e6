import { Suspense } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { BookingBar } from '../../../../components/bookingBarPart.tsx';
import { HotelIntro } from './hotelIntroPart.ts';
import { HotelLocation } from './hotelLocationPart.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  const { locale } = usePageContext();
  return (
    <>
      <BookingBar hotelSeq={data.intro.hotel_seq} />
      <HotelIntro data={data} locale={locale} />
      {data.intro.location ? (
        <Suspense fallback={null}>
          <HotelLocation location={data.intro.location} name={data.name} address={data.address} tel={data.tel} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
