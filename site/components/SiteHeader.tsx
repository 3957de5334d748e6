import { demandPart, Header, type HeaderLabels } from '@raon/design-system';
// Its styles come with the page; its code when the visitor turns to it (demandPart, below).
import '@raon/design-system/components/LanguageSwitcher/LanguageSwitcher.css.ts';
import { Suspense, useCallback, useMemo, type MouseEvent } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { languages, switcherLocales, type Locale } from '../../locales/languages.ts';
import { saveLanguage } from '../../shared/i18n/saveLanguage.ts';
import { loginUrl, logoutUrl, myPageUrl, openPopup, showsAllottee } from '../lib/booking.ts';
import { fileUrl, hotelName } from '../lib/hotel.ts';
import { openAtTop } from '../lib/navigation.ts';
import { LanguageSwitcher as LanguageSwitcherNow } from '../lib/serverEager.ts';
import { useStores } from '../stores/context.tsx';
import { setHotelModalOpen } from '../stores/layout.ts';

// The server renders it at once; the browser keeps that HTML, dehydrated, until the visitor turns
// to it (a pointer over it, a touch, the focus): a language is changed once a visit at most, and
// its code need not be in every page's initial JavaScript (issue 26, point 2). A press on its
// button before the code is in is replayed once it is (demandPart).
const LanguageSwitcher = demandPart('language-switcher', LanguageSwitcherNow, () =>
  import('@raon/design-system/components/LanguageSwitcher/LanguageSwitcher.tsx').then((m) => m.LanguageSwitcher),
);

/** The design system's header wired to the hotel, session and layout stores and the booking site (SPEC §2, §4, §7). */
export function SiteHeader({ currentHotelSeq }: { currentHotelSeq: number | null }) {
  const { t } = useTranslation('ui');
  const { locale, urlPathname, bookingSiteUrl } = usePageContext();
  const stores = useStores();
  const hotel = useStore(stores.hotel);
  const session = useStore(stores.session);
  const layout = useStore(stores.layout);
  const labels = t('header', { returnObjects: true }) as HeaderLabels;
  const logo = hotel.brandData?.hotel_logo_file_list[0];
  const bookingCode = hotel.brandData?.booking_hotel_code ?? '';

  const hotels = useMemo(
    () =>
      hotel.hotelList.map((h) => ({
        seq: h.hotel_seq,
        name: hotelName(h, locale),
        address: h.hotel_address,
        logoUrl: h.hotel_logo_file_list[0] ? fileUrl(h.hotel_logo_file_list[0]) : null,
      })),
    [hotel.hotelList, locale],
  );

  const options = useMemo(
    () => languages.filter((l) => switcherLocales.includes(l.locale) || l.locale === locale).map((l) => ({ value: l.locale, label: l.name, lang: l.locale })),
    [locale],
  );

  // One element while the language is the same: the switcher's server HTML stays untouched until
  // its code arrives, whatever else re-renders the header meanwhile.
  const switcher = useMemo(
    () => (
      <Suspense fallback={null}>
        <LanguageSwitcher options={options} value={locale} onChange={(value) => saveLanguage(value as Locale)} labels={{ label: t('languageSwitcher.label') }} />
      </Suspense>
    ),
    [options, locale, t],
  );

  const onNavigate = useCallback((path: string, _event: MouseEvent<HTMLAnchorElement>) => {
    // Hotel cards open /hotel/{id} at the top (SPEC §2); vike's link handling does the rest.
    if (/^\/hotel\/\d+$/.test(path)) openAtTop();
  }, []);

  return (
    <Header
      logoSrc={logo ? fileUrl(logo) : '/favicon/brand.svg'}
      logoAlt={t('header.logoAlt')}
      hotels={hotels}
      currentHotelSeq={currentHotelSeq}
      currentPath={urlPathname}
      isLoggedIn={session.isLogin}
      showAllottee={showsAllottee(session.userInfo)}
      isMobile={layout.isMobile}
      labels={labels}
      languageSwitcher={switcher}
      onLogin={() => openPopup(loginUrl(bookingSiteUrl, bookingCode, window.location.origin))}
      onLogout={() => openPopup(logoutUrl(bookingSiteUrl, window.location.origin))}
      onMyPage={() => window.open(myPageUrl(bookingSiteUrl, bookingCode, window.location.origin), '_blank', 'noopener')}
      onReserve={() => setHotelModalOpen(stores.layout, true)}
      onNavigate={onNavigate}
    />
  );
}
