import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { fileUrl, hotelLocation, hotelName } from '../lib/hotel.ts';
import * as s from './HotelCards.css.ts';

interface Hotel {
  hotel_seq: number;
  hotel_name: string;
  hotel_name_en: string;
  hotel_address: string;
  hotel_logo_file_list: { file_path: string; file_name: string }[];
}

/** Hotel cards (SPEC §2): logo, location (2nd and 3rd words of the address), name. */
export function HotelCards({ hotels, currentHotelSeq }: { hotels: Hotel[]; currentHotelSeq: number | null }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <ul className={s.list}>
      {hotels.map((h) => {
        const logo = h.hotel_logo_file_list[0];
        const name = hotelName(h, locale);
        const isCurrent = h.hotel_seq === currentHotelSeq;
        return (
          <li key={h.hotel_seq}>
            <a className={`${s.card} ${isCurrent ? s.current : ''}`} href={`/hotel/${h.hotel_seq}`} aria-current={isCurrent ? 'page' : undefined}>
              {logo ? <img src={fileUrl(logo)} alt={t('home.logoAlt', { name })} width={180} height={48} loading="lazy" /> : null}
              <span className={s.location}>{hotelLocation(h.hotel_address)}</span>
              <span className={s.name}>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
