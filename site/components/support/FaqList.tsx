import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../locales/languages.ts';
import { SearchForm } from './SearchForm.tsx';
import type { FaqData } from './supportData.server.ts';
import { supportHref } from './supportQuery.ts';
import * as s from './support.css.ts';

/** FAQ: category chips (links, so each filter has its address) and an accordion of questions. */
export function FaqList({ data }: { data: FaqData }) {
  const { t } = useTranslation('site');
  const { urlPathname, locale } = usePageContext();
  const [open, setOpen] = useState<number | null>(null);
  const { categories, category, keyword, faqs } = data;
  return (
    <>
      <SearchForm
        label={t('support.faqSearch')}
        placeholder={t('support.faqPlaceholder')}
        keyword={keyword}
        keep={category ? { state: '2', category: String(category) } : { state: '2' }}
        hrefFor={(k) => supportHref(urlPathname, 2, { category, keyword: k })}
        clearHref={supportHref(urlPathname, 2, { category })}
      />
      {categories.length > 0 ? (
        <nav aria-label={t('support.faqCategories')}>
          <ul className={s.chips}>
            <li>
              <a className={s.chip} href={supportHref(urlPathname, 2, { keyword })} aria-current={category === null ? 'page' : undefined}>
                {t('support.all')}
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.category_seq}>
                <a className={s.chip} href={supportHref(urlPathname, 2, { category: c.category_seq, keyword })} aria-current={category === c.category_seq ? 'page' : undefined} lang={contentLang(c.content_lang_type, locale)}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {faqs.length === 0 ? (
        <p className={s.empty} role="status">
          {keyword ? t('support.noResults', { keyword }) : t('support.faqEmpty')}
        </p>
      ) : (
        <ul className={s.rows}>
          {faqs.map((f) => {
            const expanded = open === f.faq_seq;
            const buttonId = `faq-${f.faq_seq}`;
            const regionId = `faq-${f.faq_seq}-answer`;
            const lang = contentLang(f.content_lang_type, locale);
            return (
              <li key={f.faq_seq} className={s.row}>
                <h3 className={s.rowHeading}>
                  <button type="button" id={buttonId} className={s.rowButton} aria-expanded={expanded} aria-controls={regionId} onClick={() => setOpen(expanded ? null : f.faq_seq)}>
                    <span className={s.qMark} aria-hidden="true">
                      {t('support.faqQ')}
                    </span>
                    <span className={s.rowTitle} lang={lang}>
                      <span className={s.faqCategory}>{f.category_name}</span>
                      {f.question}
                    </span>
                    <span className={s.chevron} aria-hidden="true" />
                  </button>
                </h3>
                <div id={regionId} role="region" aria-labelledby={buttonId} className={s.rowContent} hidden={!expanded}>
                  <p className={s.prose} lang={lang}>
                    {f.answer}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className={s.moreHelp}>
        {t('support.moreHelp')}{' '}
        <a href={supportHref(urlPathname, 3)}>{t('support.askVoc')}</a>
      </p>
    </>
  );
}
