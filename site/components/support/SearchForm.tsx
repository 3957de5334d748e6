import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { navigate } from 'vike/client/router';
import * as s from './support.css.ts';

export interface SearchFormProps {
  /** Accessible name of the search landmark. */
  label: string;
  placeholder: string;
  /** The keyword searched for now. */
  keyword: string;
  /** Hidden query fields kept with the search (state, category). */
  keep: Record<string, string>;
  /** The address of the results for a keyword. */
  hrefFor: (keyword: string) => string;
  /** Shown when a search is active: back to everything. */
  clearHref: string;
}

/** A GET form (works without script); with script the results load by client navigation. */
export function SearchForm({ label, placeholder, keyword, keep, hrefFor, clearHref }: SearchFormProps) {
  const { t } = useTranslation('site');
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    void navigate(hrefFor(value));
  };
  return (
    <form role="search" aria-label={label} className={s.search} method="get" onSubmit={onSubmit}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className={s.searchLabel}>
        {t('support.keywordLabel')}
      </label>
      <input id={id} className={s.searchInput} type="search" name="keyword" defaultValue={keyword} placeholder={placeholder} maxLength={100} enterKeyHint="search" />
      <button type="submit" className={s.searchButton}>
        {t('support.search')}
      </button>
      {keyword ? (
        <a className={s.clearLink} href={clearHref}>
          {t('support.showAll')}
        </a>
      ) : null}
    </form>
  );
}
