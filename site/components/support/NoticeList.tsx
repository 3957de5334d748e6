import { formatDate, formatNumber } from '@raon/design-system';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { contentLang } from '../../../locales/languages.ts';
import { phoneParts } from '../../lib/phoneLinks.ts';
import { hotelName } from '../../lib/hotel.ts';
import { Pagination } from '../offers/Pagination.tsx';
import { SearchForm } from './SearchForm.tsx';
import type { NoticeData } from './supportData.server.ts';
import { supportHref } from './supportQuery.ts';
import * as s from './support.css.ts';

/** Notices, pinned first with a badge; a row opens to show its text. */
export function NoticeList({ data }: { data: NoticeData }) {
  const { t } = useTranslation('site');
  const { urlPathname, locale } = usePageContext();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (seq: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(seq)) next.delete(seq);
      else next.add(seq);
      return next;
    });
  const { keyword, total, notices } = data;
  return (
    <>
      <SearchForm
        label={t('support.noticeSearch')}
        placeholder={t('support.noticePlaceholder')}
        keyword={keyword}
        keep={{ state: '1' }}
        hrefFor={(k) => supportHref(urlPathname, 1, { keyword: k })}
        clearHref={supportHref(urlPathname, 1)}
      />
      <p className={s.count} role="status">
        {keyword ? (total > 0 ? t('support.resultCount', { count: total, keyword }) : t('support.noResults', { keyword })) : t('support.noticeTotal', { count: total })}
      </p>
      {notices.length === 0 ? (
        !keyword ? <p className={s.empty}>{t('support.noticeEmpty')}</p> : null
      ) : (
        <ul className={s.rows}>
          {notices.map((n) => {
            const expanded = open.has(n.notice_seq);
            const buttonId = `notice-${n.notice_seq}`;
            const regionId = `notice-${n.notice_seq}-content`;
            const lang = contentLang(n.content_lang_type, locale);
            const hotel = n.hotel ? hotelName(n.hotel, locale) : null;
            return (
              <li key={n.notice_seq} className={s.row} data-pinned={n.is_pinned ? 'true' : undefined}>
                <h3 className={s.rowHeading}>
                  <button type="button" id={buttonId} className={s.rowButton} aria-expanded={expanded} aria-controls={regionId} onClick={() => toggle(n.notice_seq)}>
                    {n.is_pinned ? <span className={s.pinBadge}>{t('support.pinned')}</span> : null}
                    {hotel ? (
                      <span className={s.hotelBadge}>
                        <span className={s.srOnlyText}>{t('where.noticeHotel')} </span>
                        {hotel}
                      </span>
                    ) : null}
                    <span className={s.rowTitle} lang={lang}>
                      {n.title}
                    </span>
                    <span className={s.rowMeta}>
                      <span className={s.srOnlyText}>{t('support.posted')} </span>
                      <time dateTime={n.posted_at}>{formatDate(n.posted_at)}</time>
                    </span>
                    <span className={s.chevron} aria-hidden="true" />
                  </button>
                </h3>
                <div id={regionId} role="region" aria-labelledby={buttonId} className={s.rowContent} hidden={!expanded}>
                  {hotel ? <p className={s.noticeHotel}>{t('where.noticeConcerns', { hotel })}</p> : null}
                  <p className={s.prose} lang={lang}>
                    {phoneParts(n.content).map((part, i) =>
                      'tel' in part ? (
                        <a key={i} href={part.tel}>
                          {part.phone}
                        </a>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                  <p className={s.views}>{t('support.views', { count: n.view_count, formatted: formatNumber(n.view_count) })}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(p) => supportHref(urlPathname, 1, { keyword, page: p })} />
    </>
  );
}
