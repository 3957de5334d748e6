import { useTranslation } from '../../i18n/react.tsx';
import type { PortalScreen } from '../routes.ts';
import * as s from '../portal.css.ts';

/** A screen of SPEC §2 that a later part builds: the shell stays, with a clear panel, never a blank page. */
export function Preparing({ menu }: { menu: PortalScreen['menu'] }) {
  const { t } = useTranslation('member');
  const name = menu === 'booking' ? t('ui:memberMenu.affiliateInquiry') : menu ? t(`ui:memberMenu.${menu}`) : '';
  return (
    <section className={`${s.panel} ${s.message}`} aria-labelledby="portal-preparing" data-testid="preparing">
      <h1 id="portal-preparing" className={s.messageTitle}>
        {t('preparing.title', { menu: name })}
      </h1>
      <p>{t('preparing.text')}</p>
      <a className={s.button} href="/member">
        {t('preparing.home')}
      </a>
    </section>
  );
}
