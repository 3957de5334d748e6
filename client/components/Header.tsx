import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { languages, switcherLocales, type Locale } from '../../locales/languages.ts';
import { fileUrl } from '../lib/hotel.ts';
import { saveLanguage } from '../i18n/saveLanguage.ts';
import { useStores } from '../stores/context.tsx';
import { useSession } from '../stores/session.ts';
import { container, visuallyHidden } from '../styles/global.css.ts';
import { HotelCards } from './HotelCards.tsx';
import * as s from './Header.css.ts';

/** The plain brand header: logo, the Hotel & Resort panel, main links, language and login state. */
export function Header() {
  const { t } = useTranslation();
  const { brand, locale } = usePageContext();
  const session = useSession(useStores().session);
  const [hotelsOpen, setHotelsOpen] = useState(false);
  const panelId = useId();
  const languageId = useId();
  const branding = brand?.branding_data;
  const logo = branding?.hotel_logo_file_list[0];

  return (
    <header className={s.header}>
      <div className={`${container} ${s.bar}`}>
        <a href="/" className={s.logo}>
          {logo && branding ? (
            <img src={fileUrl(logo)} alt={t('header.home')} width={180} height={48} />
          ) : (
            <span>{t('site.title')}</span>
          )}
        </a>
        <nav className={s.nav} aria-label={t('header.mainMenu')}>
          <ul className={s.menu}>
            <li>
              <button type="button" className={s.menuItem} aria-expanded={hotelsOpen} aria-controls={panelId} onClick={() => setHotelsOpen((v) => !v)}>
                {t('header.hotelResort')}
              </button>
            </li>
            <li><a className={s.menuItem} href="/brand">{t('header.introduce')}</a></li>
            <li><a className={s.menuItem} href="/promotion">{t('header.promotion')}</a></li>
            <li><a className={s.menuItem} href="/package">{t('header.package')}</a></li>
          </ul>
        </nav>
        <div className={s.tools}>
          {session.isLogin && session.userInfo ? (
            <span className={s.greeting} data-testid="greeting">{t('header.greeting', { name: session.userInfo.user_name || session.userInfo.loginId })}</span>
          ) : null}
          <label htmlFor={languageId} className={visuallyHidden}>{t('header.language')}</label>
          <select id={languageId} className={s.select} value={locale} onChange={(e) => saveLanguage(e.target.value as Locale)}>
            {languages.filter((l) => switcherLocales.includes(l.locale) || l.locale === locale).map((l) => (
              <option key={l.locale} value={l.locale} lang={l.locale}>{l.name}</option>
            ))}
          </select>
        </div>
      </div>
      <div id={panelId} className={s.panel} hidden={!hotelsOpen}>
        <div className={container}>
          <HotelCards hotels={brand?.property_hotel_list ?? []} currentHotelSeq={null} />
        </div>
      </div>
    </header>
  );
}
