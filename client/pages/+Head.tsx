import { brandColorCss } from '@raon/design-system';
import { usePageContext } from 'vike-react/usePageContext';
import { faviconPath } from '../i18n/siteTitle.ts';
import { i18nFor } from '../i18n/instance.ts';

/** Per-hotel icon (SPEC §1), description, and the hotel's brand colour in a nonce'd style. */
export default function Head() {
  const { site, assetVersion, brand, cspNonce, locale, i18nStore } = usePageContext();
  const { t } = i18nFor(locale, i18nStore);
  const css = brandColorCss(brand?.branding_data.hotel_color);
  return (
    <>
      <link rel="icon" type="image/svg+xml" href={faviconPath(site.hotelSeq, assetVersion)} />
      <meta name="description" content={t('site.description')} />
      <meta name="theme-color" content={brand?.branding_data.hotel_color ?? '#1F4E79'} />
      {css ? <style nonce={cspNonce} dangerouslySetInnerHTML={{ __html: css }} /> : null}
    </>
  );
}
