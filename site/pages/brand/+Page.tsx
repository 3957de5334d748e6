import { formatNumber } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../locales/languages.ts';
import { fileUrl, hotelLocation, hotelName } from '../../lib/hotel.ts';
import { container } from '../../styles/global.css.ts';
import { imageAlt } from '../facility/shared/cards.ts';
import { IntroHero } from '../facility/shared/IntroHero.tsx';
import { IntroStory } from '../facility/shared/IntroStory.tsx';
import * as s from '../facility/shared/property.css.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const { intro, properties } = useData<Data>();
  const stats = [
    { label: t('brandPage.since'), value: intro.opened_on ? intro.opened_on.slice(0, 4) : '' },
    { label: t('brandPage.totalRooms'), value: intro.total_rooms !== null ? t('brandPage.roomsValue', { value: formatNumber(intro.total_rooms) }) : '' },
    { label: t('brandPage.properties'), value: properties.length > 0 ? t('brandPage.propertiesValue', { value: properties.length }) : '' },
  ].filter((stat) => stat.value !== '');

  return (
    <>
      <IntroHero intro={intro} eyebrow={t('brandPage.eyebrow')} stats={stats} />

      <IntroStory intro={intro} idPrefix="brand" storyTitle={t('brandPage.storyTitle')} highlightsTitle={t('brandPage.highlightsTitle')} />

      {properties.length > 0 ? (
        <section className={`${s.band} ${s.section}`} aria-labelledby="brand-properties-title">
          <div className={container}>
            <div className={s.sectionHead}>
              <div>
                <h2 id="brand-properties-title" className={s.sectionTitle}>
                  {t('brandPage.propertiesTitle')}
                </h2>
                <p className={s.sectionLead}>{t('brandPage.propertiesLead')}</p>
              </div>
            </div>
            <ul className={s.grid}>
              {properties.map((p) => {
                const name = hotelName(p, locale);
                return (
                  <li key={p.hotel_seq}>
                    <article className={s.card}>
                      <div className={s.cardMedia}>
                        {p.image ? (
                          <img className={s.cardImage} src={fileUrl(p.image)} alt={imageAlt(p.image, name, locale)} width={1200} height={800} loading="lazy" decoding="async" />
                        ) : null}
                      </div>
                      <div className={s.cardBody}>
                        <p className={s.cardEyebrow}>{hotelLocation(p.hotel_address)}</p>
                        <h3 className={s.cardTitle}>
                          <a className={s.cardLink} href={`/hotel/${p.hotel_seq}`}>
                            {name}
                          </a>
                        </h3>
                        {p.subtitle ? (
                          <p className={s.cardSummary} lang={contentLang(p.subtitle_lang_type, locale)}>
                            {p.subtitle}
                          </p>
                        ) : null}
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}

      <section className={`${container} ${s.section} ${s.cta}`} aria-labelledby="brand-facility-title">
        <h2 id="brand-facility-title" className={s.sectionTitle}>
          {t('brandPage.facilityTitle')}
        </h2>
        <p className={s.lead}>{t('brandPage.facilityLead')}</p>
        <p className={s.centred}>
          <a className={s.buttonLink} href="/facility">
            {t('brandPage.facilityLink')}
          </a>
        </p>
      </section>
    </>
  );
}
