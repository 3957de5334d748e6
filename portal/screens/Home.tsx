// The charts' styles come with the page (they are rendered on the server); their code when they are seen.
import '@raon/design-system/charts/palette.css.ts';
import '@raon/design-system/charts/private/plot.css.ts';
import '@raon/design-system/charts/ChartFrame/ChartFrame.css.ts';
import '@raon/design-system/charts/BookingChart/BookingChart.css.ts';
import '@raon/design-system/charts/SalesChart/SalesChart.css.ts';
import '@raon/design-system/charts/CostChart/CostChart.css.ts';
import { FIRST_YEAR, YearMonthSelect, formatDate, formatNumber, formatPercent, formatShare, formatWon, formatYearMonth, type YearMonthSelectLabels } from '@raon/design-system';
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import type { MemberResult } from '../../contracts/member.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { whenVisible } from '../components/WhenVisible.tsx';
import { Card } from '../calls/Card.tsx';
import { memberQuery } from '../calls/queries.ts';
import { renderSlotError, SlotLoading } from '../components/SlotStates.tsx';
import { useCompactWon, useMemberStore } from '../stores/context.tsx';
import { useChosenMonth } from '../stores/chosenMonth.ts';
import { baseOf, setMemberNo, type YearMonth } from '../stores/member.ts';
import * as p from '../portal.css.ts';
import * as s from './home.css.ts';

// The charts (visx) are their own chunk, fetched when they come near the viewport: the server
// renders them with the page, and their HTML stays until the code has arrived.
const HomeCharts = whenVisible(() => import('./HomeCharts.tsx'), s.wide);

type RoomProfit = MemberResult<'home/room/profit'>['data'];
type MainInfo = MemberResult<'home/main/info'>['data'];
type Reservations = MemberResult<'home/reservation/list'>;
type Notices = MemberResult<'notice/list'>;

const ym = (value: YearMonth) => `${value.year}${String(value.month).padStart(2, '0')}`;

/**
 * The owner home (SPEC §1, §2 member home): the units' room profit of the chosen month with its
 * closed/final state, this month's operation figures, upcoming reservations, the operation
 * period, bookings by day and by month, revenue and cost, the latest notices. Every card is a
 * call of its own: it streams when its call answers and shows its own error with a retry. The
 * month is the owner's choice or the default of the day (SPEC §4; issue 26: computed by the API's
 * own rule, contracts/seoul-clock.ts), so every call starts at once, the period's among them.
 */
