/**
 * Components the server renders at once while the browser fetches their code after the first
 * paint (DESIGN §6 budget): the server's HTML stays until the lazy version hydrates it. The server
 * renders pages whole with renderToString, where a lazy component would not wait for its code.
 * (A component of one page gets a module of its own, such as support/vocFormEager.ts: what this
 * module imports, styles included, comes with every page.) Only the
 * server build sees these exports; in the browser build they are null (build/server-only.ts), so
 * none of this code is in a page's initial JavaScript.
 */
export { Footer } from '@raon/design-system/components/Footer/Footer.tsx';
export { LanguageSwitcher } from '@raon/design-system/components/LanguageSwitcher/LanguageSwitcher.tsx';
export { SubNav } from '@raon/design-system/components/SubNav/SubNav.tsx';
