import { formatDate } from '@raon/design-system';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../locales/languages.ts';
import * as o from '../../components/offers/offers.css.ts';
import { termIndex } from './termIndex.ts';
import * as s from './terms.css.ts';

/** /terms?state=N: the N-th term (1-based, SPEC §2); anything else shows the first. */
export default function Page() {
  const { t } = useTranslation('site');
  const { terms, urlParsed, locale } = usePageContext();
  const index = termIndex(urlParsed.search.state, terms.length);
  const term = terms[index];
  return (
    <div className={o.page}>
      <header className={o.pageHead}>
        <h1 className={o.pageTitle}>{t('terms.title')}</h1>
      </header>
      {term ? (
        <div className={s.layout}>
          <nav aria-label={t('terms.listLabel')}>
            <ul className={s.list}>
              {terms.map((item, i) => (
                <li key={item.term_seq}>
                  <a className={s.link} href={`/terms?state=${i + 1}`} aria-current={i === index ? 'page' : undefined} lang={contentLang(item.content_lang_type, locale)}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <article className={s.article} aria-labelledby="term-title">
            <h2 id="term-title" className={s.title} lang={contentLang(term.content_lang_type, locale)}>
              {term.title}
            </h2>
            <p className={s.effective}>{t('terms.effective', { date: formatDate(term.effective_date) })}</p>
            <div className={s.content} lang={contentLang(term.content_lang_type, locale)}>
              {term.content}
            </div>
          </article>
        </div>
      ) : (
        <p className={o.empty}>{t('terms.empty')}</p>
      )}
    </div>
  );
}
