/**
 * The support page's parts for the server, which renders them at once: the VOC form, the inquiry
 * lookup, the notices and the FAQ. In the browser build these exports are null
 * (build/server-only.ts) and each part's code is fetched when the visitor turns to it (SupportPage,
 * demandPart). Its own module, so that only the support pages carry their styles
 * (site/lib/serverEager.ts).
 */
export { default as VocForm } from './VocForm.tsx';
export { default as VocLookup } from './VocLookup.tsx';
export { NoticeList } from './NoticeList.tsx';
export { FaqList } from './FaqList.tsx';
