/**
 * The home's sections below the booking bar for the server, which renders them at once; in the
 * browser build this export is null (build/server-only.ts): the page keeps the server's HTML and
 * loads this code only to show another language (staticPart).
 */
export { HomeSections } from './HomeSections.tsx';
