import { useTranslation } from '../../shared/i18n/react.tsx';
import * as p from '../portal.css.ts';
import { downloadCsv } from './csv.ts';
import * as s from './reports.css.ts';

/** Saves a table as a CSV file that Excel opens in Korean (csv.ts); `csv` makes the text when clicked. */
export function CsvButton({ fileName, csv, label, testId }: { fileName: string; csv: () => string; label?: string; testId?: string }) {
  const { t } = useTranslation('reports');
  return (
    <button type="button" className={`${p.buttonQuiet} ${s.actionButton}`} title={t('csvHint')} data-testid={testId ?? 'csv'} onClick={() => downloadCsv(fileName, csv())}>
      {label ?? t('csv')}
    </button>
  );
}

/** Prints the screen as an A4 statement (print.css: no navigation, the print header shown). */
export function PrintButton() {
  const { t } = useTranslation('reports');
  return (
    <button type="button" className={`${p.buttonQuiet} ${s.actionButton}`} title={t('printHint')} data-testid="print" onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
