/**
 * The support page's lists for the server, which renders the tab shown at once; in the browser build
 * these exports are null (build/server-only.ts) and each tab's list loads lazily (SupportPage), so a
 * tab does not carry the other's code.
 */
export { FaqList } from './FaqList.tsx';
export { NoticeList } from './NoticeList.tsx';
