import { formatYearMonth } from '@raon/design-system';
import { statementAddress } from '../../contracts/portal.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/react.tsx';
import * as p from '../portal.css.ts';
import * as r from '../reports/reports.css.ts';

// Links to an owner's statements (issue 28, point 2: server/web/statements.ts), in the page's
// language (Korean, else English), from the P&L, the earnings, the tax invoices and my page.

/** The year's summary for the income tax return (PDF, issue 28 point 2). */
export function YearStatementLink({ year }: { year: number }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  return (
    <p className={r.intro}>
      <a href={statementAddress(String(year), language)} download data-testid="statement-year">
        {t('statements.yearLink', { year })}
      </a>
    </p>
  );
}

/** A settled month's owner statement (PDF, issue 28 point 2). */
export function MonthStatementLink({ ym, long = false }: { ym: string; long?: boolean }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  return (
    <a href={statementAddress(ym, language)} download className={r.drill} data-testid="statement-month">
      {long ? (
        t('statements.monthLink', { month: formatYearMonth(ym) })
      ) : (
        <>
          {t('statements.pdf')}
          <span className={p.visuallyHidden}> {t('statements.monthLink', { month: formatYearMonth(ym) })}</span>
        </>
      )}
    </a>
  );
}

