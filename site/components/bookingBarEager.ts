/**
 * The booking bar for the server, which renders it at once; in the browser build this export is
 * null (build/server-only.ts): the page keeps the server's HTML and loads its code when the visitor
 * turns to it, or at once when the tab holds a choice of its own (bookingBarPart.tsx, demandPart).
 */
export { BookingBar } from './BookingBar.tsx';
