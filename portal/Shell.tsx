import './portal.css.ts';
import {
  MemberFooter, MemberHeader, createMemberMenu, lazyPart, media, memberFooterTerms, type MemberFooterLabels, type MemberFooterProperty, type MemberHeaderLabels,
  type MemberMenuLabels, useMediaQuery,
} from '@raon/design-system';
import { Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { usePageContext } from 'vike-react/usePageContext';
import { hotelSeqByProperty } from '../contracts/portal.ts';
import type { BrandMain } from '../contracts/brand.ts';
import { localeOf, type Locale } from '../locales/languages.ts';
import { hotelName } from '../shared/lib/hotelName.ts';
import { useTranslation } from '../shared/i18n/react.tsx';
import { enableFontFacesOnceShown } from '../shared/lib/fonts.ts';
import { Card } from './calls/Card.tsx';
import { brandQuery, endSession, memberQuery } from './calls/queries.ts';
import { hasWhiteBackground, hidesNavigation, isRefusedFor, PORTAL_ROOT, portalScreenOf } from './routes.ts';
import { NotFound } from './screens/NotFound.tsx';
import { useOwnerNavigation } from './ownerNavigation.ts';
import { baseOf, resetMember } from './stores/member.ts';
import { useMemberStore } from './stores/context.tsx';
import { portalTitle } from './title.ts';
import { onToast } from './toast.ts';
import * as s from './portal.css.ts';

// Toasts (SPEC §9): the host and its code load with the first toast.
const ToastHost = lazyPart(() => import('@raon/design-system/components/ToastHost/ToastHost.tsx').then((m) => ({ default: m.ToastHost })));


/** A click on a link to another portal address, made the portal's own navigation (not a page load, not vike's). */
function portalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !(url.pathname === PORTAL_ROOT || url.pathname.startsWith(`${PORTAL_ROOT}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/** SPEC §2 footer data from the property's brand data (company, CEO, registration numbers, channels). */
export function footerProperty(brand: BrandMain, locale: Locale): MemberFooterProperty {
  const d = brand.branding_data;
  const social = Object.fromEntries(
    (['instagram', 'facebook', 'youtube', 'kakao'] as const).filter((k) => d[k]).map((k) => [k, d[k] as string]),
  ) as MemberFooterProperty['social'];
  return {
    company: hotelName(d, locale),
    ceo: d.main_name,
    address: d.hotel_address ?? '',
    tel: d.main_tel ?? '',
    fax: d.fax_number ?? '',
    businessRegistration: d.business_registration ?? '',
    mailOrder: d.mail_order_report ?? '',
    social,
  };
}

/**
 * The portal's layout (SPEC §2): MemberHeader (desktop above 992 px, mobile at or below), the
 * screen, and MemberFooter of the owner's property. Logout ends the session on the server and
 * replaces the history entry with the login page.
 */
export function Shell() {
  const { t } = useTranslation('member');
  const pageContext = usePageContext();
  const store = useMemberStore();
  const member = useSnapshot(store);
  const location = useLocation();
  const navigation = useOwnerNavigation();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(media.portalMobile, pageContext.isMobileDevice);
  const [toasts, setToasts] = useState(false);
  const screen = portalScreenOf(location.pathname);
  const refused = isRefusedFor(screen, member.isNakSan);

  const menu = useMemo(() => createMemberMenu(t('ui:memberMenu', { returnObjects: true }) as MemberMenuLabels), [t]);
  const headerLabels = t('ui:memberHeader', { returnObjects: true }) as MemberHeaderLabels;
  const footerLabels = t('ui:memberFooter', { returnObjects: true }) as MemberFooterLabels;

  useEffect(() => enableFontFacesOnceShown(), []);
  // The toast host mounts with the first toast (react-toastify keeps it until the host is there).
  useEffect(
    () =>
      onToast((message, kind) => {
        setToasts(true);
        void import('@raon/design-system/components/ToastHost/ToastHost.tsx').then((m) => m.notify(message, kind));
      }),
    [],
  );
  // The title follows the screen (the page's own <title> is the server's, for the first screen).
  useEffect(() => {
    document.title = portalTitle(location.pathname, (key) => t(key));
  }, [location.pathname, t]);
  // A new screen starts at the top (not the first one: the browser keeps its place on a reload).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === shownPath.current) return;
    shownPath.current = location.pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.pathname]);

  const queryClient = useQueryClient();
  // The bell's unread count (issue 28, point 3): asked in the browser after the page is drawn (the
  // server renders the bell without a count), again every minute and after anything that reads or
  // approves (portal/calls/queries.ts writeChanges).
  const unread = useQuery({
    ...memberQuery('notification/list', { ...baseOf(member), page: 1, page_size: 1, unread_only: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  const unreadCount = unread.data?.ok ? unread.data.data.unread_count : 0;
  const logout = () => {
    resetMember(store);
    // The screen's calls still in flight are dropped first: sent on after the session ends, they
    // would come back 401 (a flaky e2e run caught one turning the log-out into an expiry).
    void endSession('signedOut', () => queryClient.cancelQueries());
  };
  const onClick = (event: MouseEvent) => {
    const href = portalHref(event);
    if (href === null) return;
    // Before vike's document listener sees it: this page's router owns portal addresses.
    event.preventDefault();
    event.stopPropagation();
    void navigate(href);
  };

  const property = member.property;
  const showNav = !hidesNavigation(location.pathname, member.isNakSan);
  const brandBody = { company_seq: 100, hotel_seq: property ? hotelSeqByProperty[property] : 101, lang_type: member.baseParams.lang_type };
  const termsLinks = Object.fromEntries(memberFooterTerms.map((term) => [term, `${PORTAL_ROOT}/errorPage`])) as Record<(typeof memberFooterTerms)[number], string>;

  return (
    // Delegated link handling for the whole portal (header, screens, footer); keyboard activation of a link is a click too.
    <div className={`${s.page} ${hasWhiteBackground(location.pathname) ? s.white : ''}`} onClick={onClick}>
      <a className={s.skipLink} href="#main">
        {t('common:skipLink')}
      </a>
      {/* Header and screen hydrate in their own boundaries, each an interruptible task after the shell. */}
      <Suspense fallback={null}>
      {showNav ? (
        <MemberHeader
          menu={menu}
          currentPath={location.pathname}
          search={location.search}
          navigation={navigation}
          isMobile={isMobile}
          hideMembership={member.isNakSan}
          logo={<img src="/logo/raon.svg" alt="" width={120} height={32} className={s.logo} />}
          bookingSiteUrl={`${pageContext.origin}/`}
          user={{ name: member.user_name, memberNumbers: member.member_no_list }}
          onLogout={logout}
          labels={headerLabels}
          notifications={{
            href: `${PORTAL_ROOT}/mypage?tab=notifications`,
            unread: unreadCount,
            label: unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell'),
          }}
        />
      ) : null}
      </Suspense>
      <main id="main" tabIndex={-1} className={s.main}>
        <Suspense fallback={null}>{refused ? <NotFound /> : <Outlet />}</Suspense>
      </main>
      <Card query={brandQuery(brandBody)} fallback={<div className={s.footerSpace} />} renderError={() => <div className={s.footerSpace} />}>
        {(brand) => {
          const footer = footerProperty(brand, localeOf(member.baseParams.lang_type));
          return <MemberFooter variant={property === 'naksan' ? 'naksan' : 'sokcho'} properties={{ naksan: footer, sokcho: footer }} termsLinks={termsLinks} labels={footerLabels} />;
        }}
      </Card>
      {toasts ? (
        <Suspense fallback={null}>
          <ToastHost label={t('ui:toast.region')} closeLabel={t('ui:toast.close')} />
        </Suspense>
      ) : null}
    </div>
  );
}
