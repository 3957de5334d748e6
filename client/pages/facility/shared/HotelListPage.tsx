import { container } from '../../../styles/global.css.ts';
import type { FacilityCardData } from './cards.ts';
import { FacilityCards } from './FacilityCards.tsx';
import * as s from './property.css.ts';

export interface HotelListPageProps {
  hotel: string | null;
  title: string;
  lead: string;
  empty: string;
  items: readonly FacilityCardData[];
}

/** A tab of /hotel/{id} listing cards (rooms, facilities): a header, then the cards or a note. */
export function HotelListPage({ hotel, title, lead, empty, items }: HotelListPageProps) {
  return (
    <>
      <header className={`${container} ${s.pageHeader}`}>
        {hotel ? <p className={s.eyebrow}>{hotel}</p> : null}
        <h1 className={s.pageTitle}>{title}</h1>
        <p className={s.lead}>{lead}</p>
      </header>
      <div className={`${container} ${s.listBody}`}>
        {items.length > 0 ? <FacilityCards items={items} showHotel={false} headingLevel={2} /> : <p className={s.empty}>{empty}</p>}
      </div>
    </>
  );
}
