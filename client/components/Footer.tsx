import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { hotelName } from '../lib/hotel.ts';
import { container } from '../styles/global.css.ts';
import * as s from './Footer.css.ts';

/** The legally required business information (DOMAIN: footer); the full footer is the design system's. */
export function Footer() {
  const { t } = useTranslation();
  const { brand, locale } = usePageContext();
  const b = brand?.branding_data;
  return (
    <footer className={s.footer}>
      <div className={container}>
        {b ? (
          <>
            <p className={s.name}>{hotelName(b, locale)}</p>
            <address className={s.address}>
              <ul className={s.facts}>
                <li>{b.hotel_address}</li>
                <li>{t('footer.ceo')} {b.main_name}</li>
                <li>{t('footer.businessRegistration')} {b.business_registration}</li>
                {b.mail_order_report ? <li>{t('footer.mailOrder')} {b.mail_order_report}</li> : null}
                {b.main_tel ? <li>{t('footer.tel')} <a href={`tel:${b.main_tel.replace(/[^\d+]/g, '')}`}>{b.main_tel}</a></li> : null}
                {b.main_email ? <li>{t('footer.email')} <a href={`mailto:${b.main_email}`}>{b.main_email}</a></li> : null}
                {b.fax_number ? <li>{t('footer.fax')} {b.fax_number}</li> : null}
              </ul>
            </address>
          </>
        ) : null}
        <p className={s.copyright}>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
