import { useTranslation } from '../../../shared/i18n/react.tsx';
import * as s from './offers.css.ts';

export interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The address of a page (plain links: the page is server-rendered from its query). */
  hrefFor: (page: number) => string;
}

/** Page links with the current page marked; nothing when there is one page. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('site');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className={s.pagination} aria-label={t('offers.pagination')}>
      <ul className={s.pageList}>
        <li>
          {page > 1 ? (
            <a className={s.pageArrow} href={hrefFor(page - 1)} aria-label={t('offers.prev')}>
              <span aria-hidden="true">‹</span>
            </a>
          ) : null}
        </li>
        {pages.map((p) => (
          <li key={p}>
            <a className={s.pageLink} href={hrefFor(p)} aria-label={t('offers.page', { page: p })} aria-current={p === page ? 'page' : undefined}>
              {p}
            </a>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <a className={s.pageArrow} href={hrefFor(page + 1)} aria-label={t('offers.next')}>
              <span aria-hidden="true">›</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
