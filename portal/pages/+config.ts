import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';
import vikeReactQuery from 'vike-react-query/config';

// The owner portal: its own vike page (outside site/pages, so none of the brand site's layout,
// head or hooks apply) hosting a react-router route tree (DESIGN §2). Personal: streamed with the
// request's nonce, never cached; its data follows the shell as each call answers, each card's
// answers carried into the page by vike-react-query (TanStack Query) as they come (issue 26).
export default {
  extends: [vikeReact, vikeReactQuery],
  stream: true,
  passToClient: ['locale', 'isMobileDevice', 'assetVersion', 'bookingSiteUrl', 'origin', 'portalUser', 'portalToday'],
  // react-router owns navigation inside the portal; vike's link interception is switched off per link.
  keepScrollPosition: true,
} satisfies Config;
