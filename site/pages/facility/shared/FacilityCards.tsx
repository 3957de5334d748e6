import { formatNumber } from '@raon/design-system';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../../locales/languages.ts';
import { fileUrl, hotelName } from '../../../lib/hotel.ts';
import { facilityHref, imageAlt, type FacilityCardData } from './cards.ts';
import * as s from './property.css.ts';

export interface FacilityCardsProps {
  items: readonly FacilityCardData[];
  /** Show the property's name on each card (lists of several properties). @default true */
  showHotel?: boolean;
  /** The cards' heading level: 2 directly under the page's h1, 3 inside a titled section. @default 3 */
  headingLevel?: 2 | 3;
}

/** Image-led cards of facilities or rooms; each card is one link (the item's name) to its page. */
export function FacilityCards({ items, showHotel = true, headingLevel = 3 }: FacilityCardsProps) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A room's size and occupancy in one line ('33㎡ · 기준 2인 · 최대 3인').
  const roomMeta = (item: FacilityCardData): string | null => {
    const parts: string[] = [];
    if (item.size_m2 !== null) parts.push(t('room.sizeValue', { size: formatNumber(item.size_m2) }));
    if (item.capacity_standard !== null && item.capacity_max !== null) {
      parts.push(t('room.capacityValue', { standard: item.capacity_standard, max: item.capacity_max }));
    }
    return parts.length > 0 ? parts.join(' · ') : null;
  };
  return (
    <ul className={s.grid}>
      {items.map((item) => {
        const meta = item.facility_type === 'room' ? roomMeta(item) : null;
        const lang = contentLang(item.content_lang_type, locale);
        return (
          <li key={`${item.hotel_seq}-${item.facility_seq}`}>
            <article className={s.card}>
              <div className={s.cardMedia}>
                {item.image ? (
                  <img
                    className={s.cardImage}
                    src={fileUrl(item.image)}
                    alt={imageAlt(item.image, item.name, locale)}
                    width={1200}
                    height={800}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </div>
              <div className={s.cardBody}>
                <p className={s.cardEyebrow}>
                  {showHotel ? t('facility.cardEyebrow', { type: t(`facility.types.${item.facility_type}`), hotel: hotelName(item, locale) }) : t(`facility.types.${item.facility_type}`)}
                </p>
                <Heading className={s.cardTitle}>
                  <a className={s.cardLink} href={facilityHref(item)} lang={lang}>
                    {item.name}
                  </a>
                </Heading>
                {meta ? <p className={s.cardMeta}>{meta}</p> : null}
                <p className={s.cardSummary} lang={lang}>
                  {item.summary}
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
