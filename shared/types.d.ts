// The page context of the site's and the portal's pages, as the server and the browser see it.
// Its two server/ types describe fields that exist only on the server (`api`, `portal`: never in
// passToClient); a declaration file compiles to nothing, so no server code reaches the browser
// through it (the lint rule on browser imports, eslint.config.js, skips *.d.ts).
import type { Resource } from 'i18next';
import type { Locale } from '../locales/languages.ts';
import type { BrandMain, BrandScope, BrandTerm } from '../contracts/brand.ts';
import type { PortalUser } from '../contracts/portal.ts';
import type { ApiClient } from '../server/web/api-client.ts';
import type { PortalRender } from '../server/web/render/portal.ts';

declare global {
  namespace Vike {
    interface Config {
      /**
       * Issue 16: the address of the picture the page's first screen shows largest (its LCP
       * element), preloaded from the head ahead of the scripts (+Head); none for pages led by text.
       */
      firstImage?: (pageContext: PageContext) => string | null;
    }
    interface PageContext {
      /** Interface language of this request (SPEC §4 language rule, or ?lang= in the address). */
      locale: Locale;
      /** The language came from ?lang= in the address. */
      localeFromUrl: boolean;
      /**
       * The translations of `locale`, namespace by namespace: on the server only. The browser reads
       * them from the translations asset (brand pages) or the page's JSON script (the portal):
       * loadTranslations and i18nStoreOf in shared/i18n/instance.ts.
       */
      i18nStore?: Resource[string];
      /**
       * Brand pages, on the server: the address of the language's translations asset
       * (server/web/render/translations.ts), which the head preloads and the browser reads before hydrating.
       */
      i18nAsset?: string;
      /** Hotel and company of this visit (cookies c_hotel, c_company). */
      site: { hotelSeq: number; companySeq: number };
      /** What the brand calls of this page carry: the page's hotel (/hotel/{id}: id), company and lang_type. */
      scope: BrandScope;
      /** A phone or tablet by its user agent: the server renders the mobile layout first. */
      isMobileDevice: boolean;
      /** /brand/branding/main for the page's hotel, or null when the call failed (SPEC §8). */
      brand: BrandMain | null;
      /**
       * Issue 29: on a brand-wide page (no hotel in its address) visited with another hotel chosen,
       * the brand's customer centre — the brand hotel's phone, e-mail and fax — for the footer's
       * contact block; null where the footer shows the page's own hotel's.
       */
      brandContact: Pick<BrandMain['branding_data'], 'main_tel' | 'main_email' | 'fax_number'> | null;
      /** /brand/branding/term/list: the footer's terms and /terms. */
      terms: BrandTerm[];
      /** Build time, appended to icon addresses for cache-busting. */
      assetVersion: string;
      /** Base address of the booking site: BOOKING_SITE_URL, or the local stand-in's path. */
      bookingSiteUrl: string;
      /** Public origin (canonical and Open Graph addresses). */
      origin: string;
      /** The operator API client: on the server only (+data hooks); never sent to the browser. */
      api?: ApiClient;
      cspNonce?: string;
      /** On the server: when React started and ended rendering the page's tree (performance.now(); +onBeforeRenderHtml.ts), for Server-Timing. */
      renderTimes?: { reactStart: number; reactEnd?: number };
      /** Owner portal (portal/): the signed-in owner, sent to the browser (never the token). */
      portalUser?: PortalUser;
      /** Owner portal: the Seoul day the page was rendered for, 'YYYY-MM-DD' (the default month follows it). */
      portalToday?: string;
      /** Owner portal, on the server only: the owner's calls of this request (streamed into the page). */
      portal?: PortalRender;
    }
  }
}

export {};
