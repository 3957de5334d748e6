import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// The owner portal: its own vike page (outside client/pages, so none of the brand site's layout,
// head or hooks apply) hosting a react-router route tree (DESIGN §2). Personal: streamed with the
// request's nonce, never cached; its data follows the shell as each call answers.
export default {
  extends: [vikeReact],
  stream: true,
  passToClient: ['locale', 'isMobileDevice', 'assetVersion', 'bookingSiteUrl', 'origin', 'portalUser'],
  // react-router owns navigation inside the portal; vike's link interception is switched off per link.
  keepScrollPosition: true,
} satisfies Config;
