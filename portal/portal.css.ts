import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

export { skipLink, visuallyHidden } from '@raon/design-system/styles/a11y.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: 1.6,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

/** The portal's grey page; SPEC §2: white on booking, notice and voc paths. */
export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surfaceMuted });
export const white = style({ background: vars.color.surface });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  outline: 'none',
});



export const logo = style({ display: 'block', height: 32, width: 'auto' });
export const footerSpace = style({ minHeight: 220 });

/** A panel of the page: white card on the grey page. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  '@media': { [media.portalMobile]: { padding: vars.space.md } },
});

export const message = style({ maxWidth: 640, margin: `${vars.space.xl} auto`, textAlign: 'center' });
export const messageTitle = style({ fontSize: 24, margin: `0 0 ${vars.space.md}` });
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: 15,
  fontWeight: 600,
  fontFamily: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
});
export const buttonQuiet = style([button, { background: vars.color.surface, color: vars.color.brand }]);

export const slotError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surface,
});

export const skeleton = style({
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted}, #e9edf1, ${vars.color.surfaceMuted})`,
});
/** Heights held while a call loads (no layout shift when the figures arrive). */
export const skeletonHeight = styleVariants({
  sm: { minHeight: 140 },
  md: { minHeight: 200 },
  lg: { minHeight: 320 },
  xl: { minHeight: 480 },
  // A whole screen still to come: taller than the viewport, so the footer below it does not move in sight when it arrives.
  screen: { minHeight: '150vh' },
});
