import { useData } from 'vike-react/useData';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { container } from '../../../styles/global.css.ts';
import { FacilityCards } from './FacilityCards.tsx';
import type { HotelListData, HotelListKind } from './hotelList.server.ts';
import * as s from './property.css.ts';

const TEXTS = {
  rooms: { title: 'hotelPage.roomsTitle', lead: 'hotelPage.roomsLead', empty: 'hotelPage.emptyRooms' },
  facility: { title: 'hotelPage.facilityTitle', lead: 'hotelPage.facilityLead', empty: 'hotelPage.emptyFacility' },
} as const satisfies Record<HotelListKind, Record<'title' | 'lead' | 'empty', string>>;

/** A tab of /hotel/{id} listing cards (rooms, facilities): a header, then the cards or a note. */
export function HotelListPage({ kind }: { kind: HotelListKind }) {
  const { t } = useTranslation('site');
  const { hotel, items } = useData<HotelListData>();
  const text = TEXTS[kind];
  return (
    <>
      <header className={`${container} ${s.pageHeader}`}>
        {hotel ? <p className={s.eyebrow}>{hotel}</p> : null}
        <h1 className={s.pageTitle}>{t(text.title)}</h1>
        <p className={s.lead}>{t(text.lead, { hotel: hotel ?? '' })}</p>
      </header>
      <div className={`${container} ${s.listBody}`}>
        {items.length > 0 ? <FacilityCards items={items} showHotel={false} headingLevel={2} /> : <p className={s.empty}>{t(text.empty)}</p>}
      </div>
    </>
  );
}
