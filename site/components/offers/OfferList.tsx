import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { OfferCard } from './OfferCard.tsx';
import type { OfferListData } from './offerData.server.ts';
import { offerListHref, offerStatuses } from './offerQuery.ts';
import { Pagination } from './Pagination.tsx';
import * as s from './offers.css.ts';

/** A page of promotions or packages: heading, status tabs (진행 중 / 종료), cards and page links; all state in the address. */
export function OfferList({ data, title, lead, filter }: { data: OfferListData; title: string; lead: string; filter?: ReactNode }) {
  const { t } = useTranslation('site');
  const { urlPathname } = usePageContext();
  const { kind, status, page, pageCount, total, offers } = data;
  return (
    <div className={s.page}>
      <header className={s.pageHead}>
        <h1 className={s.pageTitle}>{title}</h1>
        <p className={s.pageLead}>{lead}</p>
        {filter}
      </header>
      <nav aria-label={t('offers.statusLabel')}>
        <ul className={s.statusTabs}>
          {offerStatuses.map((value) => (
            <li key={value}>
              <a className={s.statusTab} href={offerListHref(urlPathname, value)} aria-current={value === status ? 'page' : undefined}>
                {t(`offers.${value}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={s.total} aria-live="polite">
        {t('offers.total', { count: total })}
      </p>
      {offers.length === 0 ? (
        <div className={s.empty}>
          <p>{total > 0 ? t('offers.emptyPage') : t(status === 'ended' ? 'offers.emptyEnded' : 'offers.emptyOngoing')}</p>
          {total > 0 ? <a href={offerListHref(urlPathname, status)}>{t('offers.firstPage')}</a> : null}
        </div>
      ) : (
        <ul className={s.grid} aria-label={t('offers.listLabel', { kind: title })}>
          {offers.map((offer, i) => (
            <li key={`${offer.hotel_seq}-${offer.seq}`}>
              <OfferCard kind={kind} offer={offer} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => offerListHref(urlPathname, status, p)} />
    </div>
  );
}
