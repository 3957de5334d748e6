import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Routes start at client/pages: client/pages/brand is /brand.
  filesystemRoutingRoot: '/',
  passToClient: ['locale', 'localeFromUrl', 'i18nStore', 'site', 'scope', 'isMobileDevice', 'brand', 'terms', 'assetVersion', 'bookingSiteUrl', 'origin'],
  // Streaming SSR for browsers; react-streaming sends bots the whole page at once.
  stream: true,
  // The scroll after a navigation follows SPEC §2 (+onPageTransitionEnd), not vike's default.
  keepScrollPosition: true,
} satisfies Config;
