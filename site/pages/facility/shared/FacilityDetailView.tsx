import { formatNumber, formatPhone } from '@raon/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../../locales/languages.ts';
import { fileUrl, hotelName } from '../../../lib/hotel.ts';
import { container } from '../../../styles/global.css.ts';
import { usePhotoLightbox } from '../../../components/PhotoLightbox.tsx';
import { BookRoomButton } from './BookRoomButton.tsx';
import { imageAlt, type FacilityDetail } from './cards.ts';
import * as s from './property.css.ts';

export interface FacilityDetailViewProps {
  facility: FacilityDetail;
  /** Where the back link leads, and its text. */
  back: { href: string; label: string };
  /** A room's booking button under the facts: the booking site's code of its hotel. */
  book?: { hotelCode: string; roomSeq: number };
}

/** A facility or room page: title, photos, facts, description, amenities and notes (the page adds what follows: facilityDetailPart.ts). */
export function FacilityDetailView({ facility: f, back, book }: FacilityDetailViewProps) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const isRoom = f.facility_type === 'room';
  const hotel = hotelName(f, locale);
  // The facility's texts are in one language; a fallback one (English in a Spanish page) says so.
  const lang = contentLang(f.content_lang_type, locale);
  const inLang = (text: string) => (lang ? <span lang={lang}>{text}</span> : text);
  const photos = f.images.map((image) => ({ src: fileUrl(image), alt: imageAlt(image, f.name, locale) }));
  const lightbox = usePhotoLightbox(photos, f.name);
  // Three pictures on the page (the first large); the last says how many more the lightbox holds.
  const shown = photos.slice(0, GALLERY_SHOWN);
  const hidden = photos.length - shown.length;
  const facts: { label: string; value: ReactNode }[] = [];
  const add = (label: string, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '') facts.push({ label, value });
  };

  add(t('facility.hotel'), <a className={s.factLink} href={`/hotel/${f.hotel_seq}`}>{hotel}</a>);
  if (isRoom) {
    add(t('room.size'), f.size_m2 !== null && t('room.sizeValue', { size: formatNumber(f.size_m2) }));
    add(t('room.capacity'), f.capacity_standard !== null && f.capacity_max !== null && t('room.capacityValue', { standard: f.capacity_standard, max: f.capacity_max }));
    add(t('room.bed'), f.bed_type && bedLabel(f.bed_type, (part) => t(`room.beds.${part}`, { defaultValue: part })));
    add(t('room.view'), f.view && inLang(f.view));
    add(t('room.location'), f.location && inLang(f.location));
    add(t('room.checkIn'), f.check_in_time);
    add(t('room.checkOut'), f.check_out_time);
  } else {
    add(t('facility.location'), f.location && inLang(f.location));
    add(t('facility.hours'), f.open_time && f.close_time && t('facility.hoursValue', { open: f.open_time, close: f.close_time }));
    add(t('facility.phone'), f.phone && <a className={s.factLink} href={`tel:${f.phone.replace(/\D/g, '')}`}>{formatPhone(f.phone)}</a>);
  }

  return (
    <article>
      <header className={`${container} ${s.detailHeader}`}>
        <a className={s.backLink} href={back.href}>
          <Arrow />
          {back.label}
        </a>
        <p className={s.eyebrow}>{t('facility.cardEyebrow', { type: t(`facility.types.${f.facility_type}`), hotel })}</p>
        <h1 className={s.detailTitle} lang={lang}>
          {f.name}
        </h1>
        <p className={s.detailLead} lang={lang}>
          {f.summary}
        </p>
      </header>

      {f.images.length > 0 ? (
        <div className={container}>
          <ul className={`${s.gallery} ${f.images.length === 1 ? s.galleryOne : ''} ${shown.length === 3 ? s.galleryThree : ''}`} aria-label={t('facility.photos', { name: f.name })}>
            {shown.map((photo, i) => (
              <li key={photo.src} className={s.galleryItem}>
                <button type="button" className={s.galleryButton} aria-label={lightbox.openLabel(i)} onClick={() => lightbox.open(i)}>
                  <img
                    className={s.galleryImage}
                    src={photo.src}
                    alt={photo.alt}
                    width={1200}
                    height={800}
                    {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
                  />
                  {hidden > 0 && i === shown.length - 1 ? (
                    <span className={s.galleryMore} aria-hidden="true">
                      +{hidden}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {lightbox.element}
        </div>
      ) : null}

      <div className={`${container} ${s.detailLayout}`}>
        <section className={s.infoCard} aria-labelledby="facility-info-title">
          <h2 id="facility-info-title" className={s.infoTitle}>
            {isRoom ? t('room.infoTitle') : t('facility.infoTitle')}
          </h2>
          <dl className={s.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={s.fact}>
                <dt className={s.factLabel}>{fact.label}</dt>
                <dd className={s.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {book ? (
            <div className={s.bookArea}>
              <BookRoomButton hotelCode={book.hotelCode} roomSeq={book.roomSeq} />
            </div>
          ) : null}
        </section>

        <div className={s.detailMain}>
          <section aria-labelledby="facility-about-title">
            <h2 id="facility-about-title" className={s.detailSectionTitle}>
              {isRoom ? t('room.about') : t('facility.about')}
            </h2>
            <p className={s.description} lang={lang}>
              {f.description}
            </p>
          </section>
          {f.amenities.length > 0 ? (
            <section aria-labelledby="facility-amenities-title">
              <h2 id="facility-amenities-title" className={s.detailSectionTitle}>
                {isRoom ? t('room.amenities') : t('facility.amenities')}
              </h2>
              <ul className={s.amenities} lang={lang}>
                {f.amenities.map((amenity) => (
                  <li key={amenity} className={s.amenity}>
                    <Check />
                    {amenity}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {f.notes.length > 0 ? (
            <section aria-labelledby="facility-notes-title">
              <h2 id="facility-notes-title" className={s.detailSectionTitle}>
                {isRoom ? t('room.notes') : t('facility.notes')}
              </h2>
              <ul className={s.notes} lang={lang}>
                {f.notes.map((note) => (
                  <li key={note} className={s.note}>
                    {note}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Pictures a facility's page shows before its lightbox. */
const GALLERY_SHOWN = 3;

/** 'King + Ondol' → '킹 + 온돌': each known bed word translated, unknown words kept. */
export function bedLabel(bedType: string, translate: (part: string) => string): string {
  return bedType
    .split('+')
    .map((part) => translate(part.trim()))
    .join(' + ');
}

function Arrow() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10 3L5 8l5 5" />
    </svg>
  );
}

function Check() {
  return (
    <svg className={s.amenityIcon} width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2.5 7.5l3 3 6-7" />
    </svg>
  );
}
