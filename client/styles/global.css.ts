import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.6,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle('img', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** SPEC §2, §9: pages fade in over 0.6 s (not for people who ask for less motion). */
export const fade = style({
  animation: `${fadeIn} 0.6s ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The sub-navigation's height, held while its code loads (no layout shift). */
export const subNavSpace = style({ minHeight: 56 });
