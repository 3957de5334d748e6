import { usePageContext } from 'vike-react/usePageContext';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { langTypeOf } from '../../locales/languages.ts';
import { I18nProvider } from '../../shared/i18n/react.tsx';
import { i18nOf } from '../../shared/i18n/instance.ts';
import { PortalApp } from '../PortalApp.tsx';
import { MemberStoreProvider } from '../stores/context.tsx';

/** The owner portal's one vike page: translations, the member store, then the router (vike-react-query's query client wraps it: portal/pages/+queryClientConfig.ts). */
export default function Page() {
  const pageContext = usePageContext();
  const user = pageContext.portalUser;
  if (!user) throw new Error('the portal page renders only for a signed-in owner (server/web/render/portal.ts)');
  return (
    <I18nProvider i18n={i18nOf(pageContext)}>
      <MemberStoreProvider user={user} langType={langTypeOf(pageContext.locale)} today={pageContext.portalToday ?? seoulDay()}>
        <PortalApp url={pageContext.urlOriginal} />
      </MemberStoreProvider>
    </I18nProvider>
  );
}
