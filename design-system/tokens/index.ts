// The style-time entry of the design system: tokens only. App stylesheets (*.css.ts) import
// from '@raon/design-system/tokens', never from the main entry: vanilla-extract evaluates what a
// stylesheet imports, and the main entry would pull every component's CSS into that stylesheet.
export { vars } from './theme.css.ts';
export { breakpoints, media } from './breakpoints.ts';
