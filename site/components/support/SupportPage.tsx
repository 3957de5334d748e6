import { demandPart, revealInRow, Spinner } from '@raon/design-system';
// The form's styles come with the page: the server renders it at once, its code arrives later.
import '@raon/design-system/components/RippleButton/RippleButton.css.ts';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { FaqList as FaqListNow, NoticeList as NoticeListNow, VocForm as VocFormNow, VocLookup as VocLookupNow } from './vocFormEager.ts';
import * as o from '../offers/offers.css.ts';
import type { SupportData } from './supportData.server.ts';
import { supportHref, supportStateKeys, supportStates } from './supportQuery.ts';
import * as s from './support.css.ts';

// The inquiry form and the lookup are the heaviest parts of the page (the form with its checks,
// zod's among them, and its uploader). The server renders them at once (vocFormEager.ts); the
// browser fetches their code when the visitor turns to them, its first focus, touch or key in the
// form (demandPart: what is typed or pressed before it hydrates is kept), not with the page: a
// visitor who only reads the tab, or comes for another, never loads it (issue 26, point 2).
const VocForm = demandPart('voc-form', VocFormNow, () => import('./VocForm.tsx').then((m) => m.default));
const VocLookup = demandPart('voc-lookup', VocLookupNow, () => import('./VocLookup.tsx').then((m) => m.default));
// The notices and the FAQ likewise: their rows open on a press and their search navigates, but a
// visitor who only reads them needs none of it.
const NoticeList = demandPart('support-notices', NoticeListNow, () => import('./NoticeList.tsx').then((m) => m.NoticeList));
const FaqList = demandPart('support-faq', FaqListNow, () => import('./FaqList.tsx').then((m) => m.FaqList));
/** Each tab's part, whose code a pointer over (or the focus on) the tab fetches ahead of a move to it. */
const parts = { 1: NoticeList, 2: FaqList, 3: VocForm, 4: VocLookup } as const;

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
              <a
                className={s.tab}
                href={supportHref(urlPathname, state)}
                aria-current={state === data.state ? 'page' : undefined}
                onPointerEnter={() => void parts[state].preload()}
                onFocus={() => void parts[state].preload()}
              >
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
        {/* Shown while a part's code comes after a move to its tab (never on the server's page). */}
        <Suspense
          fallback={
            <div className={s.formFallback}>
              <Spinner label={t(data.state === 3 || data.state === 4 ? 'support.loadingForm' : 'ui:loading.skeleton')} />
            </div>
          }
        >
          {data.state === 1 ? <NoticeList data={data} /> : null}
          {data.state === 2 ? <FaqList data={data} /> : null}
          {data.state === 3 ? <VocForm categories={data.categories} hotelSeq={data.hotelSeq} /> : null}
          {data.state === 4 ? <VocLookup /> : null}
        </Suspense>
      </section>
    </div>
  );
}
