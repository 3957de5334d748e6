import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Routes start at client/pages: client/pages/brand is /brand.
  filesystemRoutingRoot: '/',
  passToClient: ['locale', 'i18nStore', 'site', 'brand', 'assetVersion', 'bookingSiteUrl'],
  // Streaming SSR for browsers; react-streaming sends bots the whole page at once.
  stream: true,
} satisfies Config;
