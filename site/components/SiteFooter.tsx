import { staticPart, type FooterLabels } from '@raon/design-system';
import { useMemo } from 'react';
// Its styles come with the page; its code only when it must show something else (staticPart).
import '@raon/design-system/components/Footer/Footer.css.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { fileUrl, hotelName } from '../lib/hotel.ts';
import { Footer as FooterNow } from '../lib/serverEager.ts';
import { useStores } from '../stores/context.tsx';

// Links and text only: the browser keeps the server's HTML and loads the footer's code only when
// another hotel's or language's footer is to be shown (issue 26: less to hydrate).
const Footer = staticPart('footer', FooterNow, () => import('@raon/design-system/components/Footer/Footer.tsx').then((m) => m.Footer));

/** The design system's footer with the hotel's brand data and terms (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation('ui');
  const { locale, brandContact } = usePageContext();
  const stores = useStores();
  const hotel = useStore(stores.hotel);
  const layout = useStore(stores.layout);
  const b = hotel.brandData;
  const terms = hotel.termsList;
  // The same element while its inputs are the same: a re-render of this component (another field
  // of the store changing) must not render the footer again for nothing.
  return useMemo(() => {
    if (!b) return null;
    const logo = b.hotel_logo_file_list[0];
    const name = hotelName(b, locale);
    return (
      <Footer
        info={{
          hotelName: name,
          ceoName: b.main_name,
          address: b.hotel_address,
          // A brand-wide page: the brand's customer centre, whichever hotel the visit chose (issue 29).
          phone: (brandContact ?? b).main_tel,
          email: (brandContact ?? b).main_email,
          fax: (brandContact ?? b).fax_number,
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
    );
  }, [b, brandContact, terms, locale, t, layout.isMobile]);
}
