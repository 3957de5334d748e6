/**
 * The property page's introduction for the server, which renders it at once; in the browser build
 * this export is null (build/server-only.ts): the page keeps the server's HTML and loads this code
 * only to show another hotel or language (staticPart).
 */
export { HotelIntro } from './HotelIntro.tsx';
