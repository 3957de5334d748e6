import { FIRST_YEAR, YearMonthSelect, type YearMonthSelectLabels } from '@raon/design-system';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { ReportContext } from '../reports/ReportFrame.tsx';
import * as r from '../reports/reports.css.ts';
import * as s from '../screens/board.css.ts';

// The parts the portal's tabbed screens share (board, my page, membership services). Links are
// plain anchors: the portal's shell routes every /member address through react-router (Shell.tsx).

/** A screen's tabs, each an address (?tab=…), so back and forward work. */
export function ScreenTabs<T extends string>({ label, tabs, current, href, text }: { label: string; tabs: readonly T[]; current: T; href: (tab: T) => string; text: (tab: T) => string }) {
  return (
    <nav aria-label={label}>
      <ul className={s.tabs}>
        {tabs.map((name) => (
          <li key={name}>
            <a className={s.tab} href={href(name)} aria-current={name === current ? 'page' : undefined} data-tab={name}>
              {text(name)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Numbered pages of a list. */
export function Pager({ label, pages, current, href }: { label: string; pages: number; current: number; href: (page: number) => string }) {
  const { t } = useTranslation('member');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={s.pager}>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <a key={n} className={s.pageLink} href={href(n)} aria-current={n === current ? 'page' : undefined} aria-label={t('board.page', { page: n })}>
          {n}
        </a>
      ))}
    </nav>
  );
}

/** The year of a tab's records: the portal's one chosen year (shared with the reports). */
export function YearChoice({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  const labels = t('ui:yearMonthSelect', { returnObjects: true }) as YearMonthSelectLabels;
  return (
    <div className={r.toolbar}>
      <YearMonthSelect value={ctx.chosen} onChange={ctx.setChosen} labels={labels} currentYear={ctx.currentYear} firstYear={FIRST_YEAR} groupLabel={t('home.period')} showMonth={false} />
    </div>
  );
}
