import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { directImports } from './build/direct-imports.ts';
import { precompress } from './build/precompress.ts';
import { renderThread } from './build/render-thread.ts';
import { serverOnly } from './build/server-only.ts';

/** The packages every page runs. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|react-streaming|valtio|proxy-compare|use-sync-external-store|@brillout)[\\/]/;
/**
 * The brand site's shell: what +Layout renders or runs on every page. Not the parts loaded on use
 * (the hotel modal, toasts, the event pop-ups of the home and hotel pages, the skeleton of a
 * navigation), the static parts (the footer, the header's panels) nor the parts hydrated on demand
 * (the language switcher: only its styles are here; the booking bar, whose store edits and the hooks
 * only modals and tab rows use stay out too), whose code a page may never need.
 */
const SHELL =
  /\/(site\/(components\/(SiteHeader|SiteFooter|usePaymentChannel)\.|stores\/(?!reservationEdits)|lib\/(booking|navigation|hotel|inAppBrowser|visitHotel|pageData)\.|pages\/\+[^/]+$)|shared\/(i18n\/|lib\/fonts\.)|design-system\/(hooks\/(?!useFocusTrap|useIsClient|revealInRow)|tokens\/|components\/(Header\/(Header\.|components\/(HeaderAccount|HeaderIcons)\/)|LanguageSwitcher\/LanguageSwitcher\.css))|locales\/languages\.ts|contracts\/(hotels|portal)\.ts)/;

export default defineConfig({
  plugins: [directImports({
      packageName: '@raon/design-system',
      indexFile: 'design-system/index.ts',
      // The web app serves the font faces itself (/fonts, server/web/render/assets.ts): through Vite, vike
      // would list 276 font files as page assets, and its per-request asset handling is quadratic.
      skipSideEffects: /fonts[\\/]pretendard\.css$/,
    }), serverOnly(['site/lib/serverEager.ts', 'site/components/support/vocFormEager.ts', 'site/components/offers/offerListEager.ts', 'site/components/offers/offerDetailEager.ts', 'site/components/bookingBarEager.ts', 'site/pages/hotel/@id/index/hotelIntroEager.ts', 'site/pages/hotel/@id/index/hotelLocationEager.ts', 'site/pages/facility/shared/facilityCardsEager.ts', 'site/pages/facility/shared/facilityDetailEager.ts', 'site/pages/index/homeSectionsEager.ts', 'design-system/components/Header/components/HeaderPanels/panelsEager.ts']), vike(), react(), vanillaExtractPlugin(), precompress(), renderThread()],
  // Static files served as they are (favicons, logo): public/ at the root, for the site and the portal.
  publicDir: 'public',
  // vike-react, react-streaming and the others that import React are bundled into the server build
  // with the site's code, so that one copy of React renders every page.
  ssr: {
    noExternal: ['vike-react', 'react-streaming', 'valtio', 'react-router', 'react-toastify', /^@visx\//, 'use-sync-external-store'],
  },
  build: {
    target: 'es2022',
    // Source maps stay out of the public build; errors are logged on the server.
    sourcemap: false,
    // Issue 16, then issue 26: the runtime every page needs (React, vike, valtio) and the site's
    // shell (the layout, header, stores, translations, hooks) are one chunk rather than a dozen
    // small ones: fewer requests for a phone on slow 4G, and one chunk compresses better than many
    // (the shell alone took 3.5 KB less brotli together than in its eleven chunks). Page code keeps
    // its automatic split, so that each page's CSS stays its own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id.replaceAll('\\', '/')), priority: 20 },
          ],
        },
      },
    },
  },
});
