import '../styles/global.css.ts';
// The sub-navigation's styles come with the page (it is rendered on the server); its code is lazy.
import '@raon/design-system/components/SubNav/SubNav.css.ts';
// The styles of what opens over a page just after it is shown — the event pop-up (a Modal) and the
// header's hotel cards — are in the page's own CSS: a stylesheet added to a painted page makes the
// browser restyle every element (with the pop-up: one 60–120 ms task on a phone here, most of a
// hotel page's blocking time; docs/decisions.md). Their code still comes when they open.
import '@raon/design-system/components/Modal/Modal.css.ts';
import '@raon/design-system/components/Header/components/HeaderHotelCard/HeaderHotelCard.css.ts';
import '../components/EventPopups.css.ts';
import { HydrationPart, lazyPart, useHydrationDone, useMountedInTransition, applyBrandColor, useMediaQuery, type SubNavLabels } from '@raon/design-system';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '../../shared/i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import type { PaymentMessage } from '../../contracts/site.ts';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { SiteHeader } from '../components/SiteHeader.tsx';
import type { ToastRequest } from '../components/Toasts.tsx';
import { usePaymentChannel } from '../components/usePaymentChannel.ts';
import { i18nOf } from '../../shared/i18n/instance.ts';
import { closePopup } from '../lib/booking.ts';
import { escapeInAppBrowser } from '../lib/inAppBrowser.ts';
import { SubNav as SubNavNow } from '../lib/serverEager.ts';
import { BRAND_MOBILE_QUERY, fadesIn, hotelSeqOfPath, measureLanding, scrollTargetAfterNavigation, SUB_NAV_SLOT_ATTRIBUTE } from '../lib/navigation.ts';
import { StoresProvider, useStores } from '../stores/context.tsx';
import { setMobile } from '../stores/layout.ts';
import { scrolled } from '../stores/route.ts';
import { setBrandData, setHotelInfo, setTerms } from '../stores/hotel.ts';
import { login, logout, restoreSession } from '../stores/session.ts';
import { fade, frame, mainArea, skipLink, subNavSpace, visuallyHidden } from '../styles/global.css.ts';

const Toasts = lazyPart(() => import('../components/Toasts.tsx'));
const EventPopups = lazyPart(() => import('../components/EventPopups.tsx'));
// Rendered on the server where they appear; their code is fetched while the page hydrates, not
// before the first paint (DESIGN §6 budget): the hotel sub-navigation and the loading skeleton.
// On the server it renders at once (no suspended boundary, no completion script); in the browser
// the server's HTML stays until the code arrives and hydrates it.
const SubNav = import.meta.env.SSR ? SubNavNow : lazyPart(() => import('@raon/design-system/components/SubNav/SubNav.tsx').then((m) => ({ default: m.SubNav })));
const Skeleton = lazyPart(() => import('@raon/design-system/components/Skeleton/Skeleton.tsx').then((m) => ({ default: m.Skeleton })));
// The hotel-selection modal's code arrives when it is first opened.
const HotelModal = lazyPart(() => import('../components/HotelModal.tsx'));

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { site, brand, terms, isMobileDevice } = pageContext;
  return (
    <I18nProvider i18n={i18nOf(pageContext)}>
      <StoresProvider init={{ hotelSeq: site.hotelSeq, companySeq: site.companySeq, brand, terms, isMobile: isMobileDevice }}>
        <Shell>{children}</Shell>
      </StoresProvider>
    </I18nProvider>
  );
}

