// The one export file of the design system (STYLE.md): every public export is named here.
export { vars } from './tokens/theme.css.ts';
export { breakpoints, media } from './tokens/breakpoints.ts';
export { applyBrandColor, brandColorCss, brandHoverColor, isHotelColor } from './tokens/brandColor.ts';
