import { usePageContext } from 'vike-react/usePageContext';
import type { BrandReadResult } from '../../../../contracts/brand.ts';
import { contentLang } from '../../../../locales/languages.ts';
import { fileUrl } from '../../../lib/hotel.ts';
import { container } from '../../../styles/global.css.ts';
import { imageAlt } from './cards.ts';
import * as s from './property.css.ts';

type Intro = BrandReadResult<'introMain'>['intro'];

export interface IntroHeroProps {
  intro: Intro;
  /** Small text above the title (the brand page's 'OUR BRAND', a hotel's location). */
  eyebrow?: string;
  /** Key figures under the subtitle (opening date, rooms); empty values are left out by the caller. */
  stats: { label: string; value: string }[];
}

/** The first screen of /brand and /hotel/{id}: the hero photo (the page's largest paint) and its title card. */
export function IntroHero({ intro, eyebrow, stats }: IntroHeroProps) {
  const { locale } = usePageContext();
  // A fallback translation (English in a Spanish page) is marked as such for screen readers.
  const lang = contentLang(intro.content_lang_type, locale);
  return (
    <section aria-labelledby="intro-title">
      {intro.hero_image ? (
        <div className={s.heroMedia}>
          <img
            className={s.heroImage}
            src={fileUrl(intro.hero_image)}
            alt={imageAlt(intro.hero_image, intro.title, locale)}
            width={1200}
            height={800}
            fetchPriority="high"
          />
        </div>
      ) : null}
      <div className={container}>
        {/* A move between hotel tabs lands here, under the sub-navigation, past the photo (SPEC §2, LANDING_ATTRIBUTE of site/lib/navigation.ts). */}
        <div className={`${s.heroCard} ${intro.hero_image ? '' : s.heroCardPlain}`} data-tab-start="">
          {eyebrow ? <p className={s.eyebrow}>{eyebrow}</p> : null}
          <h1 id="intro-title" className={s.heroTitle} lang={lang}>
            {intro.title}
          </h1>
          <p className={s.heroSubtitle} lang={lang}>
            {intro.subtitle}
          </p>
          {stats.length > 0 ? (
            <dl className={s.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={s.stat}>
                  <dt className={s.statLabel}>{stat.label}</dt>
                  <dd className={s.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </section>
  );
}
