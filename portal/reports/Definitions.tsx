import { useTranslation } from '../../shared/i18n/react.tsx';
import * as s from './reports.css.ts';

export const metricKeys = ['occupancy', 'adr', 'revPar', 'ownerPool', 'shareRatio', 'netPerM2'] as const;
export type Metric = (typeof metricKeys)[number];

/** What each metric of a report means (issue 12), beside the figures, in the page's language. */
export function Definitions({ metrics, testId = 'definitions' }: { metrics: readonly Metric[]; testId?: string }) {
  const { t } = useTranslation('reports');
  return (
    <section className={s.definitions} aria-label={t('definitions')} data-testid={testId}>
      <h2 className={s.definitionsTitle}>{t('definitions')}</h2>
      <dl className={s.definitionList}>
        {metrics.map((metric) => (
          <div key={metric} className={s.definition} data-metric={metric}>
            <dt className={s.term}>{t(`def.${metric}.term`)}</dt>
            <dd className={s.text}>{t(`def.${metric}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