export default function Home() {
  const { t } = useTranslation('member');
  const store = useMemberStore();
  const member = useSnapshot(store);
  const unitId = useId();
  const { chosen, setChosen } = useChosenMonth();
  const target_ym = ym(chosen);
  const base = baseOf(member);
  const units = member.memberNo ? { member_no_list: [member.memberNo] } : {};
  const currentYear = Number(member.today.slice(0, 4));
  const labels = t('ui:yearMonthSelect', { returnObjects: true }) as YearMonthSelectLabels;
  return (
    <>
      <div className={s.header}>
        <div>
          <h1 className={s.title}>{t('home.heading', { name: member.user_name })}</h1>
          <p className={s.intro}>
            {t('home.memberNumbers')}: {member.member_no_list.join(', ')}
          </p>
        </div>
      </div>
      <div className={`${s.controls} ${s.controlsBar}`}>
        <YearMonthSelect value={chosen} onChange={setChosen} labels={labels} currentYear={currentYear} firstYear={FIRST_YEAR} groupLabel={t('home.period')} />
        {member.member_no_list.length > 1 ? (
          <span className={s.unitField}>
            <label htmlFor={unitId}>{t('home.unit')}</label>
            <select id={unitId} className={s.select} value={member.memberNo ?? ''} onChange={(event) => setMemberNo(store, event.target.value || null)}>
              <option value="">{t('home.allUnits')}</option>
              {member.member_no_list.map((no) => (
                <option key={no} value={no}>
                  {no}
                </option>
              ))}
            </select>
          </span>
        ) : null}
      </div>
      <div className={s.grid}>
        <section className={`${p.panel} ${s.wide}`} aria-labelledby="home-profit">
          <Card query={memberQuery('home/room/profit', { ...base, ...units, target_ym })} fallback={<ProfitLoading chosen={chosen} rows={member.memberNo ? 1 : member.member_no_list.length} />} renderError={(m, r, f) => <><h2 id="home-profit" className={s.cardTitle}>{t('home.profitTitle', { year: chosen.year, month: chosen.month })}</h2>{renderSlotError(m, r, f)}</>}>
            {({ data }) => <ProfitCard profit={data} onPrevious={() => setChosen(previousMonth(chosen))} />}
          </Card>
        </section>
        <section className={p.panel} aria-labelledby="home-kpi">
          <h2 id="home-kpi" className={s.cardTitle}>
            {t('home.kpiTitle')}
          </h2>
          <Card query={memberQuery('home/main/info', base)} fallback={<SlotLoading size="lg" />}>
            {({ data }) => <KpiCard info={data} />}
          </Card>
        </section>
        <section className={p.panel} aria-labelledby="home-operation">
          <h2 id="home-operation" className={s.cardTitle}>
            {t('home.operationTitle')}
          </h2>
          {/* Its place held by a line of the same words while the call runs (no shift of the note below it). */}
          <Card
            query={memberQuery('home/oper/period', base)}
            fallback={
              <p className={s.figureValue} role="status" aria-busy="true">
                <span className={p.visuallyHidden}>{t('slot.loading')}</span>
                <span className={s.held} aria-hidden="true">
                  {t('home.operationText', { from: formatDate(member.today), to: formatDate(member.today) })}
                </span>
              </p>
            }
          >
            {({ data: period }) => (
              <p className={s.figureValue} data-testid="operation-period">
                {t('home.operationText', { from: formatDate(period.start_date), to: formatDate(period.end_date) })}
              </p>
            )}
          </Card>
          <p className={s.hint}>{t('home.operationNote')}</p>
          <h2 id="home-reservations" className={s.cardTitle}>
            {t('home.reservationsTitle')}
          </h2>
          {/* From today (Seoul), the operation period's last day: no need to wait for the period. */}
          <Card query={memberQuery('home/reservation/list', { ...base, ...units, from: member.today, status: 'CONFIRMED', order: 'asc', page: 1, page_size: 5 })} fallback={<SlotLoading size="sm" />}>
            {(list) => <ReservationList list={list} />}
          </Card>
        </section>
        <HomeCharts base={base} chosen={chosen} fallback={<SlotLoading size="xl" />} />
        <section className={`${p.panel} ${s.wide}`} aria-labelledby="home-notices">
          <h2 id="home-notices" className={s.cardTitle}>
            {t('home.noticesTitle')}
          </h2>
          <Card query={memberQuery('notice/list', { ...base, page: 1, page_size: 5 })} fallback={<SlotLoading size="md" />}>
            {(notices) => <NoticeList notices={notices} />}
          </Card>
        </section>
      </div>
    </>
  );
}

const previousMonth = ({ year, month }: YearMonth): YearMonth => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });

