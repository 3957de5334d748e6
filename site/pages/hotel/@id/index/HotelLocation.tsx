import { useRef, useState } from 'react';
import { contentLang, type Locale } from '../../../../../locales/languages.ts';
import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { fileUrl } from '../../../../lib/hotel.ts';
import { mapLink, mapServices } from '../../../../lib/mapLinks.ts';
import { phoneParts } from '../../../../lib/phoneLinks.ts';
import { container, visuallyHidden } from '../../../../styles/global.css.ts';
import * as p from '../../../facility/shared/property.css.ts';
import type { Data } from './+data.ts';
import * as s from './HotelLocation.css.ts';

type Location = NonNullable<Data['intro']['location']>;

/**
 * Where the property is and how to get there (issue 29, point 2): its address (copied with one
 * press), its phone as a `tel:` link, check-in and check-out, the ways there by car, by train or
 * bus and from the nearest airports, parking, a sketch map shipped with the site and the place
 * opened by its coordinates in Kakao Map, Naver Map or Google Maps.
 */
export function HotelLocation({ location, name, address, tel, locale }: { location: Location; name: string; address: string | null; tel: string | null; locale: Locale }) {
  const { t } = useTranslation('site');
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const addressRef = useRef<HTMLSpanElement>(null);
  const lang = contentLang(location.content_lang_type, locale);
  const telPart = tel ? phoneParts(tel).find((part) => 'tel' in part) : undefined;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address ?? '');
      setCopied('copied');
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the address is selected for the visitor to copy.
      const range = document.createRange();
      if (addressRef.current) range.selectNodeContents(addressRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied('copyFailed');
    }
  };
  const place = { name, latitude: location.latitude, longitude: location.longitude };
  return (
    <section className={`${p.band} ${p.section}`} aria-labelledby="hotel-location-title" data-testid="hotel-location">
      <div className={container}>
        <h2 id="hotel-location-title" className={`${p.sectionTitle} ${p.sectionTitleGap}`}>
          {t('location.title')}
        </h2>
        <div className={s.grid}>
          {location.map_image ? (
            <figure className={s.figure}>
              <img className={s.map} src={fileUrl(location.map_image)} alt={location.map_image.alt_text ?? ''} lang={lang} width={960} height={540} loading="lazy" decoding="async" />
              <figcaption className={s.caption}>{t('location.mapCaption')}</figcaption>
            </figure>
          ) : null}
          <div>
            <dl className={s.facts}>
              {address ? (
                <>
                  <dt className={s.term}>{t('location.address')}</dt>
                  <dd className={s.detail}>
                    <span className={s.copyRow}>
                      <span ref={addressRef} data-testid="hotel-address">
                        {address}
                      </span>
                      <button type="button" className={s.copy} onClick={() => void copy()} data-testid="copy-address">
                        {t('location.copy')}
                      </button>
                      <span className={s.status} role="status">
                        {copied ? t(`location.${copied}`) : null}
                      </span>
                    </span>
                  </dd>
                </>
              ) : null}
              {tel ? (
                <>
                  <dt className={s.term}>{t('location.phone')}</dt>
                  <dd className={s.detail}>{telPart && 'tel' in telPart ? <a href={telPart.tel}>{tel}</a> : tel}</dd>
                </>
              ) : null}
              <dt className={s.term}>{t('location.times')}</dt>
              <dd className={s.detail} data-testid="hotel-times">
                {t('location.timesValue', { checkIn: location.check_in_time, checkOut: location.check_out_time })}
              </dd>
              <dt className={s.term}>{t('location.byCar')}</dt>
              <dd className={s.detail} lang={lang}>
                {location.by_car}
              </dd>
              <dt className={s.term}>{t('location.byTransit')}</dt>
              <dd className={s.detail} lang={lang}>
                {location.by_transit}
              </dd>
              <dt className={s.term}>{t('location.airport')}</dt>
              <dd className={s.detail} lang={lang}>
                {location.airport}
              </dd>
              <dt className={s.term}>{t('location.parking')}</dt>
              <dd className={s.detail} lang={lang}>
                {location.parking}
              </dd>
            </dl>
            <h3 className={s.linksTitle}>{t('location.openIn')}</h3>
            <ul className={s.links}>
              {mapServices.map((service) => (
                <li key={service}>
                  <a className={s.link} href={mapLink(service, place)} target="_blank" rel="noopener noreferrer" data-map={service}>
                    {t(`location.${service}`)}
                    <span className={visuallyHidden}> ({t('location.newWindow')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
