/**
 * The header's panels for the server (and Storybook and tests), which render them at once. In the
 * site's browser build this module's exports are null (build/server-only.ts): the page keeps the
 * server's hidden panels and loads their code when one opens (Header.tsx, staticPart).
 */
export { HotelsPanel, IntroduceList, MobileMenu } from './HeaderPanels.tsx';
