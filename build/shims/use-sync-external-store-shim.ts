// React 18+ has useSyncExternalStore built in; react-i18next still imports the shim package for
// older Reacts. The site runs React 19, so the shim's code is left out of the browser bundle.
export { useSyncExternalStore } from 'react';
