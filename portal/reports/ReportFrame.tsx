import { FIRST_YEAR, YearMonthSelect, formatDate, type YearMonthSelectLabels } from '@raon/design-system';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { defaultYearMonth } from '../../contracts/seoul-clock.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Card } from '../calls/Card.tsx';
import { memberQuery, type BaseParams } from '../calls/queries.ts';
import { SlotLoading } from '../components/SlotStates.tsx';
import { useMemberStore } from '../stores/context.tsx';
import { useChosenMonth } from '../stores/chosenMonth.ts';
import { baseOf, type YearMonth } from '../stores/member.ts';
import * as s from './reports.css.ts';
import './print.css';

/** What every report screen knows from the start (issue 26: nothing of it waits for a call). */
export interface ReportContext {
  /** The chosen year and month (the portal's one choice, shared with the home: SPEC §3 member state). */
  chosen: YearMonth;
  setChosen: (value: YearMonth) => void;
  /** yyyymm of the chosen month, yyyy of its year. */
  targetYm: string;
  targetYear: string;
  /** The newest year offered: this year in Seoul (the operation period ends today). */
  currentYear: number;
  /** This month in Seoul, yyyymm: the months after it have no figures yet. */
  currentYm: string;
  /** The base params of every member call (SPEC §3). */
  base: BaseParams;
}

/** The months before and after the chosen one that may hold figures (what a switch most likely asks for next). */
export function neighbourMonths(ctx: ReportContext): string[] {
  const { year, month } = ctx.chosen;
  const before = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const after = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return [before, after].map(ymOf).filter((ym) => ym >= `${FIRST_YEAR}01` && ym <= ctx.currentYm);
}

/** The years before and after the chosen one that may hold figures. */
export function neighbourYears(ctx: ReportContext): string[] {
  return [ctx.chosen.year - 1, ctx.chosen.year + 1].filter((y) => y >= FIRST_YEAR && y <= ctx.currentYear).map(String);
}

export const ymOf = (value: YearMonth) => `${value.year}${String(value.month).padStart(2, '0')}`;
export const parseYm = (value: string): YearMonth => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(4, 6)) });

/** The report context: the chosen month (the address's, the owner's, or the default of the day the page was rendered for: useChosenMonth). */
export function useReportContext({ monthInAddress = true }: { monthInAddress?: boolean } = {}): ReportContext {
  const member = useSnapshot(useMemberStore());
  const { chosen, setChosen } = useChosenMonth({ inAddress: monthInAddress });
  const currentYm = defaultYearMonth(member.today);
  return {
    chosen,
    setChosen,
    targetYm: ymOf(chosen),
    targetYear: String(chosen.year),
    currentYear: Number(currentYm.slice(0, 4)),
    currentYm,
    base: baseOf(member),
  };
}

/**
 * A report screen (issue 12): its heading, then the screen's own content with the chosen month
 * and the member call base. Issue 26: the month is the owner's choice or the default computed
 * from the day (contracts/seoul-clock.ts defaultYearMonth), so the screen's calls start at once,
 * never after home/oper/period's answer. `monthInAddress={false}`: this screen shows no month, so
 * its address carries none.
 */
export function ReportFrame({ title, intro, testId, printPage, monthInAddress, children }: { title: string; intro?: ReactNode; testId: string; printPage?: 'landscape'; monthInAddress?: boolean; children: (ctx: ReportContext) => ReactNode }) {
  const ctx = useReportContext({ monthInAddress });
  return (
    <div className={s.screen} data-testid={testId} data-print-page={printPage}>
      {/* On paper the print header names the report (PrintHeader). */}
      <div className={s.heading} data-print="hide">
        <h1 className={s.title}>{title}</h1>
        {intro ? <p className={s.intro}>{intro}</p> : null}
      </div>
      {children(ctx)}
    </div>
  );
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

/**
 * A month or year with no figures (before the operation period or still to come): said plainly,
 * never an empty table of dashes, with the period that has figures (home/oper/period, the home's
 * call: one answer in the cache for both).
 */
export function ReportEmpty({ ctx }: { ctx: Pick<ReportContext, 'base'> }) {
  const { t } = useTranslation('reports');
  return (
    <div className={s.empty} role="status" data-testid="report-empty">
      <p className={s.emptyTitle}>{t('empty')}</p>
      <Card query={memberQuery('home/oper/period', ctx.base)} fallback={<SlotLoading size="sm" />} renderError={() => null}>
        {({ data: period }) => <p>{t('emptyHint', { from: formatDate(period.start_date), to: formatDate(period.end_date) })}</p>}
      </Card>
    </div>
  );
}