function ProfitCard({ profit, onPrevious }: { profit: RoomProfit; onPrevious: () => void }) {
  const { t } = useTranslation('member');
  const year = profit.std_month.slice(0, 4);
  const month = Number(profit.std_month.slice(4, 6));
  const hasFigures = profit.units.some((u) => u.net_amount !== null);
  return (
    <>
      <h2 id="home-profit" className={s.cardTitle}>
        {t('home.profitTitle', { year, month })}
        <span className={`${s.badge} ${profit.is_fixed ? '' : s.badgeProvisional}`} data-testid="profit-state">
          {profit.is_fixed ? t('home.fixed') : profit.is_estimate ? t('home.estimate') : t('home.provisional')}
        </span>
      </h2>
      <p className={`${s.hint} ${s.hintHeld}`}>
        <span>
          {hasFigures ? (profit.is_fixed ? t('home.fixedHint') : profit.is_estimate ? t('home.estimateHint') : t('home.provisionalHint')) : t('home.noEarnings')}
          {hasFigures ? null : (
            <>
              {' '}
              <button type="button" className={s.linkButton} onClick={onPrevious}>
                {t('home.previousMonth')}
              </button>
            </>
          )}
        </span>
        <LongestHint />
      </p>
      <p className={s.unitNote}>{t('home.unitWon')}</p>
      <div className={s.tableWrap} role="region" aria-labelledby="home-profit-caption" tabIndex={0}>
        <table className={s.table} data-testid="profit-table">
          <caption id="home-profit-caption" className={p.visuallyHidden}>
            {t('home.profitCaption', { year, month })}
          </caption>
          <ProfitHead />
          <tbody>
            {profit.units.map((u) => (
              <tr key={u.member_no}>
                <th scope="row" className={s.td}>{u.member_no}</th>
                <td className={s.td}>{t('home.roomNo', { room: u.room_no })}</td>
                <td className={s.td}>{u.room_type}</td>
                <td className={`${s.td} ${s.num}`}>{formatShare(u.share_ratio)}</td>
                <td className={`${s.td} ${s.num}`}>{formatNumber(u.distribution)}</td>
                <td className={`${s.td} ${s.num}`}>{formatNumber(u.management_fee)}</td>
                <td className={`${s.td} ${s.num}`}>{formatNumber(u.net_amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={s.totalRow} data-testid="profit-total">
              <th scope="row" className={s.td} colSpan={4}>{t('home.total')}</th>
              <td className={`${s.td} ${s.num}`} data-field="distribution">{formatNumber(profit.total.distribution)}</td>
              <td className={`${s.td} ${s.num}`} data-field="management_fee">{formatNumber(profit.total.management_fee)}</td>
              <td className={`${s.td} ${s.num}`} data-field="net_amount">{formatNumber(profit.total.net_amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/** The room profit table's columns; the figures' are right-aligned. */
const PROFIT_COLUMNS = ['memberNo', 'room', 'roomType', 'share', 'distribution', 'managementFee', 'net'] as const;
const FIGURE_COLUMNS: ReadonlySet<string> = new Set(['share', 'distribution', 'managementFee', 'net']);

/** The room profit table's head, the same in the card and in its loading state. */
function ProfitHead() {
  const { t } = useTranslation('member');
  return (
    <thead>
      <tr>
        {PROFIT_COLUMNS.map((col) => (
          <th key={col} scope="col" className={FIGURE_COLUMNS.has(col) ? `${s.th} ${s.num}` : s.th}>
            {t(`home.col.${col}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The longest of the room profit's hints, laid out unseen in the same cell as the one shown: the
 * hint takes the same height whatever the month's state (and while it loads), so the cards below
 * it never move when the figures arrive or another month is chosen.
 */
function LongestHint() {
  const { t } = useTranslation('member');
  const hints = [t('home.fixedHint'), t('home.estimateHint'), t('home.provisionalHint'), `${t('home.noEarnings')} ${t('home.previousMonth')}`];
  const longest = hints.reduce((a, b) => (b.length > a.length ? b : a));
  return (
    <span className={s.held} aria-hidden="true">
      {longest}
    </span>
  );
}

/**
 * The room profit's place while its call runs: the card's own title, note and table with a row per
 * unit, its hint held at the height of the longest one (LongestHint). The card is the first thing on the owner
 * home and streams after the page's shell; a skeleton of another height moved everything below it
 * when the figures arrived (Lighthouse on /member: CLS 0.017–0.024 at 412 px, the KPI card moved 70 px).
 */
function ProfitLoading({ chosen, rows }: { chosen: YearMonth; rows: number }) {
  const { t } = useTranslation('member');
  const blank = '\u00a0';
  return (
    <div role="status" aria-busy="true" data-testid="profit-loading">
      {/* No id: while the card streams in, React keeps its HTML beside this until it swaps them, and
          the section's label (home-profit) must name one element, the card's. */}
      <h2 className={s.cardTitle}>
        {t('home.profitTitle', { year: chosen.year, month: chosen.month })}
        <span className={`${s.badge} ${s.held}`} aria-hidden="true">
          {t('home.estimate')}
        </span>
      </h2>
      <p className={`${s.hint} ${s.hintHeld}`}>
        <span className={p.visuallyHidden}>{t('slot.loading')}</span>
        <LongestHint />
      </p>
      <p className={s.unitNote}>{t('home.unitWon')}</p>
      <div className={`${s.tableWrap} ${s.heldTable}`} aria-hidden="true">
        <table className={s.table}>
          <ProfitHead />
          <tbody>
            {Array.from({ length: Math.max(1, rows) }, (_, i) => (
              <tr key={i}>
                {PROFIT_COLUMNS.map((j) => (
                  <td key={j} className={s.td}>
                    {blank}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={s.totalRow}>
              <td className={s.td} colSpan={PROFIT_COLUMNS.length}>
                {blank}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function KpiCard({ info }: { info: MainInfo }) {
  const { t } = useTranslation('member');
  const won = t('wonUnit');
  const compact = useCompactWon();
  const k = info.month_to_date;
  return (
    <>
      <p className={s.hint} data-testid="kpi-range">
        {info.hotel_name} · {t('home.kpiRange', { from: formatDate(k.from), to: formatDate(k.to) })}
      </p>
      <dl className={s.figures} data-testid="kpi">
        <div className={s.figure}>
          <dt className={s.figureLabel}>{t('home.roomsSold')}</dt>
          <dd className={s.figureValue} data-field="rooms_sold">{t('home.roomsValue', { value: formatNumber(k.rooms_sold) })}</dd>
        </div>
        <div className={s.figure}>
          <dt className={s.figureLabel}>{t('home.occRate')}</dt>
          <dd className={s.figureValue} data-field="occ_rate">{formatPercent(k.occ_rate)}</dd>
        </div>
        <div className={s.figure}>
          <dt className={s.figureLabel}>{t('home.adr')}</dt>
          <dd className={s.figureValue} data-field="adr">{formatWon(k.adr, won)}</dd>
        </div>
        <div className={s.figure}>
          <dt className={s.figureLabel}>{t('home.revPar')}</dt>
          <dd className={s.figureValue} data-field="rev_par">{formatWon(k.rev_par, won)}</dd>
        </div>
        <div className={`${s.figure} ${s.figureWide}`}>
          <dt className={s.figureLabel}>{info.last_fix_yyyymm ? t('home.lastFixed', { month: formatYearMonth(info.last_fix_yyyymm) }) : t('home.noFixed')}</dt>
          <dd className={s.figureValue} data-field="last_fixed_net_amount">{formatWon(info.last_fixed_net_amount, won)}</dd>
        </div>
        <div className={`${s.figure} ${s.figureWide}`}>
          <dt className={s.figureLabel}>{t('home.ytd', { year: k.to.slice(0, 4) })}</dt>
          <dd className={s.figureValue} data-field="year_to_date_net_amount">
            {formatWon(info.year_to_date_net_amount, won)} <span className={s.muted}>({compact(info.year_to_date_net_amount)})</span>
          </dd>
        </div>
      </dl>
      <details className={s.definitions}>
        <summary>{t('home.definitions')}</summary>
        <dl>
          {(['roomsSold', 'occRate', 'adr', 'revPar'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`home.${key}`)}</dt>
              <dd>{t(`home.def.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}

function ReservationList({ list }: { list: Reservations }) {
  const { t } = useTranslation('member');
  if (list.data.length === 0) return <p className={s.hint}>{t('home.reservationsEmpty')}</p>;
  return (
    <ul className={s.list} aria-label={t('home.reservationsCaption')} data-testid="reservations">
      {list.data.map((r) => (
        <li key={r.reservation_no} className={s.listItem}>
          <span>
            <strong>{formatDate(r.check_in)} ~ {formatDate(r.check_out)}</strong> · {t('home.res.nights', { count: r.nights })}
            <br />
            <span className={s.muted}>
              {r.room_type} · {r.member_no} · {t('home.res.guestsValue', { adults: t('home.res.adultCount', { count: r.adults }), children: t('home.res.childCount', { count: r.children }) })}
            </span>
          </span>
          <span className={s.muted}>
            {t('home.res.no')} {r.reservation_no}
          </span>
        </li>
      ))}
    </ul>
  );
}

function NoticeList({ notices }: { notices: Notices }) {
  const { t } = useTranslation('member');
  if (notices.data.length === 0) return <p className={s.hint}>{t('home.noticesEmpty')}</p>;
  return (
    <>
      <ul className={s.list} data-testid="notices">
        {notices.data.map((n) => (
          <li key={n.notice_seq} className={s.listItem}>
            <a className={s.listLink} href={`/member/board/notice/${n.notice_seq}`}>
              {n.is_pinned ? <span className={s.pinned}>{t('home.pinned')}</span> : null}
              {n.title}
            </a>
            <span className={s.muted}>
              <span className={p.visuallyHidden}>{t('home.posted')} </span>
              {formatDate(n.posted_at)}
            </span>
          </li>
        ))}
      </ul>
      <a className={s.more} href="/member/board">
        {t('home.noticesMore')}
      </a>
    </>
  );
}
