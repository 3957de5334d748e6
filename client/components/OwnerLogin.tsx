import { useTranslation } from '../i18n/react.tsx';
import { container } from '../styles/global.css.ts';
import * as s from './OwnerLogin.css.ts';

/**
 * The owner (allottee) login route of SPEC §2, /login-member, also shown on /start (SPEC: "owner
 * login page"). Personal by nature: never page-cached, streamed with a nonce. The login form and
 * the portal behind it are the owner-portal issue's; this page tells owners where they are.
 */
export function OwnerLogin() {
  const { t } = useTranslation('site');
  return (
    <section className={`${container} ${s.box}`} aria-labelledby="owner-login-title">
      <h1 id="owner-login-title" className={s.title}>
        {t('ownerLogin.title')}
      </h1>
      <p className={s.text}>{t('ownerLogin.text')}</p>
      <p className={s.text}>{t('ownerLogin.help')}</p>
      <a className={s.home} href="/support?state=3">
        {t('ownerLogin.contact')}
      </a>
    </section>
  );
}
