import { DataTable, formatDate, formatNumber, type DataTableColumn } from '@raon/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { MemberResult } from '../../contracts/member.ts';
import { hotelSeqByProperty, MEMBER_DOCUMENTS } from '../../contracts/portal.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useTypedBeforeHydration } from '../../shared/lib/useTypedBeforeHydration.ts';
import { Card } from '../calls/Card.tsx';
import { memberQuery } from '../calls/queries.ts';
import { Pager, ScreenTabs, YearChoice } from '../components/ScreenTabs.tsx';
import { SlotLoading } from '../components/SlotStates.tsx';
import * as p from '../portal.css.ts';
import { ReportFrame, type ReportContext } from '../reports/ReportFrame.tsx';
import * as r from '../reports/reports.css.ts';
import { useMemberStore } from '../stores/context.tsx';
import { baseOf } from '../stores/member.ts';
import { useSnapshot } from 'valtio/react';
import * as s from './board.css.ts';
import { fileSize, VocList } from './Voc.tsx';
import { monthAddress } from '../stores/chosenMonth.ts';

/** SPEC §2: the board's tabs by the query `tab` (none = notices). */
export const boardTabs = ['notice', 'dividend', 'fees', 'events', 'voc'] as const;
type BoardTab = (typeof boardTabs)[number];
const tabOf = (value: string | null): BoardTab => (value && (boardTabs as readonly string[]).includes(value) && value !== 'notice' ? (value as BoardTab) : 'notice');
const tabHref = (tab: BoardTab) => (tab === 'notice' ? '/member/board' : `/member/board?tab=${tab}`);
const PAGE_SIZE = 10;

// Links are plain anchors: the portal's shell routes every /member address through react-router
// before vike's own link handling sees the click (Shell.tsx).

/**
 * The owners' board (issue 13, point 1; SPEC §2): notices (pinned first, search, pages), the
 * dividend data room with each quarter's statement, the management fees by month and unit, the
 * events and promotions for owners. Each tab is an address (?tab=…), so back and forward work.
 */
export default function Board() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <ReportFrame title={t('ui:memberMenu.board')} testId="board">
      {(ctx) => (
        <>
          <ScreenTabs label={t('ui:tabs.boardLabel')} tabs={boardTabs} current={tab} href={tabHref} text={(name) => t(`ui:memberMenu.${name}`)} />
          {tab === 'notice' ? <Notices ctx={ctx} /> : null}
          {tab === 'dividend' ? <Dividends ctx={ctx} /> : null}
          {tab === 'fees' ? <Fees ctx={ctx} /> : null}
          {tab === 'events' ? <Events ctx={ctx} /> : null}
          {tab === 'voc' ? <VocList ctx={ctx} /> : null}
        </>
      )}
    </ReportFrame>
  );
}

