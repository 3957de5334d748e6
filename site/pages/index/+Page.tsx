import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../locales/languages.ts';
import { fileUrl } from '../../lib/hotel.ts';
import { container } from '../../styles/global.css.ts';
import type { Data } from './+data.ts';
import { HomeSections } from './homeSectionsPart.ts';
import { VisitHotelFilter } from '../../components/VisitHotelFilter.tsx';
import { BookingBar } from '../../components/bookingBarPart.tsx';
import * as s from './index.css.ts';

export default function Page() {
  const { t } = useTranslation();
  const { intro, promotions, packages, visitHotel } = useData<Data>();
  const { brand, locale } = usePageContext();
  const hero = intro?.hero_image ?? null;
  const introLang = contentLang(intro?.content_lang_type, locale);
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        {hero ? (
          <img className={s.heroImage} src={fileUrl(hero)} alt="" width={1440} height={640} fetchPriority="high" decoding="async" />
        ) : null}
        <div className={s.heroShade}>
          <div className={container}>
            <p className={s.heroEyebrow} lang={introLang}>
              {intro?.title ?? t('site.title')}
            </p>
            <h1 id="hero-title" className={s.heroTitle}>
              {t('home.heroTitle')}
            </h1>
            <p className={s.heroLead}>{t('home.heroLead')}</p>
          </div>
        </div>
      </section>

      <BookingBar />

      {visitHotel ? (
        <div className={`${container} ${s.visitFilter}`}>
          <VisitHotelFilter hotel={visitHotel} allHref="/" />
        </div>
      ) : null}

      <HomeSections hotels={brand?.property_hotel_list ?? []} promotions={promotions} packages={packages} intro={intro} locale={locale} />
    </>
  );
}
