import type { ReactNode } from 'react';
import { staticPart } from '@raon/design-system';
import { usePageContext } from 'vike-react/usePageContext';
import { OfferListBody as OfferListBodyNow } from './offerListEager.ts';
import type { OfferListData } from './offerData.server.ts';
import * as s from './offers.css.ts';

/**
 * The list under the heading (status tabs, cards, page links): links and pictures only. Hydrated
 * by nothing on the page a visit opens with; its code is loaded to show another list than the
 * server sent (a move to another page of it), and fetched as soon as this module runs for a page
 * reached by a move, so that it is in when the page renders (issue 26, point 2).
 */
const OfferListBody = staticPart('offer-list', OfferListBodyNow, () => import('./OfferListBody.tsx').then((m) => m.OfferListBody));
if (!import.meta.env.SSR && !document.querySelector('[data-static-part="offer-list"]')) void OfferListBody.preload();

/** A page of promotions or packages: heading, status tabs (진행 중 / 종료), cards and page links; all state in the address. */
export function OfferList({ data, title, lead, filter }: { data: OfferListData; title: string; lead: string; filter?: ReactNode }) {
  const { urlPathname } = usePageContext();
  return (
    <div className={s.page}>
      <header className={s.pageHead}>
        <h1 className={s.pageTitle}>{title}</h1>
        <p className={s.pageLead}>{lead}</p>
        {filter}
      </header>
      <OfferListBody data={data} title={title} urlPathname={urlPathname} />
    </div>
  );
}