function Notices({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = (params.get('q') ?? '').slice(0, 100);
  const [typed, setTyped] = useState(keyword);
  const searchRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(searchRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (typed.trim()) next.set('q', typed.trim());
    setParams(next);
  };
  const pageHref = (n: number) => {
    const next = new URLSearchParams();
    if (keyword) next.set('q', keyword);
    if (n > 1) next.set('page', String(n));
    const query = next.toString();
    return `/member/board${query ? `?${query}` : ''}`;
  };
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="board-notices" data-testid="board-notices">
      <h2 id="board-notices" className={r.sectionTitle}>
        {t('ui:memberMenu.notice')}
      </h2>
      <form ref={searchRef} role="search" className={s.search} onSubmit={submit}>
        <label className={s.field}>
          {t('board.searchLabel')}
          <input className={s.input} type="search" name="q" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className={p.button}>
          {t('board.search')}
        </button>
      </form>
      <Card query={memberQuery('notice/list', { ...ctx.base, page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) })} fallback={<SlotLoading size="lg" />}>
        {(result) => {
          const pages = Math.max(1, Math.ceil(result.total_count / PAGE_SIZE));
          return (
            <>
              <p className={r.intro} role="status" data-field="count">
                {keyword ? t('board.foundFor', { count: result.total_count, keyword }) : t('board.count', { count: result.total_count })}
              </p>
              {result.data.length === 0 ? (
                <p className={r.intro}>{keyword ? t('board.noneFound') : t('board.none')}</p>
              ) : (
                <ul className={s.list} data-testid="notice-list">
                  {result.data.map((n) => (
                    <li key={n.notice_seq} className={s.row} data-pinned={n.is_pinned ? 'true' : undefined}>
                      <a className={s.rowLink} href={`/member/board/notice/${n.notice_seq}`}>
                        {n.is_pinned ? <span className={s.pinned}>{t('home.pinned')}</span> : null}
                        {n.title}
                      </a>
                      <span className={s.meta}>
                        <span>
                          <span className={p.visuallyHidden}>{t('home.posted')} </span>
                          {formatDate(n.posted_at)}
                        </span>
                        <span>{t('board.views', { count: n.view_count })}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Pager label={t('board.pages')} pages={pages} current={page} href={pageHref} />
            </>
          );
        }}
      </Card>
    </section>
  );
}

/** /member/board/notice/{notice_seq}: the notice (Korean only, SPEC §7), its view count, the previous and next. */
export function NoticeDetail() {
  const { t } = useTranslation('member');
  const { noticeSeq } = useParams();
  const member = useSnapshot(useMemberStore());
  const hotel = member.property ? hotelSeqByProperty[member.property] : 100;
  return (
    <article className={`${p.panel} ${s.article}`} data-testid="notice-detail" lang="ko">
      <Card query={memberQuery('notice/detail', { ...baseOf(member), lang_type: 'KOR', notice_seq: Number(noticeSeq) })} fallback={<SlotLoading size="xl" />}>
        {(result) => {
          const n = result.data;
          return (
            <>
              <h1 className={s.articleTitle}>
                {n.is_pinned ? <span className={s.pinned}>{t('home.pinned')}</span> : null}
                {n.title}
              </h1>
              <p className={s.meta}>
                <span>{formatDate(n.posted_at)}</span>
                <span data-field="views">{t('board.views', { count: n.view_count })}</span>
              </p>
              <p className={s.content}>{n.content}</p>
              {n.attachments.length > 0 ? (
                <section aria-labelledby="notice-attachments">
                  <h2 id="notice-attachments" className={r.sectionTitle}>
                    {t('voc.attachments')}
                  </h2>
                  <ul className={s.list} data-testid="notice-attachments">
                    {n.attachments.map((a) => (
                      <li key={a.file_name} className={s.row}>
                        <a href={`${MEMBER_DOCUMENTS}/100/${hotel}/${a.file_path}${a.file_name}`} download={a.original_name}>
                          {a.original_name}
                        </a>
                        <span className={s.meta}>{fileSize(a.byte_size)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <dl className={s.neighbours}>
                {(['next', 'prev'] as const).map((dir) => (
                  <div key={dir} className={s.neighbour}>
                    <dt className={s.neighbourLabel}>{t(`board.${dir}`)}</dt>
                    <dd className={r.text} data-field={dir}>
                      {n[dir] ? <a href={`/member/board/notice/${n[dir].notice_seq}`}>{n[dir].title}</a> : t(`board.no_${dir}`)}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </Card>
      <p>
        <a className={p.buttonQuiet} href="/member/board">
          {t('board.backToList')}
        </a>
      </p>
    </article>
  );
}

function Dividends({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  // The address's hotel segment names the owner's property (the document itself is found by its path and name).
  const property = useSnapshot(useMemberStore()).property;
  const hotel = property ? hotelSeqByProperty[property] : 100;
  type Row = MemberResult<'board/dividend/list'>['data'][number] & { months: string };
  const openMonths = (period: string) => {
    const first = { year: Number(period.slice(0, 4)), month: (Number(period.slice(5)) - 1) * 3 + 1 };
    ctx.setChosen(first);
    void navigate(monthAddress('/member/income', first));
  };
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="board-dividend" data-testid="board-dividend">
      <h2 id="board-dividend" className={r.sectionTitle}>
        {t('ui:memberMenu.dividend')}
      </h2>
      <p className={r.intro}>{t('board.dividendIntro')}</p>
      <YearChoice ctx={ctx} />
      <Card query={memberQuery('board/dividend/list', { ...ctx.base, target_year: ctx.targetYear })} fallback={<SlotLoading size="lg" />}>
        {(result) => (
          <DataTable
            caption={t('board.dividendCaption')}
            captionHidden
            columns={
              [
                { key: 'period', header: t('board.quarter'), format: (v: unknown) => t('board.quarterOf', { year: String(v).slice(0, 4), quarter: String(v).slice(5) }) },
                { key: 'member_no', header: t('board.memberNo') },
                { key: 'amount', header: t('board.amount'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
                { key: 'paid_on', header: t('board.lastPaidOn'), format: (v: unknown) => (v ? formatDate(v as string) : t('board.notPaidYet')) },
                {
                  key: 'document',
                  header: t('board.statement'),
                  format: (v: unknown) => {
                    const doc = v as Row['document'];
                    return doc ? (
                      <a href={`${MEMBER_DOCUMENTS}/100/${hotel}/${doc.file_path}${doc.file_name}`} download={doc.file_name} data-testid="dividend-document">
                        {t('board.download')} <span className={p.visuallyHidden}>{doc.file_name}</span>
                      </a>
                    ) : (
                      '-'
                    );
                  },
                },
                {
                  key: 'months',
                  header: t('board.months'),
                  format: (v: unknown) => (
                    <button type="button" className={r.drill} onClick={() => openMonths(String(v))} data-testid="dividend-months">
                      {t('board.openMonths', { year: String(v).slice(0, 4), quarter: String(v).slice(5) })}
                    </button>
                  ),
                },
              ] as unknown as DataTableColumn<Row>[]
            }
            rows={result.data.map((d) => ({ ...d, months: d.period }))}
            rowKey={(d) => String(d.dividend_seq)}
            emptyText={t('board.noneDividends')}
            stickyHeader={false}
          />
        )}
      </Card>
    </section>
  );
}

function Fees({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  type Row = MemberResult<'board/fee/list'>['data']['rows'][number];
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="board-fees" data-testid="board-fees">
      <h2 id="board-fees" className={r.sectionTitle}>
        {t('ui:memberMenu.fees')}
      </h2>
      <YearChoice ctx={ctx} />
      <Card query={memberQuery('board/fee/list', { ...ctx.base, target_year: ctx.targetYear })} fallback={<SlotLoading size="lg" />}>
        {(result) => (
          <>
            <p className={r.unitNote}>{t('board.wonUnit')}</p>
            <DataTable
              caption={t('board.feesCaption', { year: ctx.chosen.year })}
              captionHidden
              columns={
                [
                  { key: 'std_month', header: t('board.month'), format: (v: unknown) => `${String(v).slice(0, 4)}.${String(v).slice(4)}` },
                  { key: 'member_no', header: t('board.memberNo') },
                  { key: 'common_fee', header: t('board.commonFee'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
                  { key: 'utility_fee', header: t('board.utilityFee'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
                  { key: 'reserve_fee', header: t('board.reserveFee'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
                  { key: 'total', header: t('board.feeTotal'), align: 'end', format: (v: unknown) => formatNumber(v as number) },
                ] as unknown as DataTableColumn<Row>[]
              }
              rows={result.data.rows}
              rowKey={(row) => `${row.std_month}:${row.member_no}`}
              totalLabel={t('board.yearTotal')}
              sumExclude={['std_month', 'member_no']}
              emptyText={t('board.noneFees')}
              stickyHeader={false}
            />
            <p className={r.unitNote} data-testid="fees-apart">{t('board.feesNote')}</p>
          </>
        )}
      </Card>
    </section>
  );
}

function Events({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="board-events" data-testid="board-events">
      <h2 id="board-events" className={r.sectionTitle}>
        {t('ui:memberMenu.events')}
      </h2>
      <Card query={memberQuery('board/event/list', { ...ctx.base, status: 'all' })} fallback={<SlotLoading size="lg" />}>
        {(result) =>
          result.data.length === 0 ? (
            <p className={r.intro}>{t('board.noneEvents')}</p>
          ) : (
            <ul className={s.list}>
              {result.data.map((e) => (
                <li key={e.event_seq} className={s.event} data-ended={e.is_ended ? 'true' : undefined}>
                  <h3 className={s.eventTitle}>
                    {e.title}
                    <span className={s.state}>{e.is_ended ? t('board.ended') : t('board.ongoing')}</span>
                  </h3>
                  <p className={s.meta}>
                    {formatDate(e.start_date)} ~ {formatDate(e.end_date)}
                  </p>
                  <p className={r.text}>{e.content}</p>
                </li>
              ))}
            </ul>
          )
        }
      </Card>
    </section>
  );
}
