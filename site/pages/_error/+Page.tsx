import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { container } from '../../styles/global.css.ts';
import * as s from './error.css.ts';

/** Not-found (status 404) and server-error pages inside the brand layout. */
export default function Page() {
  const { t } = useTranslation();
  const { is404 } = usePageContext();
  return (
    <section className={`${container} ${s.box}`}>
      <h1>{is404 ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
      <p>{is404 ? t('error.notFoundText') : t('error.serverText')}</p>
      <a className={s.home} href="/">{t('error.home')}</a>
    </section>
  );
}
