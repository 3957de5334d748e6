import { useTranslation } from '../../../shared/i18n/react.tsx';
import { OfferCard } from './OfferCard.tsx';
import type { OfferListData } from './offerData.server.ts';
import { offerListHref, offerStatuses } from './offerQuery.ts';
import { Pagination } from './Pagination.tsx';
import * as s from './offers.css.ts';

/**
 * The list of an offers page under its heading: status tabs, the total, the cards and the page
 * links. A static part of OfferList (its props say all it shows, the address among them).
 */
export function OfferListBody({ data, title, urlPathname }: { data: OfferListData; title: string; urlPathname: string }) {
  const { t } = useTranslation('site');
  const { kind, status, page, pageCount, total, offers } = data;
  return (
    <>
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
    </>
  );
}
