/**
 * The VOC form and the inquiry lookup for the server, which renders it at once; in the browser build this export is null
 * (build/server-only.ts) and the form's code is loaded lazily (SupportPage). Its own module, so
 * that only the pages with the form carry its styles (site/lib/serverEager.ts).
 */
export { default as VocForm } from './VocForm.tsx';
export { default as VocLookup } from './VocLookup.tsx';
