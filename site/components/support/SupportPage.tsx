import { lazyPart, revealInRow, Spinner } from '@raon/design-system';
// The form's styles come with the page: the server renders it at once, its code arrives later.
import '@raon/design-system/components/RippleButton/RippleButton.css.ts';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { VocForm as VocFormNow, VocLookup as VocLookupNow } from './vocFormEager.ts';
import * as o from '../offers/offers.css.ts';
import { FaqList } from './FaqList.tsx';
import { NoticeList } from './NoticeList.tsx';
import type { SupportData } from './supportData.server.ts';
import { supportHref, supportStateKeys, supportStates } from './supportQuery.ts';
import * as s from './support.css.ts';

// The inquiry form is the heaviest part of the page: its code loads only when state 3 is shown.
// The server renders the form at once (site/lib/serverEager.ts); the browser loads its code lazily.
const VocForm = import.meta.env.SSR ? VocFormNow : lazyPart(() => import('./VocForm.tsx'));
const VocLookup = import.meta.env.SSR ? VocLookupNow : lazyPart(() => import('./VocLookup.tsx'));

/** /support and /hotel/{id}/support: tabs by ?state= (1 notices, 2 FAQ, 3 VOC, 4 inquiry lookup), each server-rendered. */
export function SupportPage({ data, title, filter }: { data: SupportData; title: string; filter?: ReactNode }) {
  const { t } = useTranslation('site');
  const { urlPathname } = usePageContext();
  // On a phone the tab row may scroll sideways (support.css.ts): the current tab is shown whole.
  const tabList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // The list is positioned: offsetLeft is measured from its start.
    if (list && current) revealInRow(list, current);
  }, [data.state]);
  return (
    <div className={o.page}>
      <header className={o.pageHead}>
        <h1 className={o.pageTitle}>{title}</h1>
        <p className={o.pageLead}>{t('support.lead')}</p>
        {filter}
      </header>
      <nav aria-label={t('support.tabsLabel')}>
        <ul ref={tabList} className={s.tabs}>
          {supportStates.map((state) => (
            <li key={state} className={s.tabItem}>
              <a className={s.tab} href={supportHref(urlPathname, state)} aria-current={state === data.state ? 'page' : undefined}>
                {t(`support.${supportStateKeys[state]}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={s.panel} aria-labelledby="support-panel-title">
        <h2 id="support-panel-title" className={o.srOnly}>
          {t(`support.${supportStateKeys[data.state]}`)}
        </h2>
        {data.state === 1 ? <NoticeList data={data} /> : null}
        {data.state === 2 ? <FaqList data={data} /> : null}
        {data.state === 3 ? (
          <Suspense
            fallback={
              <div className={s.formFallback}>
                <Spinner label={t('support.loadingForm')} />
              </div>
            }
          >
            <VocForm categories={data.categories} hotelSeq={data.hotelSeq} />
          </Suspense>
        ) : null}
        {data.state === 4 ? (
          <Suspense
            fallback={
              <div className={s.formFallback}>
                <Spinner label={t('support.loadingForm')} />
              </div>
            }
          >
            <VocLookup />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
