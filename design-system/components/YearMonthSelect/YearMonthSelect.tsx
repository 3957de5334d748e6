import { useId } from 'react';
import { seoulYear } from '../../format/date.ts';
import { monthOptions, yearOptions } from '../../format/format.ts';
import * as s from './YearMonthSelect.css.ts';

/** SPEC §9: the first year the portal offers. */
export const FIRST_YEAR = 2022;

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export interface YearMonthSelectLabels {
  /** Label of the year select (e.g. '연도'). */
  year: string;
  /** Label of the month select (e.g. '월'). */
  month: string;
  /** After each year number (e.g. '년'; '' in English). */
  yearSuffix: string;
  /** After each month number (e.g. '월'; '' in English). */
  monthSuffix: string;
}

export interface YearMonthSelectProps {
  /** The selected year and month. */
  value: YearMonth;
  /** Called with the new year and month when either select changes. */
  onChange: (value: YearMonth) => void;
  /** Texts of the two selects. */
  labels: YearMonthSelectLabels;
  /** The newest year offered (injected so that renders are deterministic). @default this year in Seoul (the one clock: Asia/Seoul, UTC+9 all year), whatever the host's time zone */
  currentYear?: number;
  /** The oldest year offered. @default 2022 */
  firstYear?: number;
  /** Name of the pair as a group (e.g. '조회 기간'); without it the two labelled selects stand alone. */
  groupLabel?: string;
  /** Hide the labels visually (they still name the selects). @default false */
  labelsHidden?: boolean;
  /** Disable both selects (e.g. while loading). @default false */
  disabled?: boolean;
  /** Offer the month too, or the year alone (reports of a whole year); the month of `value` is kept as it is. @default true */
  showMonth?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/**
 * Year and month choice of the portal's reports (SPEC §2, §9): years from 2022 to the current
 * year, newest first, with a year suffix; months 1 to 12 with a month suffix. Native selects.
 */
export function YearMonthSelect({ value, onChange, labels, currentYear = seoulYear(), firstYear = FIRST_YEAR, groupLabel, labelsHidden = false, disabled = false, showMonth = true, className }: YearMonthSelectProps) {
  const id = useId();
  const years = yearOptions(Math.max(currentYear, firstYear), labels.yearSuffix, firstYear);
  const months = monthOptions(labels.monthSuffix);
  const labelClass = labelsHidden ? s.hiddenLabel : s.label;
  return (
    <div role={groupLabel ? 'group' : undefined} aria-label={groupLabel} className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <span className={s.field}>
        <label htmlFor={`${id}-year`} className={labelClass}>
          {labels.year}
        </label>
        <select id={`${id}-year`} className={s.select} value={value.year} disabled={disabled} onChange={(e) => onChange({ year: Number(e.target.value), month: value.month })}>
          {years.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      {showMonth ? (
      <span className={s.field}>
        <label htmlFor={`${id}-month`} className={labelClass}>
          {labels.month}
        </label>
        <select id={`${id}-month`} className={s.select} value={value.month} disabled={disabled} onChange={(e) => onChange({ year: value.year, month: Number(e.target.value) })}>
          {months.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      ) : null}
    </div>
  );
}
