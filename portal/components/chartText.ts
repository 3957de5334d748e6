// The charts' texts from the translations, one place for every portal screen that draws them
// (home, operation, revenue, cost).
import type { BookingChartLabels, CostLine, RevenueLine } from '@raon/design-system';
import { costLineKeys, revenueLineKeys } from '../../contracts/lines.ts';

type Translate = (key: string, options?: Record<string, unknown>) => unknown;

/** The design system's chart titles use {name} placeholders (not i18next's): filled here. */
export const fillTemplate = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** Short month names ('1월', 'Jan'), and a yyyymm(dd) label's month name. */
export function monthNames(t: Translate): { short: string[]; of: (label: string) => string } {
  const short = t('ui:charts.monthShort', { returnObjects: true }) as string[];
  return { short, of: (label: string) => short[Number(label.slice(4, 6)) - 1] ?? label };
}

/**
 * Month labels that mark the month still running (issue 28: charts drew it as a full month):
 * its name with an asterisk, and the note that says what the asterisk means, for a chart of the
 * year that holds it (null for other years). `today` is the Seoul day the page was rendered for.
 */
export function partialMonthLabels(t: Translate, today: string): { label: (label: string) => string; note: (year: string) => string | null } {
  const { of } = monthNames(t);
  const running = today.slice(0, 7).replace('-', '');
  return {
    label: (label: string) => (label.slice(0, 6) === running ? `${of(label)}*` : of(label)),
    note: (year: string) => (year === running.slice(0, 4) ? fillTemplate(t('ui:charts.partialMonth') as string, { month: of(running), day: Number(today.slice(8, 10)) }) : null),
  };
}

export function bookingLabels(t: Translate, period: 'date' | 'month'): BookingChartLabels {
  return {
    period: t(`ui:charts.${period}`) as string,
    roomsSold: t('ui:charts.booking.roomsSold') as string,
    available: t('ui:charts.booking.available') as string,
    occupancy: t('ui:charts.booking.occupancy') as string,
    roomFee: t('ui:charts.booking.roomFee') as string,
    total: t('ui:charts.total') as string,
  };
}

export const revenueLineLabels = (t: Translate) => Object.fromEntries(revenueLineKeys.map((k) => [k, t(`ui:charts.sales.${k}`)])) as Record<RevenueLine, string>;
export const costLineLabels = (t: Translate) => Object.fromEntries(costLineKeys.map((k) => [k, t(`ui:charts.cost.${k}`)])) as Record<CostLine, string>;

/** The table toggle and empty texts every chart takes. */
export const chartCommon = (t: Translate) => ({ tableLabel: t('ui:charts.tableLabel') as string, emptyLabel: t('ui:charts.empty') as string });
