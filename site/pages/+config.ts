import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Routes start at site/pages: site/pages/brand is /brand.
  filesystemRoutingRoot: '/',
  // The translations travel as their own JSON script (+Head, shared/i18n/instance.ts), not in the page context.
  passToClient: ['locale', 'localeFromUrl', 'site', 'scope', 'isMobileDevice', 'brand', 'brandContact', 'terms', 'assetVersion', 'bookingSiteUrl', 'origin'],
  // Public pages are rendered whole (renderToString): they are stored in the page cache and sent
  // from there, and a whole render costs a quarter less than a stream collected into a string.
  // Personal pages stream (login-member/+config.ts, start/+config.ts). Nothing rendered on the
  // server may suspend: lazy components render eagerly there (site/lib/serverEager.ts) or only
  // after hydration.
  stream: false,
  // The scroll after a navigation follows SPEC §2 (+onPageTransitionEnd), not vike's default.
  keepScrollPosition: true,
  // A page whose translations could not be loaded is never hydrated (+onBeforeRenderClient): its
  // render waits for ever on purpose, and vike must not replace the server's page with its error
  // page after 30 s.
  hooksTimeout: { onRenderClient: false },
  meta: {
    // The page's first picture, preloaded from the head (+Head, issue 16); a page's +firstImage.ts.
    firstImage: { env: { server: true } },
  },
} satisfies Config;
