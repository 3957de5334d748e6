import { useTranslation } from '../../shared/i18n/react.tsx';
import * as s from '../portal.css.ts';

/** SPEC §2 errorPage and the catch-all: the portal's not-found page (status 404 from the server). */
export function NotFound() {
  const { t } = useTranslation('member');
  return (
    <section className={`${s.panel} ${s.message}`} aria-labelledby="portal-not-found">
      <h1 id="portal-not-found" className={s.messageTitle}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      <a className={s.button} href="/member">
        {t('notFound.home')}
      </a>
    </section>
  );
}