/** A property's main page, /hotel/{id}. */
const isPropertyMainPage = (path: string) => /^\/hotel\/\d+\/?$/.test(path);

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const { brand, terms, urlPathname, is404 } = pageContext;
  const stores = useStores();
  const layout = useStore(stores.layout);
  const route = useStore(stores.route);
  const [toast, setToast] = useState<ToastRequest | null>(null);
  const isMobile = useMediaQuery(BRAND_MOBILE_QUERY, pageContext.isMobileDevice);
  const hotelSeq = hotelSeqOfPath(urlPathname);
  // Once loaded, the modal stays mounted so that it can play its closing animation.
  const [hotelModalUsed, setHotelModalUsed] = useState(false);
  if (layout.hotelModalOpen && !hotelModalUsed) setHotelModalUsed(true);

  useEffect(() => setMobile(stores.layout, isMobile), [isMobile, stores.layout]);
  useEffect(() => {
    void restoreSession(stores.session);
  }, [stores.session]);
  useEffect(() => {
    escapeInAppBrowser({ userAgent: navigator.userAgent, href: location.href, go: (url) => location.assign(url), later: (fn, ms) => setTimeout(fn, ms) });
  }, []);
  // SPEC §4: the page's hotel is the store's hotel (cookies for the next visit); its brand data
  // comes with each page (reloaded when the hotel changes), and sets the brand colour.
  useEffect(() => {
    if (hotelSeq !== null && brand) setHotelInfo(stores.hotel, hotelSeq);
  }, [hotelSeq, brand, stores.hotel]);
  useEffect(() => setBrandData(stores.hotel, brand), [brand, stores.hotel]);
  // On the root element as well as in the head's style: stylesheets that lazily loaded code adds
  // later (the theme's defaults among them) must not win over the hotel's colour.
  useEffect(() => applyBrandColor(brand?.branding_data.hotel_color), [brand]);
  useEffect(() => setTerms(stores.hotel, terms), [terms, stores.hotel]);

  // SPEC §4 brand-site login: the pop-up's message logs in or out and is closed; paySuccess only closes it.
  const onMessage = useCallback(
    (message: PaymentMessage) => {
      if (message.type === 'login') {
        login(stores.session, message.data);
        setToast({ id: Date.now(), message: t('auth.loggedIn'), kind: 'success' });
      } else if (message.type === 'logout') {
        logout(stores.session);
        setToast({ id: Date.now(), message: t('auth.loggedOut'), kind: 'success' });
      }
      closePopup();
    },
    [stores.session, t],
  );
  usePaymentChannel(onMessage);

  // SPEC §2 scroll after a navigation, once the new page (not the loading fallback) is rendered.
  useLayoutEffect(() => {
    if (!route.pendingScroll || layout.navigating) return;
    window.scrollTo({ top: scrollTargetAfterNavigation(urlPathname, route.navState, window.innerHeight, measureLanding(document)), behavior: 'instant' });
    scrolled(stores.route);
  }, [route.pendingScroll, route.navState, layout.navigating, urlPathname, stores.route]);

  const isErrorPage = is404 === true || pageContext.abortStatusCode !== undefined;
  // SPEC §2's fade is a page transition: a page reached by navigation fades in; the first page
  // of a visit paints at once (its server HTML is not held at opacity 0 until the fade ends).
  const fades = fadesIn(urlPathname, isErrorPage) && (pageContext as { isHydration?: boolean }).isHydration === false;
  // Event pop-ups come from the BFF after hydration: nothing of them is rendered on the server. They
  // greet a visit where it lands on the site's front doors, the home and a property's main page
  // (docs/decisions.md, issue 26): not over a sub-tab someone came to read (a notice, the rooms).
  const hydrated = useHydrationDone();
  const popupsWanted = hydrated && !isErrorPage && (urlPathname === '/' || isPropertyMainPage(urlPathname));
  // Mounted in a transition: no 300 ms reveal throttle after an empty fallback (issue 27).
  const showPopups = useMountedInTransition(popupsWanted);

  // The same element while the address is the same, so that the sub-navigation's server HTML stays
  // untouched until its code arrives, whatever else re-renders the layout meanwhile.
  const showSubNav = hotelSeq !== null && !isErrorPage;
  const subNav = useMemo(
    () =>
      showSubNav && hotelSeq !== null ? (
        <Suspense fallback={<div className={subNavSpace} {...{ [SUB_NAV_SLOT_ATTRIBUTE]: '' }} />}>
          <SubNav hotelSeq={hotelSeq} currentPath={urlPathname} labels={t('ui:subNav', { returnObjects: true }) as SubNavLabels} />
        </Suspense>
      ) : null,
    [showSubNav, hotelSeq, urlPathname, t],
  );

  // The header and the page are hydrated by React after the shell, each on its own (HydrationPart:
  // selective hydration; total blocking time, issue 16). They are the same elements while their
  // inputs are the same, so that a re-render of the shell does not render them again for nothing.
  const header = useMemo(
    () => (
      <HydrationPart name="header">
        <SiteHeader currentHotelSeq={hotelSeq} />
      </HydrationPart>
    ),
    [hotelSeq],
  );
  const navigating = layout.navigating;
  const content = useMemo(
    () =>
      navigating ? (
        <Suspense fallback={null}>
          <Skeleton label={t('ui:loading.skeleton')} />
        </Suspense>
      ) : (
        <HydrationPart name="page">
          <div key={urlPathname} className={fades ? fade : undefined} data-fade={fades ? 'true' : 'false'}>
            <Suspense fallback={null}>{children}</Suspense>
          </div>
        </HydrationPart>
      ),
    [navigating, urlPathname, fades, children, t],
  );

  return (
    <div className={frame}>
      <a className={skipLink} href="#main">{t('skipLink')}</a>
      {header}
      {subNav}
      <main id="main" tabIndex={-1} className={mainArea}>
        {content}
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        {layout.hotelModalOpen || hotelModalUsed ? <HotelModal /> : null}
        {showPopups ? <EventPopups key={hotelSeq ?? 'home'} /> : null}
        {toast ? <Toasts request={toast} /> : null}
      </Suspense>
      <div className={visuallyHidden} role="status" aria-live="polite" data-testid="announcer">
        {toast?.message ?? ''}
      </div>
    </div>
  );
}
