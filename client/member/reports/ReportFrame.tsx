import { FIRST_YEAR, YearMonthSelect, formatDate, type YearMonthSelectLabels } from '@raon/design-system';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import type { MemberResult } from '../../../contracts/member.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Call } from '../calls/calls.tsx';
import { renderSlotError, SlotLoading } from '../components/SlotStates.tsx';
import { useMemberStore } from '../stores/context.tsx';
import { setYearMonth, type YearMonth } from '../stores/member.ts';
import * as s from './reports.css.ts';
import './print.css';

export type OperPeriod = MemberResult<'home/oper/period'>['data'];

/** What every report screen knows once the operation period is in (the same slot as the home's). */
export interface ReportContext {
  period: OperPeriod;
  /** The chosen year and month (the portal's one choice, shared with the home: SPEC §3 member state). */
  chosen: YearMonth;
  setChosen: (value: YearMonth) => void;
  /** yyyymm of the chosen month, yyyy of its year. */
  targetYm: string;
  targetYear: string;
  /** The newest year offered (the end of the operation period). */
  currentYear: number;
  /** The base params of every member call (SPEC §3). */
  base: Record<string, unknown>;
  /** True when the chosen month lies outside the operation period (before its first month or after its last). */
  outsidePeriod: boolean;
}

/** The months before and after the chosen one that hold figures (what a switch most likely asks for next). */
export function neighbourMonths(ctx: ReportContext): string[] {
  const { year, month } = ctx.chosen;
  const before = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const after = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return [before, after].map(ymOf).filter((ym) => ym >= ctx.period.start_ym && ym <= ctx.period.end_ym);
}

/** The years before and after the chosen one that hold figures. */
export function neighbourYears(ctx: ReportContext): string[] {
  const first = Number(ctx.period.start_ym.slice(0, 4));
  return [ctx.chosen.year - 1, ctx.chosen.year + 1].filter((y) => y >= first && y <= ctx.currentYear).map(String);
}

export const ymOf = (value: YearMonth) => `${value.year}${String(value.month).padStart(2, '0')}`;
export const parseYm = (value: string): YearMonth => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(4, 6)) });

/**
 * A report screen (issue 12): its heading, then — once the operation period has answered — the
 * screen's own content with the period, the chosen month and the member call base. The period
 * call is the home's (one slot): it answers from the store after the first screen.
 */
export function ReportFrame({ title, intro, testId, printPage, children }: { title: string; intro?: ReactNode; testId: string; printPage?: 'landscape'; children: (ctx: ReportContext) => ReactNode }) {
  const store = useMemberStore();
  const member = useSnapshot(store);
  const base = { ...member.baseParams };
  return (
    <div className={s.screen} data-testid={testId} data-print-page={printPage}>
      {/* On paper the print header names the report (PrintHeader). */}
      <div className={s.heading} data-print="hide">
        <h1 className={s.title}>{title}</h1>
        {intro ? <p className={s.intro}>{intro}</p> : null}
      </div>
      <Call spec={{ kind: 'member', path: 'home/oper/period' }} slot="home/oper/period" body={base} fallback={<SlotLoading size="screen" />} renderError={renderSlotError}>
        {(result: { data: OperPeriod }) => <WithPeriod period={result.data}>{children}</WithPeriod>}
      </Call>
    </div>
  );
}

function WithPeriod({ period, children }: { period: OperPeriod; children: (ctx: ReportContext) => ReactNode }) {
  const store = useMemberStore();
  const member = useSnapshot(store);
  const chosen = member.yearMonth ?? parseYm(period.default_ym);
  const targetYm = ymOf(chosen);
  const ctx: ReportContext = {
    period,
    chosen: { year: chosen.year, month: chosen.month },
    setChosen: (value) => setYearMonth(store, value),
    targetYm,
    targetYear: String(chosen.year),
    currentYear: Number(period.end_ym.slice(0, 4)),
    base: { ...member.baseParams },
    outsidePeriod: targetYm < period.start_ym || targetYm > period.end_ym,
  };
  return <>{children(ctx)}</>;
}

/**
 * The report's choices (SPEC §2, §9): year and month (or the year alone), and the screen's actions
 * (print) at the end. Hidden in print.
 */
export function ReportToolbar({ ctx, showMonth = true, children }: { ctx: ReportContext; showMonth?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('reports');
  const labels = t('ui:yearMonthSelect', { returnObjects: true }) as YearMonthSelectLabels;
  return (
    <div className={s.toolbar} data-print="hide">
      <YearMonthSelect value={ctx.chosen} onChange={ctx.setChosen} labels={labels} currentYear={ctx.currentYear} firstYear={FIRST_YEAR} groupLabel={t('member:home.period')} showMonth={showMonth} />
      {children ? <span className={s.actions}>{children}</span> : null}
    </div>
  );
}

/** A month or year with no figures (before the operation period or still to come): said plainly, never an empty table of dashes. */
export function ReportEmpty({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('reports');
  return (
    <div className={s.empty} role="status" data-testid="report-empty">
      <p className={s.emptyTitle}>{t('empty')}</p>
      <p>{t('emptyHint', { from: formatDate(ctx.period.start_date), to: formatDate(ctx.period.end_date) })}</p>
    </div>
  );
}
