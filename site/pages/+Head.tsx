import { BRAND_COLOR_ATTRIBUTE, brandColorCss } from '@raon/design-system';
import { usePageContext } from 'vike-react/usePageContext';
import { isTestHotel } from '../../contracts/hotels.ts';
import { faviconPath, siteTitle } from '../../shared/i18n/siteTitle.ts';
import { alternates, localizedUrl, ogLocale } from '../lib/seo.ts';
import { I18N_SCRIPT_ID } from '../../shared/i18n/instance.ts';

/**
 * Per-hotel icon (SPEC §1) of the page's hotel (`scope.hotel_seq`, as the title: never a cookie left
 * by an earlier visit), the hotel's brand colour in a nonce'd (or, for cached pages, hashed)
 * style, and what search engines and link previews read: canonical, hreflang alternates, Open Graph.
 * Title, description and image come from each page's +title, +description and +image. A test
 * hotel's pages are noindex, nofollow (docs/decisions.md, issue 15, point 5), and name no canonical
 * or alternates: nothing of them is for search engines.
 */
export default function Head() {
  const pageContext = usePageContext();
  const { scope, assetVersion, brand, cspNonce, locale, localeFromUrl, origin, urlPathname, urlParsed, is404 } = pageContext;
  // The canonical address is the one asked for: with ?lang= that language's, without it the
  // negotiated (x-default) one. Pointing elsewhere would name another hreflang entry as canonical.
  const canonical = localizedUrl(origin, urlPathname, urlParsed.search, localeFromUrl ? locale : null);
  const css = brandColorCss(brand?.branding_data.hotel_color);
  const firstImage = pageContext.config.firstImage?.(pageContext) ?? null;
  return (
    <>
      {/* The first screen's largest picture starts loading before the scripts are even named (issue 16). */}
      {firstImage ? <link rel="preload" as="image" href={firstImage} fetchPriority="high" /> : null}
      {/* A page the server renders whole is drawn in its own cut of the font, named first in its
          head (server/web/render/page-fonts.ts). The whole Pretendard (unicode-range faces) is for
          what the cut may lack, the next page: its stylesheet is added by the page's script once
          idle, and switched on at the first navigation (shared/lib/fonts.ts, +onPageTransitionStart). */}
      <link rel="icon" type="image/svg+xml" href={faviconPath(scope.hotel_seq, assetVersion)} />
      <meta name="theme-color" content={brand?.branding_data.hotel_color ?? '#1F4E79'} />
      {is404 ? (
        <meta name="robots" content="noindex" />
      ) : isTestHotel(scope.hotel_seq) ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates(origin, urlPathname, urlParsed.search).map((a) => (
            <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={siteTitle(pageContext)} />
          <meta property="og:url" content={canonical} />
          <meta property="og:locale" content={ogLocale[locale]} />
        </>
      )}
      {css ? <style nonce={cspNonce} {...{ [BRAND_COLOR_ATTRIBUTE]: brand?.branding_data.hotel_color }} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      {/* The page's translations, for hydration only (the text is in the HTML): an immutable asset
          fetched at low priority while the scripts load, not part of the page (issue 16). */}
      {pageContext.i18nAsset ? <link rel="preload" as="fetch" crossOrigin="anonymous" fetchPriority="low" id={I18N_SCRIPT_ID} href={pageContext.i18nAsset} /> : null}
    </>
  );
}
