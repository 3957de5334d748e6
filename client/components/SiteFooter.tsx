import { lazyPart, type FooterLabels } from '@raon/design-system';
import { Suspense, useMemo } from 'react';
// Below the fold: its styles come with the page, its code arrives while the page hydrates (DESIGN §6).
import '@raon/design-system/components/Footer/Footer.css.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { fileUrl, hotelName } from '../lib/hotel.ts';
import { Footer as FooterNow } from '../lib/serverEager.ts';
import { useStores } from '../stores/context.tsx';

// The server renders it at once; the browser keeps that HTML until the code arrives.
const Footer = import.meta.env.SSR ? FooterNow : lazyPart(() => import('@raon/design-system/components/Footer/Footer.tsx').then((m) => ({ default: m.Footer })));

/** The design system's footer with the hotel's brand data and terms (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation('ui');
  const { locale } = usePageContext();
  const stores = useStores();
  const hotel = useStore(stores.hotel);
  const layout = useStore(stores.layout);
  const b = hotel.brandData;
  const terms = hotel.termsList;
  // The same element while its inputs are the same: a re-render of this component (another field
  // of the store changing while the page hydrates) must not touch the footer, whose server HTML
  // stays until its code has arrived.
  return useMemo(() => {
    if (!b) return null;
    const logo = b.hotel_logo_file_list[0];
    const name = hotelName(b, locale);
    return (
      <Suspense fallback={null}>
        <Footer
          info={{
            hotelName: name,
            ceoName: b.main_name,
            address: b.hotel_address,
            phone: b.main_tel,
            email: b.main_email,
            fax: b.fax_number,
            businessRegistration: b.business_registration,
            mailOrderReport: b.mail_order_report,
          }}
          social={{ instagram: b.instagram, facebook: b.facebook, youtube: b.youtube, kakao: b.kakao }}
          terms={terms.map((term) => ({ title: term.title }))}
          copyright={t('footer.copyright')}
          labels={t('footer', { returnObjects: true }) as FooterLabels}
          isMobile={layout.isMobile}
          logoSrc={logo ? fileUrl(logo) : null}
          logoAlt={name}
        />
      </Suspense>
    );
  }, [b, terms, locale, t, layout.isMobile]);
}
