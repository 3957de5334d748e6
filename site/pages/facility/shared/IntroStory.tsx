import type { BrandReadResult } from '../../../../contracts/brand.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../../locales/languages.ts';
import { container } from '../../../styles/global.css.ts';
import * as s from './property.css.ts';

type Intro = BrandReadResult<'introMain'>['intro'];

export interface IntroStoryProps {
  intro: Pick<Intro, 'description' | 'highlights' | 'content_lang_type'>;
  /** Prefix of the sections' heading ids ('brand' → brand-story-title, brand-highlights-title). */
  idPrefix: string;
  storyTitle: string;
  highlightsTitle: string;
}

/** Under the hero of /brand and /hotel/{id}: the introduction's text, then its highlights (when it has any). */
export function IntroStory({ intro, idPrefix, storyTitle, highlightsTitle }: IntroStoryProps) {
  const lang = contentLang(intro.content_lang_type, usePageContext().locale);
  return (
    <>
      <section className={`${container} ${s.section}`} aria-labelledby={`${idPrefix}-story-title`}>
        <div className={s.story}>
          <h2 id={`${idPrefix}-story-title`} className={s.sectionTitle}>
            {storyTitle}
          </h2>
          <p className={s.storyText} lang={lang}>
            {intro.description}
          </p>
        </div>
      </section>

      {intro.highlights.length > 0 ? (
        <section className={`${container} ${s.sectionTight}`} aria-labelledby={`${idPrefix}-highlights-title`}>
          <h2 id={`${idPrefix}-highlights-title`} className={`${s.sectionTitle} ${s.sectionTitleGap}`}>
            {highlightsTitle}
          </h2>
          <ul className={s.highlights} lang={lang}>
            {intro.highlights.map((h) => (
              <li key={h.title} className={s.highlight}>
                <h3 className={s.highlightTitle}>{h.title}</h3>
                <p className={s.highlightText}>{h.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
