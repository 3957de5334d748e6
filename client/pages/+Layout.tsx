import '../styles/global.css.ts';
import { applyBrandColor } from '@raon/design-system';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { PaymentMessage } from '../api/contracts.ts';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { usePaymentChannel } from '../components/usePaymentChannel.ts';
import { i18nFor } from '../i18n/instance.ts';
import { StoresProvider, useStores } from '../stores/context.tsx';
import { login, logout, restoreSession } from '../stores/session.ts';
import { skipLink, visuallyHidden } from '../styles/global.css.ts';

export default function Layout({ children }: { children: ReactNode }) {
  const { locale, i18nStore } = usePageContext();
  return (
    <I18nextProvider i18n={i18nFor(locale, i18nStore)}>
      <StoresProvider>
        <Shell>{children}</Shell>
      </StoresProvider>
    </I18nextProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = usePageContext();
  const { session } = useStores();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => restoreSession(session), [session]);
  useEffect(() => applyBrandColor(brand?.branding_data.hotel_color), [brand]);

  // SPEC §4 brand-site login: the pop-up's message logs in or out; paySuccess needs no change here.
  const onMessage = useCallback(
    (message: PaymentMessage) => {
      if (message.type === 'login') {
        login(session, message.data);
        setAnnouncement(t('auth.loggedIn'));
      } else if (message.type === 'logout') {
        logout(session);
        setAnnouncement(t('auth.loggedOut'));
      }
    },
    [session, t],
  );
  usePaymentChannel(onMessage);

  return (
    <>
      <a className={skipLink} href="#main">{t('skipLink')}</a>
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer />
      <div className={visuallyHidden} role="status" aria-live="polite" data-testid="announcer">{announcement}</div>
    </>
  );
}
